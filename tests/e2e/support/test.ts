// Every e2e test runs with the platform's security headers on and fails on any Content-Security-Policy
// violation (issue 7, DESIGN §6b): in the page, its popups (demo game, lottery) and their frames (chat).
import { expect, test as base } from '@playwright/test';

const REPORT = 'CSP violation:';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      await context.addInitScript((prefix: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      }, REPORT);
      context.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(REPORT) || /Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus)
        expect([...new Set(violations)], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator, Browser, BrowserContext, APIRequestContext } from '@playwright/test';

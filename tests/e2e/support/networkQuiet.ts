import type { Page, Request } from '@playwright/test';

/** The member's live event stream (issue 15) stays open for the whole session: it never counts as busy. */
const LIVE_STREAM = /\/wps\/events$/;

/**
 * Waits until the page has had no request in flight for `quietMs`, the live event stream aside.
 * Playwright's 'networkidle' never comes for a logged-in member, whose event stream stays open.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 500, timeoutMs = 60_000): Promise<void> {
  const inFlight = new Set<Request>();
  const counts = (request: Request) => !LIVE_STREAM.test(new URL(request.url()).pathname);
  const started = (request: Request) => {
    if (counts(request)) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
    throw new Error(
      `the network was still busy after ${timeoutMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`,
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

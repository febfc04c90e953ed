import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { inEnglish, withoutLoadPopups } from './support/session.ts';

/** The demo accounts' password (server/seed/accounts.ts). */
const DEMO_PASSWORD = 'demo1234';

for (const id of ['aurora', 'jade']) {
  test.describe(`accounts on ${id} (issue 9)`, () => {
    test.beforeEach(async ({ page }) => {
      await inEnglish(page);
      await withoutLoadPopups(page);
    });

    test('AUTH-01 AUTH-02 AUTH-04 a visitor logs in through the login dialog (no password on the wire), sees the balance, then signs out (AUTH-16)', async ({
      page,
    }) => {
      const bodies: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/wps/session/login')) bodies.push(request.postData() ?? '');
      });
      await page.goto(`/?brand=${id}`);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByLabel('Username')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel('Username').fill('  demo_member ');
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByText(/\d+\.\d{2}/)).toBeVisible();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).not.toContain(DEMO_PASSWORD);
      expect(bodies[0]).not.toContain('demo_member');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account/i })
        .click();
      await page
        .getByRole('menuitem', { name: 'Sign out' })
        .or(page.getByRole('button', { name: 'Sign out' }))
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    });

    test('AUTH-01 keyboard only: the login dialog opens, is filled and submitted from the keyboard', async ({
      page,
    }) => {
      await page.goto(`/?brand=${id}`);
      const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      await login.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog).toBeVisible();
      // From the close button: Tab reaches the username field (the SMS tab list first, where there is one).
      for (
        let i = 0;
        i < 4 && !(await dialog.getByLabel('Username').evaluate((el) => el === document.activeElement));
        i += 1
      )
        await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Username')).toBeFocused();
      await page.keyboard.type('demo_member');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Password')).toBeFocused();
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByText(/\d+\.\d{2}/)).toBeVisible();
    });

    test('ROUTE-04 AUTH-10 /agent refuses demo_member and admits demo_agent to /agentHome', async ({ page }) => {
      await page.goto(`/agent?brand=${id}`);
      await expect(page.getByRole('heading', { name: 'Grow with us as an agent' })).toBeVisible();
      const main = page.getByRole('main');
      await main.getByLabel('Username').fill('demo_member');
      await main.getByLabel('Password').fill(DEMO_PASSWORD);
      await main.getByRole('button', { name: 'Log in' }).click();
      await expect(main.getByRole('alert')).toHaveText('Non-agents cannot log in here.');
      expect(await axeViolations(page)).toEqual([]);
      await main.getByLabel('Username').fill('demo_agent');
      await main.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/agentHome/);
    });
  });
}

import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

for (const id of ['aurora', 'jade']) {
  test.describe(`dialogs on ${id} (issue 7, DESIGN §3b)`, () => {
    test.beforeEach(async ({ page }) => {
      await inEnglish(page);
      await withoutLoadPopups(page);
    });

    test('HEADER-01 Log in opens the login dialog; axe is clean with it open; Escape closes it and focus returns', async ({
      page,
    }) => {
      await page.goto(`/?brand=${id}`);
      const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      // The page under the dialog is inert: Tab stays inside it.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('ROUTE-03 /register opens the register dialog over home; a dialog opens another; closing returns to /', async ({
      page,
    }) => {
      await page.goto(`/register?brand=${id}`);
      const register = page.getByRole('dialog', { name: 'Register' });
      await expect(register).toBeVisible();
      await expect(page.locator('[data-screen="home"]')).toBeAttached();
      await register.getByRole('button', { name: 'Already have an account? Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      await login.getByRole('button', { name: 'Close' }).click();
      await expect(login).toBeHidden();
      await expect(register).toBeVisible();
      await register.getByRole('button', { name: 'Close' }).click();
      await expect(register).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/\\?brand=${id}$`));
    });

    test('ROUTE-07 /help#term opens the help dialog', async ({ page }) => {
      await page.goto(`/help?brand=${id}#term`);
      await expect(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a member restored from the session token is not offered Log in or Register', async ({ page }) => {
      await startLoggedIn(page, id);
      const member = page.waitForResponse((response) => response.url().includes('/wps/member/info'));
      await page.goto(`/?brand=${id}`);
      expect((await member).status()).toBe(200);
      await expect(page.locator('[data-screen="home"]')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    });
  });
}

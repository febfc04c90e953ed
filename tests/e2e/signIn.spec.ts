// Third-party sign-in (AUTH-13, UNSPEC-34, ERR-14): aurora offers Google; the reference platform's
// development provider plays Google's popup on this machine (server/devSignIn.ts).
import { expect, test, type Page } from './support/test.ts';
import { inEnglish, withoutLoadPopups } from './support/session.ts';

/**
 * Presses a button of the provider's popup that closes it, and waits until it has closed. The popup
 * may close while the click is still being reported (a busy machine): its closing is the point, so
 * only an error from a popup still open counts.
 */
async function pressClosing(popup: Page, name: string): Promise<void> {
  await Promise.all([
    popup.waitForEvent('close'),
    popup
      .getByRole('button', { name })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      }),
  ]);
}

test.describe('third-party sign-in on aurora (AUTH-13)', () => {
  test.beforeEach(async ({ page }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await page.goto('/?brand=aurora');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  });

  test('Continue with Google opens the provider popup; Continue there logs the player in', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await expect(popup).toHaveURL(/\/dev-auth\/google$/);
    await expect(popup.getByRole('heading', { name: 'Google' })).toBeVisible();
    await pressClosing(popup, 'Continue');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByText(/\d+\.\d{2}/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeHidden();
  });

  test('ERR-14 Cancel in the popup leaves the player logged out with the reason', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await pressClosing(popup, 'Cancel');
    await expect(dialog.getByRole('alert')).toHaveText(
      'The sign-in popup was closed before you signed in, so login failed. Please try again.',
    );
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

// The first login of an account its agent opened cannot be skipped (issue 24 item 3; AUTH-05, AUTH-06,
// UNSPEC-19): the dialog says it is a first login, has no close button and outlives Escape and a
// reload; the platform answers nothing else for that session; once the member has chosen their own
// password the site works.
import { expect, test, type Page } from './support/test.ts';
import { openDownline } from './support/accounts.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { inEnglish, merchantCodeOf, withoutLoadPopups } from './support/session.ts';

const FIRST_LOGIN = 'This is your first login. Please choose your own password to go on.';

const banner = (page: Page) => page.getByRole('banner');
const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change password' });

/** What the platform answers this page's session for its balance, asked as the site asks it. */
async function balanceAnswer(page: Page, brandId: string): Promise<{ status: number; code?: string }> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get('/wps/v2/wallets/balance', {
    headers: { 'x-merchant-code': merchantCodeOf(brandId), authorization: `Bearer ${token}` },
  });
  return { status: response.status(), code: ((await response.json()) as { code?: string }).code };
}

for (const brandId of ['aurora', 'jade']) {
  test(`AUTH-05 UNSPEC-19 on ${brandId}: a downline its agent opened must choose its own password before anything else`, async ({
    page,
    request,
  }) => {
    const downline = await openDownline(request, brandId);
    await inEnglish(page);
    await withoutLoadPopups(page);

    await page.goto(`/?brand=${brandId}`);
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(downline.username);
    await login.getByLabel('Password', { exact: true }).fill(downline.password);
    await login.getByRole('button', { name: 'Log in' }).click();

    // The words of a first login, no close button, and Escape (twice: the browser's own close
    // request after a cancelled one) leaves it open.
    const change = changeDialog(page);
    await expect(change.getByText(FIRST_LOGIN)).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(change.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(change.getByText(FIRST_LOGIN)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await axeViolations(page, { tags: WCAG_AA, include: ['dialog[open]'] })).toEqual([]);

    // The platform answers nothing else for this session; a reload brings the dialog back.
    expect(await balanceAnswer(page, brandId)).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    await page.reload();
    await expect(changeDialog(page).getByText(FIRST_LOGIN)).toBeVisible();

    const own = `Own${Date.now() % 100_000}z`;
    await changeDialog(page).getByLabel('New password', { exact: true }).fill(own);
    await changeDialog(page).getByLabel('Confirm new password', { exact: true }).fill(own);
    await changeDialog(page).getByRole('button', { name: 'Change password' }).click();
    await expect(changeDialog(page)).toBeHidden();

    // The site works: the balance is in the header, and the platform answers the session again.
    await expect(banner(page).getByText(/\d+\.\d{2}/)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect((await balanceAnswer(page, brandId)).status).toBe(200);
  });
}

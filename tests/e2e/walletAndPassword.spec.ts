// Issue 26 item 8 in the built player against the reference platform (MC-02, MC-03, MC-14, PWD-01,
// WALLET-02): a member changes the login password in the security centre and logs in with the new
// one; the unread badge beside the announcements opens the inbox; the wallet page lists each
// wallet's balance and "All back to main" moves them all to the main wallet.
import { expect, test, type Page } from './support/test.ts';
import { freshUsername, registerAccount } from './support/accounts.ts';
import { loginAs } from './support/platform.ts';
import { inEnglish, merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const banner = (page: Page) => page.getByRole('banner');

test('issue 26: aurora member changes the login password in the security centre and logs in with the new one', async ({
  page,
}) => {
  // An account of its own: a change ends the member's other sessions, which other tests hold for demo_member.
  const account = await registerAccount(page.request, 'aurora', { username: freshUsername('pwc') });
  const token = await loginAs(page.request, account.username, merchantCodeOf('aurora'), account.password);
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
  await withoutLoadPopups(page);
  await inEnglish(page);
  await page.goto('/member?page=securityCenter&brand=aurora');

  const form = page.getByRole('form', { name: 'Change login password' });
  await form.getByLabel('Current password', { exact: true }).fill('not-my-password1');
  await form.getByLabel('New password', { exact: true }).fill('fresh2468x');
  await form.getByLabel('Confirm new password', { exact: true }).fill('fresh2468x');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('The current password is incorrect.');

  await form.getByLabel('Current password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(/Your password has been changed\. You stay signed in here/);
  // This session stays: the page and the header are still the member's.
  await expect(page).toHaveURL(/page=securityCenter/);
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);

  // The new password logs in; the old one no longer does.
  expect(await loginAs(page.request, account.username, merchantCodeOf('aurora'), 'fresh2468x')).toBeTruthy();
  await expect(loginAs(page.request, account.username, merchantCodeOf('aurora'), account.password)).rejects.toThrow();
});

test('issue 26: aurora demo_member taps the unread badge to the inbox, and moves every wallet back to main', async ({
  page,
}) => {
  await inEnglish(page);
  await withoutLoadPopups(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'A contract is offered to you' }), async (offer) => {
    await offer.getByRole('button', { name: 'Close' }).click();
  });
  await startLoggedIn(page, 'aurora', 'demo_member');
  await page.goto('/?brand=aurora');

  // MC-14, MC-16: the badge is a link named by its count, at least 24 px, to the member centre's inbox.
  const badge = banner(page).getByRole('link', { name: /^\d+ unread messages$/ });
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await badge.click();
  await expect(page).toHaveURL(/\/member\?page=messageV2/);
  await expect(
    page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: /Messages/ }),
  ).toHaveAttribute('aria-current', 'page');

  // MC-03, WALLET-02: each wallet with its balance; money put in PG comes back with "All back to main".
  await page.goto('/member?page=transferFund&brand=aurora');
  const transfer = page.getByRole('form', { name: 'Wallet transfer' });
  await transfer.getByLabel('To').selectOption('CQ9');
  await transfer.getByLabel(/^Amount/).fill('10');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByRole('status')).toHaveText(/10\.00 moved from Main wallet to CQ9 wallet\./);

  const balances = page.getByRole('region', { name: 'Wallet balances' });
  const row = (name: string) => balances.getByRole('listitem').filter({ hasText: name });
  await expect(row('CQ9 wallet')).toContainText(/RM [\d,]*[1-9][\d,]*\.\d{2}/);
  await expect(row('PG wallet')).toBeVisible();
  await expect(row('Main wallet')).toContainText(/RM [\d,]+\.\d{2}/);
  await balances.getByRole('button', { name: 'All back to main' }).click();
  await expect(balances.getByRole('status')).toHaveText(/moved back to the main wallet\./);
  for (const name of ['PG wallet', 'CQ9 wallet', 'JDB wallet']) await expect(row(name)).toContainText('RM 0.00');
  await expect(balances.getByRole('button', { name: 'All back to main' })).toBeDisabled();
});

// The security center (issue 15; MC-02, MC-25, WALLET-04, CALL-75..78) against the reference
// platform: a fresh member sets a payment password, adds a payout account in the real name typed
// once, removes it after confirming with the password, and changes the password (a wrong current one
// refused in place); the page fits a 360 px phone and is axe clean on every brand.
import { expect, test, type Page } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { freshUsername, registerAccount } from './support/accounts.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { loginAs } from './support/platform.ts';
import { inEnglish, merchantCodeOf, withoutLoadPopups } from './support/session.ts';

/** A member of its own (nothing shared with other tests is changed), logged in on the security center. */
async function openSecurityCenter(page: Page, brandId: string): Promise<void> {
  const account = await registerAccount(page.request, brandId, { username: freshUsername('sec') });
  const token = await loginAs(page.request, account.username, merchantCodeOf(brandId), account.password);
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
  await withoutLoadPopups(page);
  await inEnglish(page);
  await page.goto(`/member?page=securityCenter&brand=${brandId}`);
}

for (const brandId of ['aurora', 'jade']) {
  test(`issue 15: ${brandId}'s security center sets and changes the payment password and adds and removes a payout account`, async ({
    page,
  }) => {
    await openSecurityCenter(page, brandId);
    // MC-25: the profile with the VIP label from member info; no real name until the first account.
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(/^VIP \d+$/)).toBeVisible();
    await expect(profile.getByText('Not set yet: your first payout account sets it.')).toBeVisible();

    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await expect(accounts.getByText('Please set one first.', { exact: false })).toBeVisible();

    // Set: new and confirm only.
    const password = page.getByRole('region', { name: 'Payment password' });
    await password.getByLabel('New payment password', { exact: true }).fill('135790');
    await password.getByLabel('Confirm new payment password', { exact: true }).fill('135790');
    await password.getByRole('button', { name: 'Set payment password' }).click();
    await expect(password.getByText('Your payment password is set.')).toBeVisible();
    await expect(password.getByLabel('Current payment password', { exact: true })).toBeVisible();

    // The first account: the real name is typed once; a wrong payment password keeps what was typed.
    await accounts.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
    const bank = await accounts.getByLabel('Bank', { exact: true }).inputValue();
    await accounts.getByLabel('Account number', { exact: true }).fill('5140 1234 5678');
    await accounts.getByLabel('Real name (as your bank has it)', { exact: true }).fill('Tan Mei Ling');
    await accounts.getByLabel('Payment password', { exact: true }).fill('111111');
    await accounts.getByRole('button', { name: 'Add account' }).click();
    await expect(accounts.getByRole('alert')).toHaveText('The payment password is not correct.');
    await expect(accounts.getByLabel('Account number', { exact: true })).toHaveValue('514012345678');
    await accounts.getByLabel('Payment password', { exact: true }).fill('135790');
    await accounts.getByRole('button', { name: 'Add account' }).click();
    await expect(accounts.getByText(`${bank} **** **** 5678 was added.`)).toBeVisible();
    await expect(accounts.getByRole('listitem')).toHaveCount(1);
    await expect(accounts.getByText('Tan Mei Ling', { exact: true })).toBeVisible();
    await expect(accounts.getByLabel('Real name (as your bank has it)', { exact: true })).toHaveCount(0);
    await expect(profile.getByText('Tan Mei Ling')).toBeVisible();

    // The page at 360 px: nothing wider than the screen, axe clean (WCAG A/AA).
    await page.setViewportSize({ width: 360, height: 780 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeViolations(page, { include: ['main'], tags: WCAG_AA })).toEqual([]);

    // Remove, confirmed with the payment password.
    await accounts.getByRole('button', { name: `Remove ${bank} **** **** 5678` }).click();
    const confirm = accounts.getByRole('form', { name: `Remove ${bank} **** **** 5678` });
    await confirm.getByLabel('Payment password', { exact: true }).fill('135790');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(accounts.getByText(`${bank} **** **** 5678 was removed.`)).toBeVisible();
    await expect(accounts.getByRole('listitem')).toHaveCount(0);

    // Change: a wrong current password is refused in place, the right one changes it.
    await password.getByLabel('Current payment password', { exact: true }).fill('000000');
    await password.getByLabel('New payment password', { exact: true }).fill('246810');
    await password.getByLabel('Confirm new payment password', { exact: true }).fill('246810');
    await password.getByRole('button', { name: 'Change payment password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current payment password is not correct.');
    await expect(password.getByLabel('New payment password', { exact: true })).toHaveValue('246810');
    await password.getByLabel('Current payment password', { exact: true }).fill('135790');
    await password.getByRole('button', { name: 'Change payment password' }).click();
    await expect(password.getByText('Your payment password was changed.')).toBeVisible();
  });
}

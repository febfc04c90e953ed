import { expect, test, type Page } from './support/test.ts';
import { flagsOf } from './support/accounts.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { inEnglish, withoutLoadPopups } from './support/session.ts';

// A trial account (ROLE-05, issue 26 item 10), on every brand that offers free play, on a phone and a
// desktop: its balance is marked as trial credit, it is offered nothing that would refuse it, and a
// refusal from the platform says so in plain words with the way to a real account, never Retry.

const trialBrands = ['aurora', 'jade'].filter((id) => flagsOf(id).FREEPLAY3 === true);
const banner = (page: Page) => page.getByRole('banner');

async function startTrial(page: Page, id: string) {
  await inEnglish(page);
  await withoutLoadPopups(page);
  await page.goto(`/?brand=${id}`);
  await banner(page).getByRole('button', { name: 'Try free' }).click();
  await expect(banner(page).getByText(/\d+\.\d{2}/)).toBeVisible();
}

for (const id of trialBrands) {
  for (const width of [360, 1280]) {
    test(`ROLE-05 on ${id} at ${width} px: a trial sees trial credit and only what it may open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await startTrial(page, id);
      const header = banner(page);
      // The badge beside the amount; screen readers hear "Trial credit" before it.
      await expect(header.locator('.lv-header__balance').getByText('Trial', { exact: true })).toBeVisible();
      await expect(header.getByText('Trial credit', { exact: true })).toBeAttached();
      await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
      await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${id}-trial-${width}.png`) });

      // The account menu lists no member-centre page (each would refuse a trial account).
      await header.getByRole('button', { name: /Account menu/ }).click();
      const signOut = header.getByRole('button', { name: 'Sign out' });
      await expect(signOut).toBeVisible();
      const menu = header.locator('ul').filter({ has: page.getByRole('button', { name: 'Sign out' }) });
      const targets = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(targets.filter((href) => href?.startsWith('/member') || href?.startsWith('/agentHome'))).toEqual([]);
      await page.keyboard.press('Escape');
      await header.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      if (width === 360) {
        const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
        await expect(tabs.getByRole('link').first()).toBeVisible();
        await expect(tabs.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
        await expect(tabs.getByRole('link', { name: 'Account' })).toHaveCount(0);
      }
    });
  }

  test(`ROLE-05 GAME-04 on ${id}: a refusal says so in plain words with "Create a real account", never Retry`, async ({
    page,
  }) => {
    await startTrial(page, id);
    // The lottery page launches its game, which the platform refuses a trial account.
    await page.goto(`/lottery?brand=${id}`);
    const refusal = page.getByRole('alert').filter({ hasText: 'Trial credit is for looking around' });
    await expect(refusal).toContainText('games, deposits and your account need a real account.');
    await expect(refusal.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await refusal.getByRole('button', { name: 'Create a real account' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();

    // A page of the member centre typed in: the notice names what a trial cannot have, and the way out.
    await page.goto(`/member?page=depositv2&brand=${id}`);
    const notice = page.getByRole('dialog', { name: 'A real account is needed' });
    await expect(notice).toContainText('games, deposits and your account need a real account.');
    await expect(notice).not.toContainText('cannot open games');
    await notice.getByRole('button', { name: 'Create a real account' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });
}

// The member centre's messages and invitations in the built player against the reference platform
// (issue 16): a message the operator sends from `npm run admin` arrives live and raises the badge,
// reading it lowers the badge, deleting one removes it (MC-14, MC-16, MC-18); the invitation link
// opened in a fresh browser lands on registration with the code filled in (MC-12, UNSPEC-71); the
// pages fit a 360 px phone and are axe clean.
import { expect, test, type Page } from './support/test.ts';
import { phoneProblems } from './support/axe.ts';
import { admin } from './support/platform.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

/** A demo account no other e2e file reads messages of: player_down1 (its box is this file's). */
const MEMBER = 'player_down1';

async function fitsAPhone(page: Page, label: string): Promise<string[]> {
  const problems = await phoneProblems(page, label);
  await page.screenshot({ path: `test-results/memberMessages-${label}-360.png`, fullPage: true });
  return problems;
}

for (const brandId of ['aurora', 'jade']) {
  test(`MC-14 MC-16 MC-18 on ${brandId}: a message sent by the operator arrives live, the badge rises, reading it lowers it, and one is deleted`, async ({
    page,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await startLoggedIn(page, brandId, MEMBER);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.goto(`/member?page=messageV2&brand=${brandId}`);
    const centre = page.getByRole('navigation', { name: 'Member centre' });
    const messagesLink = centre.getByRole('link', { name: /^Messages/ });
    await expect(messagesLink).toHaveAttribute('aria-current', 'page');
    const inbox = page.locator('.lv-inbox');
    await expect(inbox.getByText(/unread|Every message is read\./).first()).toBeVisible();
    const badge = messagesLink.locator('.lv-centre__badge');
    const before = Number((await badge.count()) ? await badge.textContent() : '0');

    const title = `Weekend bonus ${brandId} ${Date.now()}`;
    // HTML with a script: shown safely (DESIGN §6).
    expect(
      admin('message', brandId, MEMBER, title, '<p>Deposit this weekend.</p><script>document.title="pwned"</script>'),
    ).toContain('sent to');
    await expect(badge).toHaveText(String(before + 1));
    const item = inbox.getByRole('button', { name: new RegExp(`^New ${title}`) });
    await expect(item).toBeVisible();

    await item.click();
    const article = inbox.getByRole('article');
    await expect(article.getByRole('heading', { name: title })).toBeFocused();
    await expect(article.getByText('Deposit this weekend.')).toBeVisible();
    expect(await article.locator('script').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    // Read once shown: the badge falls without a reload.
    if (before === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(before));
    expect([...(await fitsAPhone(page, `${brandId}-message`))]).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await article.getByRole('button', { name: `Delete ${title}` }).click();
    await inbox
      .getByRole('group', { name: `Delete ${title}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(inbox.getByText('The message was deleted.')).toBeVisible();
    await expect(inbox.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
    expect(loads).toBe(1);
  });

  test(`MC-12 UNSPEC-71 on ${brandId}: the invitation link opened in a fresh browser lands on registration with the code filled in`, async ({
    page,
    browser,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await startLoggedIn(page, brandId, MEMBER);
    await page.goto(`/member?page=referral&brand=${brandId}`);
    const section = page.locator('.lv-referral');
    const link = await section.getByRole('textbox', { name: 'Your invitation link' }).inputValue();
    const code = new URL(link).searchParams.get('affiliate');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(section.getByText(code!, { exact: true })).toBeVisible();
    await expect(section.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    expect(await fitsAPhone(page, `${brandId}-referral`)).toEqual([]);

    // A friend's browser: no session, nothing stored.
    const friend = await browser.newContext({ baseURL: new URL(link).origin });
    const friendPage = await friend.newPage();
    await friendPage.addInitScript(() => localStorage.setItem('language', 'EN'));
    await friendPage.goto(link);
    const register = friendPage.getByRole('dialog', { name: 'Register' });
    await expect(register.getByLabel(/Invitation code/)).toHaveValue(code!);
    await friend.close();
  });

  test(`MC-23 on ${brandId}: the mirror sites, app download and favourites are centre pages that fit a phone`, async ({
    page,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await startLoggedIn(page, brandId, MEMBER);
    await page.goto(`/member?page=mirrorSites&brand=${brandId}`);
    await expect(page.getByRole('button', { name: `Copy https://${brandId}-1.example.com` })).toBeVisible();
    expect(await fitsAPhone(page, `${brandId}-mirrors`)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const centre = page.getByRole('navigation', { name: 'Member centre' });
    await centre.getByRole('link', { name: 'App download' }).click();
    await expect(page.getByRole('heading', { name: 'Android' })).toBeVisible();
    expect(await fitsAPhone(page, `${brandId}-download`)).toEqual([]);
  });
}

// The player on a phone (issue 13): the phone's own controls work — the drawer, the language in it,
// the bottom tab bar, the balance in full — and a desktop keeps its side menu. Every page at every
// width is the site audit's (siteAudit.spec.ts).
import { expect, test } from './support/test.ts';
import { merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

test.describe('on a 390 × 844 phone (issue 13)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the drawer opens from the menu button, switches the language, closes on Escape and gives focus back; the tab bar reaches home, a lobby and the member centre; the balance reads in full', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, 'aurora');
    await page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'EN');
    });
    await page.goto('/?brand=aurora');
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // I18N-05: the language selector is in the drawer; the page follows at once.
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption('MY');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Laman utama' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();

    // The balance, in full and on the screen (HEADER-02).
    const balance = (await (
      await page.request.get('/wps/v2/wallets/balance', {
        headers: {
          'x-merchant-code': merchantCodeOf('aurora'),
          token: await page.evaluate(() => sessionStorage.getItem('token') ?? ''),
        },
      })
    ).json()) as { value?: { balance?: string } };
    const amountText = page.locator('.lv-header__amount');
    await expect(amountText).toHaveText(/RM [\d,]+\.\d\d/);
    const shown = (await amountText.textContent())!.replace(/[^\d.]/g, '');
    if (balance.value?.balance) expect(Number(shown)).toBe(Number(balance.value.balance));
    const box = (await amountText.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await amountText.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    // The tab bar: a lobby, the member centre, home.
    const tabs = page.getByRole('navigation', { name: 'Pintasan' });
    await tabs.getByRole('link', { name: 'Permainan' }).click();
    await expect(page).toHaveURL(/\/rng/);
    await expect(page.locator('[data-screen="gameList"]')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Permainan' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Akaun' }).click();
    await expect(page).toHaveURL(/\/member\?page=securityCenter/);
    await expect(page.locator('[data-screen="member"]')).toBeVisible();
    await tabs.getByRole('link', { name: 'Laman utama' }).click();
    await expect(page.locator('[data-screen="home"]')).toBeVisible();
  });

  test('on a desktop the side menu stays a column and there is no menu button or tab bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await withoutLoadPopups(page);
    await page.goto('/?brand=jade');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
    await expect(page.locator('.lv-tabbar')).toBeHidden();
  });
});

// The player on a phone (issue 13): every route, dialog and centre page of every brand at 320, 360
// and 390 px, as a visitor, a member and an agent, fits the screen (no sideways scrolling, no
// header controls on top of each other, touch targets of 44 px) and is axe clean; and the phone's
// own controls work: the drawer, the language in it, the bottom tab bar, the balance in full.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const WIDTHS = [320, 360, 390];
const ROLES = { visitor: null, member: 'demo_member', agent: 'demo_agent' } as const;

interface BuiltScreen { paths: string[]; opens?: Record<string, string>; access?: string; pages?: { id: string }[] }
const screensOf = (brandId: string) => (JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as { screens: Record<string, BuiltScreen> }).screens;

/** Every screen once (its first path), every path that opens a dialog, every centre page; the lottery with a game. */
function routesOf(brandId: string, loggedIn: boolean): string[] {
  const routes: string[] = [];
  for (const [id, screen] of Object.entries(screensOf(brandId))) {
    const first = screen.paths[0]!;
    if (screen.pages && loggedIn) routes.push(...screen.pages.map((page) => `${first}?page=${page.id}`));
    else if (id === 'lottery') routes.push(`${first}?gameCode=VN_KENO`, `/vnLottery?gameCode=VN_HN`);
    else routes.push(first);
    routes.push(...Object.keys(screen.opens ?? {}));
  }
  return routes;
}

const withBrand = (path: string, brandId: string) => `${path}${path.includes('?') ? '&' : '?'}brand=${brandId}`;

async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  // Loading parts keep their final size, but are measured once they are drawn.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .lv-skeleton'), undefined, { timeout: 3000 }).catch(() => undefined);
  await page.waitForTimeout(200);
}

async function axe(page: Page): Promise<string[]> {
  // The WCAG A and AA rules: what "axe clean" means for a player; best-practice rules run in the desktop specs.
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const brandId of ['aurora', 'jade']) {
  for (const [role, account] of Object.entries(ROLES)) {
    test(`issue 13: every route, dialog and centre page of ${brandId} fits 320, 360 and 390 px as a ${role}, header controls apart, axe clean`, async ({ page }) => {
      // About 40 pages, each measured at three widths with axe: minutes, not seconds, on a shared runner.
      test.setTimeout(600_000);
      await withoutLoadPopups(page);
      if (account) await startLoggedIn(page, brandId, account);
      const problems: string[] = [];
      const check = async (label: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 780 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          for (const problem of await layoutProblems(page)) problems.push(`${label} at ${width} px: ${problem}`);
        }
        await page.setViewportSize({ width: 360, height: 780 });
        const axeStarted = Date.now();
        for (const violation of await axe(page)) problems.push(`${label} at 360 px: axe ${violation}`);
        if (process.env.WALK_TIMES) console.log(`  axe ${Date.now() - axeStarted} ms`);
      };
      // A route that only redirects (a visitor's /favorite → /login) is the page it lands on: measured once.
      const measured = new Set<string>();
      for (const route of routesOf(brandId, account !== null)) {
        const started = Date.now();
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(withBrand(route, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        const landed = new URL(page.url());
        landed.searchParams.delete('brand');
        if (measured.has(`${landed.pathname}${landed.search}`)) continue;
        measured.add(`${landed.pathname}${landed.search}`);
        const loaded = Date.now();
        await check(route);
        if (process.env.WALK_TIMES) console.log(`${route}: load ${loaded - started} ms, checks ${Date.now() - loaded} ms`);
      }
      // Dialogs a button opens: the side menu drawer, and for members the announcements.
      await page.goto(withBrand('/', brandId), { waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.lv-header__menu-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the drawer');
      await page.keyboard.press('Escape');
      if (account) {
        await page.locator('.lv-header__notices').click();
        await expect(page.locator('dialog[open]')).toBeVisible();
        await settle(page);
        await check('the announcements dialog');
      }
      expect(problems).toEqual([]);
    });
  }
}

test.describe('on a 390 × 844 phone (issue 13)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the drawer opens from the menu button, switches the language, closes on Escape and gives focus back; the tab bar reaches home, a lobby and the member centre; the balance reads in full', async ({ page }) => {
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
    const balance = (await (await page.request.get('/wps/v2/wallets/balance', { headers: { 'x-merchant-code': merchantCodeOf('aurora'), token: await page.evaluate(() => sessionStorage.getItem('token') ?? '') } })).json()) as { value?: { balance?: string } };
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

// The player on a phone (issue 13), and no link that leads to "being prepared" (issue 16): every
// address of every brand — each screen path, each route that opens a dialog, each menu entry that
// stays on the site, each centre page — read from the built brand (dist/brands/<id>.json), so a page
// added to a brand is walked too; as a visitor, a member and an agent. Each page fits 320, 360 and
// 390 px (no sideways scrolling, no header controls on top of each other, touch targets of 44 px),
// is axe clean and does not show the "being prepared" panel. The phone's own controls work too: the
// drawer, the language in it, the bottom tab bar, the balance in full.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const WIDTHS = [320, 360, 390];
const ROLES = { 'a visitor': null, 'a member': 'demo_member', 'an agent': 'demo_agent' } as const;

interface BuiltScreen {
  paths: string[];
  opens?: Record<string, string>;
  access?: string;
  pages?: { id: string }[];
}
interface BuiltBrand {
  screens: Record<string, BuiltScreen>;
  menus?: Record<string, { to?: string }[]>;
}
const builtBrand = (brandId: string) => JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as BuiltBrand;
const { brands } = JSON.parse(readFileSync('dist/brands/hosts.json', 'utf8')) as { brands: string[] };

/** The "being prepared" panel's words in every language the engine ships (each brand walks in its own). */
const COMING_SOON_TEXTS = readdirSync('engine/i18n/locales').map(
  (file) =>
    (JSON.parse(readFileSync(`engine/i18n/locales/${file}`, 'utf8')) as { centre: { comingSoon: string } }).centre
      .comingSoon,
);

/**
 * Every address of a brand: each screen's first path (the lottery with a game), each path that opens
 * a dialog, each menu entry that stays on the site, and for a logged-in player each centre page; and
 * apart, a screen's other paths (`/home`, `/index.html`): the same screen, only read for "being prepared".
 */
function addressesOf(brandId: string, loggedIn: boolean): { pages: string[]; aliases: string[] } {
  const brand = builtBrand(brandId);
  const pages = new Set<string>();
  const aliases = new Set<string>();
  for (const [id, screen] of Object.entries(brand.screens)) {
    const [first, ...others] = screen.paths.filter((path) => !path.includes(':') && !path.includes('*'));
    if (first === undefined) continue;
    if (id === 'lottery') pages.add(`${first}?gameCode=VN_KENO`).add('/vnLottery?gameCode=VN_HN');
    else pages.add(first);
    for (const path of others) aliases.add(path);
    if (screen.pages && loggedIn) for (const page of screen.pages) pages.add(`${first}?page=${page.id}`);
    for (const route of Object.keys(screen.opens ?? {})) pages.add(route);
  }
  for (const items of Object.values(brand.menus ?? {})) {
    for (const item of items) if (item.to?.startsWith('/') && !item.to.startsWith('//')) pages.add(item.to);
  }
  for (const page of pages) aliases.delete(page);
  // The home first: its whole page, chrome included, is the one axe reads in full.
  return {
    pages: [...pages].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))),
    aliases: [...aliases].sort(),
  };
}

const withBrand = (address: string, brandId: string) => {
  const [path, hash = ''] = address.split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}brand=${brandId}${hash ? `#${hash}` : ''}`;
};

/**
 * Waits until the page is drawn: its main region shown, no part still loading (widgets load lazily,
 * then ask for their data; a loading part keeps its final size), and a frame painted since. Pages
 * are read and measured only then, however long that takes on a busy machine.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.lv-skeleton')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * axe's WCAG A and AA rules (what "axe clean" means for a player; best-practice rules run in the
 * desktop specs), over the whole page or only over what a route brings: its main content and any
 * open dialog. The header, drawer, tab bar and footer are the same on every route, so a walk reads
 * them in full once (the home, the drawer) and not again on each of its fifty pages.
 */
async function axe(page: Page, scope: 'whole page' | 'route content'): Promise<string[]> {
  const include =
    scope === 'route content'
      ? await page.evaluate(() => ['main', 'dialog[open]'].filter((selector) => document.querySelector(selector)))
      : [];
  return axeViolations(page, { tags: WCAG_AA, include });
}

for (const brandId of brands) {
  for (const [role, account] of Object.entries(ROLES)) {
    test(`issue 13, issue 16: every route, menu entry, dialog and centre page of ${brandId} fits 320, 360 and 390 px as ${role}, header controls apart, axe clean, never "being prepared"`, async ({
      page,
    }) => {
      // About 50 pages, each measured at three widths with axe: minutes, not seconds, on a shared runner.
      test.setTimeout(600_000);
      await withoutLoadPopups(page);
      if (account) await startLoggedIn(page, brandId, account);
      const problems: string[] = [];
      const checkNotBeingPrepared = async (label: string) => {
        const shown = await page.locator('body').innerText();
        if (COMING_SOON_TEXTS.some((text) => shown.includes(text))) problems.push(`${label}: shows "being prepared"`);
      };
      const check = async (label: string, scope: 'whole page' | 'route content') => {
        await checkNotBeingPrepared(label);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 780 });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          for (const problem of await layoutProblems(page)) problems.push(`${label} at ${width} px: ${problem}`);
        }
        await page.setViewportSize({ width: 360, height: 780 });
        const axeStarted = Date.now();
        for (const violation of await axe(page, scope)) problems.push(`${label} at 360 px: axe ${violation}`);
        if (process.env.WALK_TIMES) console.log(`  axe ${Date.now() - axeStarted} ms`);
      };
      // A route that only redirects (a visitor's /favorite → /login) is the page it lands on: measured once.
      const measured = new Set<string>();
      const { pages, aliases } = addressesOf(brandId, account !== null);
      for (const route of pages) {
        const started = Date.now();
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(withBrand(route, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        const landed = new URL(page.url());
        landed.searchParams.delete('brand');
        if (measured.has(`${landed.pathname}${landed.search}`)) continue;
        measured.add(`${landed.pathname}${landed.search}`);
        const loaded = Date.now();
        await check(route, measured.size === 1 ? 'whole page' : 'route content');
        if (process.env.WALK_TIMES)
          console.log(`${route}: load ${loaded - started} ms, checks ${Date.now() - loaded} ms`);
      }
      for (const alias of aliases) {
        await page.goto(withBrand(alias, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        await checkNotBeingPrepared(alias);
      }
      // Dialogs a button opens: the side menu drawer, and for members the announcements.
      await page.goto(withBrand('/', brandId), { waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.lv-header__menu-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the drawer', 'whole page');
      await page.keyboard.press('Escape');
      if (account) {
        await page.locator('.lv-header__notices').click();
        await expect(page.locator('dialog[open]')).toBeVisible();
        await settle(page);
        await check('the announcements dialog', 'route content');
      }
      expect(problems).toEqual([]);
    });
  }
}

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

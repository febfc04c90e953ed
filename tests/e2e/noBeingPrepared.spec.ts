// No link of any brand leads to "being prepared" (issue 16). The pages to visit are read from each
// built brand (dist/brands/<id>.json), not listed here, so a screen, centre page, menu entry or
// dialog added to a brand is walked too: every screen path, every route that opens a dialog, every
// menu entry that stays on the site, and every page of every centre, as a visitor, as a member and
// as an agent. Beside the walk, the brand itself must not declare the "being prepared" panel
// anywhere (a dialog opened only from inside a widget is checked there).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

/** The text key of the "being prepared" panel and its English words (the walk runs in English). */
const COMING_SOON_KEY = 'centre.comingSoon';
const COMING_SOON_TEXT = (JSON.parse(readFileSync('engine/i18n/locales/en.json', 'utf8')) as { centre: { comingSoon: string } }).centre.comingSoon;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface BuiltBrand {
  screens: Record<string, { paths: string[]; pages?: { id: string }[]; opens?: Record<string, string> }>;
  dialogs?: Record<string, { pages?: { id: string }[] }>;
  menus?: Record<string, { to?: string }[]>;
}

const { brands } = JSON.parse(readFileSync('dist/brands/hosts.json', 'utf8')) as { brands: string[] };
const builtBrand = (brandId: string) => JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as BuiltBrand & Json;

/** Where in the brand document the "being prepared" key is used: `screens.pointMall.slots.main[0].props.text` … */
function comingSoonPlaces(node: Json, path = ''): string[] {
  if (node === COMING_SOON_KEY) return [path];
  if (Array.isArray(node)) return node.flatMap((child, index) => comingSoonPlaces(child, `${path}[${index}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => comingSoonPlaces(child, path ? `${path}.${key}` : key));
  return [];
}

/** Every address of the site a brand links to or serves: screens, dialog routes, menu entries, centre pages. */
function addressesOf(brand: BuiltBrand): string[] {
  const addresses = new Set<string>();
  for (const screen of Object.values(brand.screens)) {
    for (const path of screen.paths) if (!path.includes(':') && !path.includes('*')) addresses.add(path);
    for (const route of Object.keys(screen.opens ?? {})) addresses.add(route);
    for (const page of screen.pages ?? []) addresses.add(`${screen.paths[0]}?page=${page.id}`);
  }
  for (const items of Object.values(brand.menus ?? {})) {
    for (const item of items) if (item.to?.startsWith('/') && !item.to.startsWith('//')) addresses.add(item.to);
  }
  return [...addresses].sort();
}

const withBrand = (address: string, brandId: string) => {
  const [path, hash = ''] = address.split('#');
  return `${path}${path!.includes('?') ? '&' : '?'}brand=${brandId}${hash ? `#${hash}` : ''}`;
};

async function walk(page: Page, brandId: string): Promise<string[]> {
  const shown: string[] = [];
  for (const address of addressesOf(builtBrand(brandId))) {
    await page.goto(withBrand(address, brandId));
    await expect(page.locator('[data-screen]').first()).toBeVisible();
    // Widgets load lazily: wait until nothing on the page is still loading before reading it.
    await expect(page.locator('.lv-skeleton')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
    if ((await page.locator('body').innerText()).includes(COMING_SOON_TEXT)) shown.push(address);
  }
  return shown;
}

for (const brandId of brands) {
  test(`${brandId}: the brand declares no "being prepared" panel on any screen, centre page or dialog`, () => {
    expect(comingSoonPlaces(builtBrand(brandId))).toEqual([]);
  });

  for (const session of ['visitor', 'member', 'agent'] as const) {
    const who = { visitor: 'a visitor', member: 'a member', agent: 'an agent' }[session];
    test(`${brandId} as ${who}: no route, menu entry, dialog route or centre page shows "being prepared"`, async ({ page }) => {
      // Every address of the brand, each a full load, on a shared 2-core machine.
      test.setTimeout(400_000);
      await inEnglish(page);
      await withoutLoadPopups(page);
      if (session !== 'visitor') await startLoggedIn(page, brandId, session === 'agent' ? 'demo_agent' : 'demo_member');
      expect(await walk(page, brandId)).toEqual([]);
    });
  }
}

// The site audit (issue 26; issues 13 and 16 before it): every address of every brand — each screen
// path, each route that opens a dialog, each menu entry that stays on the site, each centre page —
// read from the built brand (dist/brands/<id>.json), so a page added to a brand is walked too; as a
// visitor, a member, an agent and, where the brand offers free play, a trial; in the brand's own
// language. At 360, 1024 and 1280 px each page fails on: a page wider than the screen, content cut
// off by its box with no scroll to reach it, a word broken inside, something drawn over something
// else, an axe violation, a link to nothing, and on a Malay brand any text of the English catalogues;
// at 320 and 360 px (and 390 on the home and the drawer) on header controls apart and 44 px touch
// targets; anywhere on the "being prepared" panel and on a centre page's heading said twice (issue
// 26 item 12). Then every site link seen on the way leads to a screen, and its anchor is there.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import {
  drawnProblems,
  englishOnPage,
  englishTexts,
  linksAndAnchors,
  repeatedHeadings,
} from './support/auditChecks.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { startAsTrial, startLoggedIn, withoutLoadPopups } from './support/session.ts';
import { findScreen } from '../../engine/core/screens.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';

/** The phone widths the header and touch targets are held at (issue 13), and the audit's three (issue 26). */
const PHONE_WIDTHS = [320, 360, 390];
const AUDIT_WIDTHS = [360, 1024, 1280];
/** Every width, for the page the walk starts on (the home, the whole chrome) and the drawer. */
const ALL_WIDTHS = [...new Set([...PHONE_WIDTHS, ...AUDIT_WIDTHS])].sort((a, b) => a - b);
/**
 * The other pages' widths: the chrome is the same on each and was read at every width on the first,
 * and a page's own content is held between 320 and 360 px, the narrowest phones.
 */
const PAGE_WIDTHS = ALL_WIDTHS.filter((width) => width !== 390);
/** Widths read in full by axe and for English: a phone and a desktop (the layouts differ; the texts do not). */
const READ_WIDTHS = [360, 1280];

type Role = 'a visitor' | 'a member' | 'an agent' | 'a trial';

interface BuiltScreen {
  paths: string[];
  opens?: Record<string, string>;
  access?: string;
  pages?: { id: string }[];
}
interface BuiltBrand {
  screens: Record<string, BuiltScreen>;
  flags?: Record<string, boolean>;
  languages?: { default?: string };
  menus?: Record<string, { to?: string; when?: { session?: string[] } }[]>;
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
function addressesOf(brandId: string, role: Role): { pages: string[]; aliases: string[] } {
  const brand = builtBrand(brandId);
  const loggedIn = role !== 'a visitor';
  const pages = new Set<string>();
  const aliases = new Set<string>();
  for (const [id, screen] of Object.entries(brand.screens)) {
    // An agent sees the member's pages as the member does (the walk as a member reads them): its
    // own walk is the agent's centre, its menus and its chrome on the home.
    if (role === 'an agent' && screen.access !== 'agent' && screen.paths[0] !== '/') continue;
    const [first, ...others] = screen.paths.filter((path) => !path.includes(':') && !path.includes('*'));
    if (first === undefined) continue;
    if (id === 'lottery') pages.add(`${first}?gameCode=VN_KENO`).add('/vnLottery?gameCode=VN_HN');
    else pages.add(first);
    for (const path of others) aliases.add(path);
    if (screen.pages && loggedIn) for (const page of screen.pages) pages.add(`${first}?page=${page.id}`);
    for (const route of Object.keys(screen.opens ?? {})) pages.add(route);
  }
  for (const items of Object.values(brand.menus ?? {})) {
    for (const item of items) {
      if (!item.to?.startsWith('/') || item.to.startsWith('//')) continue;
      if (role === 'an agent' && item.when?.session?.join() !== 'agent') continue;
      pages.add(item.to);
    }
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
  return axeViolations(page, { tags: WCAG_AA, include: scope === 'route content' ? ['main', 'dialog[open]'] : [] });
}

const ACCOUNTS: Record<Exclude<Role, 'a visitor' | 'a trial'>, string> = {
  'a member': 'demo_member',
  'an agent': 'demo_agent',
};
const rolesOf = (brandId: string): Role[] => [
  'a visitor',
  'a member',
  'an agent',
  ...(builtBrand(brandId).flags?.FREEPLAY3 ? (['a trial'] as const) : []),
];

const ENGLISH = englishTexts();
const frame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const brandId of brands) {
  const brand = JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as RuntimeBrand;
  const malay = builtBrand(brandId).languages?.default === 'MY';
  for (const role of rolesOf(brandId)) {
    test(`issue 26 site audit: ${role === 'an agent' ? 'the agent centre, the menu entries only an agent has, and the dialogs' : 'every route, menu entry, dialog and centre page'} of ${brandId} as ${role} at 360, 1024 and 1280 px: nothing wider than its box, no word broken, nothing over another, axe clean, no dead link${malay ? ', no English' : ''}`, async ({
      page,
    }) => {
      // About 50 pages, each measured at five widths and read by axe twice: minutes on a shared runner.
      test.setTimeout(900_000);
      await withoutLoadPopups(page);
      if (role === 'a trial') await startAsTrial(page, brandId);
      else if (role !== 'a visitor') await startLoggedIn(page, brandId, ACCOUNTS[role]);
      const problems: string[] = [];
      const linksSeen = new Map<string, string>();
      const idsOn = new Map<string, Set<string>>();
      const checkNotBeingPrepared = async (label: string) => {
        const shown = await page.locator('body').innerText();
        if (COMING_SOON_TEXTS.some((text) => shown.includes(text))) problems.push(`${label}: shows "being prepared"`);
      };
      const check = async (label: string, scope: 'whole page' | 'route content', widths = ALL_WIDTHS) => {
        await checkNotBeingPrepared(label);
        for (const problem of await repeatedHeadings(page)) problems.push(`${label}: ${problem}`);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 780 });
          await frame(page);
          if (PHONE_WIDTHS.includes(width))
            for (const problem of await layoutProblems(page)) problems.push(`${label} at ${width} px: ${problem}`);
          if (AUDIT_WIDTHS.includes(width)) {
            if (!PHONE_WIDTHS.includes(width)) {
              const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
              if (wide > 1) problems.push(`${label} at ${width} px: the page scrolls sideways by ${wide} px`);
            }
            for (const problem of await drawnProblems(page)) problems.push(`${label} at ${width} px: ${problem}`);
          }
          if (READ_WIDTHS.includes(width)) {
            for (const violation of await axe(page, scope)) problems.push(`${label} at ${width} px: axe ${violation}`);
            if (malay)
              for (const text of await englishOnPage(page, ENGLISH))
                problems.push(`${label} at ${width} px: English on the Malay site: "${text}"`);
            const { links, ids, dead } = await linksAndAnchors(page);
            for (const link of links) if (!linksSeen.has(link)) linksSeen.set(link, label);
            for (const problem of dead) problems.push(`${label} at ${width} px: ${problem}`);
            const here = new URL(page.url());
            const known = idsOn.get(here.pathname) ?? new Set<string>();
            for (const id of ids) known.add(id);
            idsOn.set(here.pathname, known);
          }
        }
        await page.setViewportSize({ width: 360, height: 780 });
      };
      // A route that only redirects (a visitor's /favorite → /login) is the page it lands on: measured once.
      const measured = new Set<string>();
      const { pages, aliases } = addressesOf(brandId, role);
      for (const route of pages) {
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(withBrand(route, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        const landed = new URL(page.url());
        landed.searchParams.delete('brand');
        if (measured.has(`${landed.pathname}${landed.search}`)) continue;
        measured.add(`${landed.pathname}${landed.search}`);
        if (measured.size === 1) await check(route, 'whole page');
        else await check(route, 'route content', PAGE_WIDTHS);
      }
      for (const alias of aliases) {
        await page.goto(withBrand(alias, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        await checkNotBeingPrepared(alias);
      }
      // Dialogs a button opens: the side menu drawer, and for a signed-in player the announcements.
      await page.goto(withBrand('/', brandId), { waitUntil: 'domcontentloaded' });
      await settle(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.lv-header__menu-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The drawer is the phone's: wider, the side menu is the page's column, read with every page.
      await check('the drawer', 'whole page', PHONE_WIDTHS);
      await page.keyboard.press('Escape');
      await expect(page.locator('.lv-shell__side[role="dialog"]')).toHaveCount(0);
      if (role !== 'a visitor') {
        await page.locator('.lv-header__notices').click();
        await expect(page.locator('dialog[open]')).toBeVisible();
        await settle(page);
        await check('the announcements dialog', 'route content');
      }
      // Every site link seen leads somewhere: a screen of the brand (and its anchor there, once the
      // link is followed), or a page the platform itself serves (a chat room), never the site's 404.
      for (const [link, where] of linksSeen) {
        const url = new URL(link, 'http://site.invalid');
        if (/\.[A-Za-z0-9]+$/.test(url.pathname) && !findScreen(brand.screens, url.pathname)) continue; // files: links.spec
        if (findScreen(brand.screens, url.pathname) === undefined) {
          const answer = await page.request.get(withBrand(link, brandId));
          const body = await answer.text();
          if (answer.status() !== 200 || body.includes('<div id="root"'))
            problems.push(`${where}: the link "${link}" goes to no screen and no page of the platform`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        const opensDialog = Object.values(brand.screens).some((screen) => url.pathname in (screen.opens ?? {}));
        if (!anchor || opensDialog || idsOn.get(url.pathname)?.has(anchor)) continue;
        await page.goto(withBrand(link, brandId), { waitUntil: 'domcontentloaded' });
        await settle(page);
        // An anchor is an element with that id, or what the page opens for it (a promotion's sheet),
        // once the page has drawn what it asked the platform for.
        const found = await page
          .waitForFunction(
            (id) => document.getElementById(id) !== null || document.querySelector('dialog[open]') !== null,
            anchor,
            { timeout: 15_000 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!found)
          problems.push(`${where}: the link "${link}" goes to the anchor "#${anchor}", which its page does not have`);
      }
      expect(problems).toEqual([]);
    });
  }
}

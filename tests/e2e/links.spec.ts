// Every link a brand can declare leads to a real page, dialog, section or file (issue 26 item 4):
// one data-driven walk over each brand's document as served (menus, footer, widget props with their
// defaults) and the platform's download resources, as a visitor and as a member; then what the
// links mean (SIDE-03, MC-25, HELP-02) and the brand's web app manifest. A later site audit extends it.
import { readFileSync } from 'node:fs';
import { test, expect, type Page, type APIRequestContext } from './support/test.ts';
import { brandLinks } from '../../engine/brandFiles/checkLinks.ts';
import { widgetSourcesOf, type JsonSchema } from '../../engine/brandFiles/schema.ts';
import { holds, type ConditionContext } from '../../engine/core/conditions.ts';
import { dialogForPath, findScreen, normalizePath } from '../../engine/core/screens.ts';
import { isHttpUrl } from '../../engine/core/util/isHttpUrl.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import type { RuntimeBrand, Screen } from '../../schemas/brand/index.ts';
import type { Condition, SessionKind } from '../../schemas/brand/conditions.ts';
import { axeViolations } from './support/axe.ts';
import { inEnglish, merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const BRANDS = ['aurora', 'jade'] as const;
const widgetSchemas = new Map(
  widgetSourcesOf(JSON.parse(readFileSync('schemas/generated/brand.schema.json', 'utf8')) as JsonSchema).map(
    (widget) => [widget.type, widget.schema],
  ),
);

async function servedBrand(request: APIRequestContext, id: string): Promise<RuntimeBrand> {
  const answer = await request.get(`/brands/${id}.json`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as RuntimeBrand;
}

/** The platform's answer to one call for a brand, with the session's token when there is one. */
async function platformValue<T>(
  request: APIRequestContext,
  id: string,
  path: string,
  moduleId: string,
  token?: string,
): Promise<T> {
  const answer = await request.get(path, {
    headers: {
      'x-merchant-code': merchantCodeOf(id),
      'x-module-id': moduleId,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return ((await answer.json()) as { value: T }).value;
}

/**
 * Whether the player sees the place a link is declared: every `when` on the way down its JSON
 * path holds, and the screen or dialog that holds it lets this session in.
 */
function seenBy(brand: RuntimeBrand, pointer: string, context: ConditionContext): boolean {
  let node: unknown = brand;
  const parts = pointer.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    if (!isRecord(node) && !Array.isArray(node)) return false;
    node = (node as Record<string, unknown>)[part];
    if (!isRecord(node)) continue;
    if (!holds(node.when as Condition | undefined, context)) return false;
    const host = parts[index - 1] === 'screens' || parts[index - 1] === 'dialogs';
    if (host && !admits(node.access as Screen['access'], context.session)) return false;
  }
  return true;
}

const admits = (access: Screen['access'] | undefined, session: SessionKind) =>
  access === 'agent' ? session === 'agent' : access === 'token' || access === 'member' ? session !== 'visitor' : true;

/** Where a site link must land for this session: its own path, or the login (/login) or agent page its screen's access sends the player to. */
function expectedPath(brand: RuntimeBrand, pathname: string, session: SessionKind): string {
  const screen = brand.screens[findScreen(brand.screens, pathname) ?? ''];
  if (!screen) return pathname;
  // A visitor meets the login on token and member screens, anyone but an agent the agent page on agent screens (routing.tsx).
  if (!admits(screen.access, session)) return screen.access === 'agent' ? '/agent' : '/login';
  return pathname;
}

/** What is wrong where a site link leads, or nothing. */
async function followProblem(page: Page, brand: RuntimeBrand, target: string, session: SessionKind): Promise<string> {
  const url = new URL(target, 'http://site.invalid');
  const pathname = url.pathname;
  if (/\/[^/]*\.[A-Za-z0-9]+$/.test(pathname) && !findScreen(brand.screens, pathname)) {
    const answer = await page.request.get(target);
    const type = answer.headers()['content-type'] ?? '';
    if (answer.status() !== 200) return `answers ${answer.status()}`;
    if (type.startsWith('text/html')) return 'answers the page instead of the file';
    return '';
  }
  url.searchParams.set('brand', brand.id);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await expect(page.locator('[data-screen]').first()).toBeVisible();
  const wanted = expectedPath(brand, pathname, session);
  try {
    await expect.poll(() => normalizePath(new URL(page.url()).pathname)).toBe(normalizePath(wanted));
  } catch {
    return `lands on ${new URL(page.url()).pathname} instead of ${wanted}`;
  }
  if (wanted === '/login') return (await dialogShown(page)) ? '' : 'asks for a login but shows no login dialog';
  if (wanted !== pathname) return '';
  const screen = brand.screens[findScreen(brand.screens, pathname)!]!;
  const dialog = dialogForPath(screen, pathname);
  if (dialog && !(await dialogShown(page))) return `opens no dialog (expected "${dialog}")`;
  const asked = url.searchParams.get('page');
  if (asked && screen.pages) {
    try {
      await expect(page.locator(`[data-page="${asked}"], .lv-centre__unavailable`).first()).toBeVisible();
    } catch {
      return `shows another page than "${asked}"`;
    }
  }
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor) {
    const scope = dialog ? page.getByRole('dialog') : page.locator('body');
    const element = scope.locator(`[id="${anchor.replace(/"/g, '\\"')}"]`);
    try {
      await expect(element.first()).toBeAttached({ timeout: 10_000 });
    } catch {
      return `has no element for the anchor #${anchor}`;
    }
  }
  return '';
}

async function dialogShown(page: Page): Promise<boolean> {
  try {
    await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

for (const id of BRANDS) {
  for (const session of ['visitor', 'member'] as const) {
    test(`every link ${id} declares leads somewhere, for a ${session} (issue 26, DL-02)`, async ({ page }) => {
      // Some twenty page loads, each the whole app's start on a busy runner.
      test.setTimeout(240_000);
      const token = session === 'member' ? await startLoggedIn(page, id) : undefined;
      await withoutLoadPopups(page);
      const brand = await servedBrand(page.request, id);
      const member = token
        ? await platformValue<{ hasUpline?: boolean }>(page.request, id, '/wps/member/info', 'member', token)
        : undefined;
      const context: ConditionContext = {
        flags: brand.flags as Record<string, boolean>,
        session,
        device: 'desktop',
        member: { hasUpline: member?.hasUpline === true },
      };
      const status = await platformValue<{ info: { resources?: Record<string, { url?: string }> } }>(
        page.request,
        id,
        '/wps/system/status',
        'system',
      );
      const site = new URL(test.info().project.use.baseURL!).origin;
      const declared = brandLinks(brand as unknown as Record<string, unknown>, widgetSchemas)
        .filter((link) => seenBy(brand, link.pointer, context))
        .map((link) => ({ where: link.pointer, target: link.value }));
      const resources = Object.entries(status.info.resources ?? {}).map(([key, resource]) => ({
        where: `system status resources.${key}`,
        target: resource.url ?? '',
      }));
      const targets = new Map<string, string>();
      for (const { where, target } of [...declared, ...resources]) {
        // The platform names this site's own pages with its origin: those are site paths.
        const local = isHttpUrl(target) && new URL(target).origin === site ? target.slice(site.length) : target;
        if (!targets.has(local)) targets.set(local, where);
      }
      const problems: string[] = [];
      for (const [target, where] of targets) {
        if (/^https?:/i.test(target)) continue; // outside addresses are not followed from the test machine
        if (!target.startsWith('/') || target.startsWith('//')) {
          problems.push(`${where}: "${target}" is no site path or http(s) address`);
          continue;
        }
        const problem = await test.step(target, () => followProblem(page, brand, target, session));
        if (problem) problems.push(`${where}: "${target}" ${problem}`);
      }
      expect(targets.size).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }
}

test.describe('what the links mean', () => {
  test('SIDE-03, MC-25: aurora’s “Bonus VIP” opens the security centre with the VIP level and rank', async ({
    page,
  }) => {
    await startLoggedIn(page, 'aurora');
    await withoutLoadPopups(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?brand=aurora');
    await page.locator('.lv-shell__side').getByRole('link', { name: 'Bonus VIP' }).click();
    await expect(page).toHaveURL(/\/member\?page=securityCenter/);
    const centre = page.locator('[data-page="securityCenter"]');
    await expect(centre.getByText('Tahap VIP')).toBeVisible();
    await expect(centre.getByText('Kedudukan VIP')).toBeVisible();
  });

  for (const id of BRANDS) {
    test(`HELP-02, FOOTER-02: ${id}’s footer opens the terms in the help centre and the responsible-gaming page`, async ({
      page,
    }) => {
      await inEnglish(page);
      await withoutLoadPopups(page);
      await page.goto(`/?brand=${id}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Terms and conditions' }).click();
      const help = page.getByRole('dialog', { name: 'Help centre' });
      await expect(help.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
      await expect(help.locator('[id="term"]')).toContainText(/18/);
      await help.getByRole('button', { name: /close/i }).click();
      await footer.getByRole('link', { name: 'Responsible gaming' }).click();
      await expect(page).toHaveURL(/\/responsible-gaming/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
      await expect(
        main.getByRole('link', { name: 'Call Befrienders Kuala Lumpur on +60 3-7627 2929' }),
      ).toHaveAttribute('href', 'tel:+60376272929');
      await expect(main.getByRole('link', { name: /Befrienders Kuala Lumpur website/ })).toHaveAttribute(
        'href',
        'https://www.befrienders.org.my',
      );
      await expect(main.getByText('03-7627 2929')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Betting record' })).toHaveAttribute(
        'href',
        new RegExp(`^/member\\?page=personalHistoryCopy`),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('aurora’s responsible-gaming page speaks Malay first', async ({ page }) => {
    await withoutLoadPopups(page);
    await page.goto('/responsible-gaming?brand=aurora');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Permainan bertanggungjawab' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Bercakap dengan seseorang' })).toBeVisible();
    await expect(main.getByText(/Sokongan emosi percuma dan sulit, 24 jam sehari/)).toBeVisible();
  });
});

test.describe('the brand as an app: its web app manifest', () => {
  for (const id of BRANDS) {
    test(`${id}: the page links its own manifest, served as one, which Chromium reads and can install`, async ({
      page,
    }) => {
      const brand = await servedBrand(page.request, id);
      await page.goto(`/?brand=${id}`);
      const link = page.locator('link[rel="manifest"]');
      await expect(link).toHaveAttribute('href', `/brands/${id}/manifest.webmanifest`);
      const answer = await page.request.get(`/brands/${id}/manifest.webmanifest`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; type: string; sizes: string }[];
      };
      expect(manifest).toMatchObject({
        name: brand.name,
        short_name: brand.name,
        start_url: '/',
        display: 'standalone',
        theme_color: brand.theme.colors.surface,
        background_color: brand.theme.colors.background,
      });
      // The brand's own pictures: PNGs for home screens that take no SVG, and the SVG favicon.
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type}`)).toEqual([
        '192x192 image/png',
        '512x512 image/png',
        'any image/svg+xml',
      ]);
      for (const icon of manifest.icons) expect(icon.src).toMatch(new RegExp(`^/brands/${id}/assets/`));
      for (const icon of manifest.icons) {
        const picture = await page.request.get(icon.src);
        expect(picture.status(), icon.src).toBe(200);
        expect(picture.headers()['content-type'], icon.src).toContain(icon.type);
      }
      // What Chromium itself makes of it: parsed without errors, and nothing but the test's private
      // window stands in the way of installing it.
      const cdp = await page.context().newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
        manifest?: { name?: string };
      };
      expect(parsed.url).toMatch(new RegExp(`/brands/${id}/manifest\\.webmanifest$`));
      expect(parsed.errors).toEqual([]);
      expect(parsed.manifest?.name).toBe(brand.name);
      await expect
        .poll(async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors.map((error) => error.errorId).filter((error) => error !== 'in-incognito');
        })
        .toEqual([]);
    });
  }

  test('the host name picks the manifest too', async ({ page }) => {
    await page.goto(`http://jade.localhost:${process.env.E2E_PORT ?? 4173}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/brands/jade/manifest.webmanifest');
  });
});

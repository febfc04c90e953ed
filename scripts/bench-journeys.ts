// `npm run bench:journeys`: the speed a player feels (issue 26, item 13), in Debian's Chromium against
// the built site (dist/, built first when missing or with --build) served with the API by the
// reference platform on a fresh database, as `npm start` runs it. Prints three journeys, each beside
// a floor measured in the same run, because this shared machine's speed moves by a third:
//   - a member-centre page opened from another (every page of the menu, on each brand): from the
//     click to the page drawn whole (no loading state left), median and p90; floor: a click on a
//     button that does nothing, to the next frame (the browser's and the measurement's own share);
//   - register submit (a fresh account by username): from the click to the dialog closed, logged in,
//     with the proof of work apart; floor: the page fetching a small static file of the same server;
//   - a game launch: from the click on a game to its window drawn; floor: a click opening a window
//     on a static file of the same server.
// Times are taken in the page (event time of the click, then checked every frame), not over the
// browser's control channel. It stops the platform and the browser however it ends.
//   --rounds <n> (default 2: passes over the centre's menu per brand)  --registers <n> (default 6)
//   --launches <n> (default 6)  --build (build first)  --verbose (the slowest centre pages too)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './freePort.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../engine/api/tokenStorage.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { onStop, ownedTempDir, spawnOwned, stopOwned } from './ownedProcesses.ts';
import { waitForNetworkQuiet } from '../tests/e2e/support/networkQuiet.ts';
import { waitForServer } from './waitForServer.ts';
import { demoToken } from './demoLogin.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    registers: { type: 'string', default: '6' },
    launches: { type: 'string', default: '6' },
    build: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const registers = Number(values.registers);
const launches = Number(values.launches);
if (![rounds, registers, launches].every((n) => Number.isInteger(n) && n >= 1 && n <= 50)) {
  console.error('Usage: bench-journeys [--rounds 1..50] [--registers 1..50] [--launches 1..50] [--build]');
  process.exit(2);
}

const BRANDS = ['aurora', 'jade'] as const;
/** A small static file of the built site: the floor of the server's answers. */
const STATIC_FILE = '/brands/hosts.json';

const median = (list: readonly number[]) => quantile(list, 0.5);
/** The value below which `q` of the list lies (nearest rank). */
function quantile(list: readonly number[], q: number): number {
  if (list.length === 0) return Number.NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A fresh page in English with the home's popups closed, logged in as `account` when given. */
async function openPage(browser: Browser, base: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ key, value }) => {
      localStorage.setItem('language', 'EN');
      if (value) sessionStorage.setItem(key, value);
    },
    { key: TOKEN_STORAGE_KEY, value: token ?? '' },
  );
  return context.newPage();
}

/** Remembers in the page when the next click happened (its event time). */
async function watchClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as { lvClickAt?: number; lvWatching?: boolean };
    if (scope.lvWatching) return;
    scope.lvWatching = true;
    document.addEventListener('click', (event) => (scope.lvClickAt = event.timeStamp), true);
  });
}

/** The page fetching a small static file of the same server, `n` times: milliseconds each. */
async function staticFetches(page: Page, n: number): Promise<number[]> {
  return page.evaluate(
    async ({ url, n }) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        await (await fetch(`${url}?floor=${i}-${Math.random()}`, { cache: 'no-store' })).text();
        times.push(performance.now() - start);
      }
      return times;
    },
    { url: STATIC_FILE, n },
  );
}

/**
 * A click on a button that does nothing, to the next frame, measured as the journeys are: the
 * browser's and the measurement's own share of every click.
 */
async function clickFloors(page: Page, n: number): Promise<number[]> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'lv-bench-noop';
    button.textContent = 'no-op';
    button.style.cssText = 'position:fixed;top:0;left:0;z-index:99999';
    document.body.append(button);
  });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    await page.locator('#lv-bench-noop').click();
    const frame = await page.waitForFunction(
      () => performance.now() - ((window as unknown as { lvClickAt?: number }).lvClickAt ?? performance.now()),
      undefined,
      { polling: 'raf' },
    );
    times.push((await frame.jsonValue()) as number);
  }
  await page.evaluate(() => document.getElementById('lv-bench-noop')?.remove());
  return times;
}

/** Every menu entry of the member centre, opened from the one before: click to page drawn whole, in ms. */
async function centreMoves(
  browser: Browser,
  base: string,
  brand: string,
): Promise<{ moves: number[]; floor: number[]; byPage: Map<string, number[]> }> {
  const page = await openPage(browser, base, await demoToken(base, brand.toUpperCase()));
  const drawn = (id: string) =>
    page.waitForFunction(
      (id) => {
        const section = document.querySelector(`.lv-centre__page[data-page="${id}"]`);
        const whole =
          section &&
          !section.querySelector('.lv-loading, .lv-skeleton, [aria-busy="true"]') &&
          (section.textContent ?? '').trim().length > 0;
        if (!whole) return false;
        const scope = window as unknown as { lvClickAt?: number };
        return performance.now() - (scope.lvClickAt ?? performance.now());
      },
      id,
      { polling: 'raf', timeout: 60_000 },
    );
  await page.goto(`/member?page=securityCenter&brand=${brand}`);
  await drawn('securityCenter');
  // The player reads the first page a moment: the menu's idle work (what it loads ahead) is done.
  await waitForNetworkQuiet(page);
  await watchClicks(page);
  const ids = await page.$$eval('.lv-centre__menu a', (links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('page') ?? ''),
  );
  const moves: number[] = [];
  const byPage = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const id of [...ids.slice(1), ids[0]!]) {
      await page.locator(`.lv-centre__menu a[href*="page=${id}&"], .lv-centre__menu a[href$="page=${id}"]`).click();
      const time = (await (await drawn(id)).jsonValue()) as number;
      moves.push(time);
      byPage.set(`${brand} ${id}`, [...(byPage.get(`${brand} ${id}`) ?? []), time]);
      await waitForNetworkQuiet(page);
    }
  }
  const floor = await clickFloors(page, 20);
  await page.context().close();
  return { moves, floor, byPage };
}

/** Fresh accounts registered through the dialog: click to dialog closed, and the proof of work within. */
async function registerSubmits(
  browser: Browser,
  base: string,
): Promise<{ submits: number[]; solving: number[]; floor: number[] }> {
  const submits: number[] = [];
  const solving: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < registers; run++) {
    const brand = BRANDS[run % BRANDS.length]!;
    const page = await openPage(browser, base);
    const marks: Record<string, number> = {};
    page.on('response', (response) => {
      if (response.url().includes('/wps/verification/challenge')) marks.challenge = Date.now();
    });
    page.on('request', (request) => {
      if (/\/wps\/member\/register(\/mobile)?$/.test(new URL(request.url()).pathname)) marks.register = Date.now();
    });
    await page.goto(`/register?brand=${brand}`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const tab = dialog.getByRole('tab', { name: 'Username' });
    if (await tab.count()) await tab.click();
    const password = `Bench${run}x${Date.now() % 100_000}`;
    await dialog
      .getByRole('textbox', { name: 'Username', exact: true })
      .fill(`bj${Date.now().toString(36).slice(-7)}${run}`);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await waitForNetworkQuiet(page);
    floor.push(...(await staticFetches(page, 5)));
    await watchClicks(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    const closed = await page.waitForFunction(
      () => {
        if (document.querySelector('dialog[open]')) return false;
        const scope = window as unknown as { lvClickAt?: number };
        return performance.now() - (scope.lvClickAt ?? performance.now());
      },
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    submits.push((await closed.jsonValue()) as number);
    if (marks.challenge && marks.register) solving.push(marks.register - marks.challenge);
    await page.context().close();
  }
  return { submits, solving, floor };
}

/** Games launched from the slots lobby: click to the game's window drawn; floor: a click opening a static file. */
async function gameLaunches(browser: Browser, base: string): Promise<{ launches: number[]; floor: number[] }> {
  const page = await openPage(browser, base, await demoToken(base, 'AURORA', 'player_down1'));
  await page.goto('/rng?brand=aurora');
  await page.locator('.lv-tile__pick').first().waitFor();
  await waitForNetworkQuiet(page);
  await watchClicks(page);
  const clickedAt = () =>
    page.evaluate(() => performance.timeOrigin + ((window as unknown as { lvClickAt: number }).lvClickAt ?? 0));
  const times: number[] = [];
  for (let i = 0; i < launches; i++) {
    const popup = page.waitForEvent('popup');
    await page.locator('.lv-tile__pick').nth(i).click();
    const game = await popup;
    // Epoch times from each window's own clock compare across the windows of one browser.
    const ready = await game.waitForFunction(
      () =>
        location.pathname.startsWith('/demo-game/') &&
        document.querySelector('button') !== null &&
        performance.timeOrigin + performance.now(),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push(((await ready.jsonValue()) as number) - (await clickedAt()));
    await game.close();
  }
  // The floor: the same click opening a window on a static file of the same server.
  await page.evaluate((url) => {
    const button = document.createElement('button');
    button.id = 'lv-bench-static';
    button.textContent = 'static';
    button.style.cssText = 'position:fixed;top:0;left:0;z-index:99999';
    button.addEventListener('click', () => window.open(`${url}?window=${Math.random()}`, '_blank'));
    document.body.append(button);
  }, STATIC_FILE);
  const floor: number[] = [];
  for (let i = 0; i < launches; i++) {
    const popup = page.waitForEvent('popup');
    await page.locator('#lv-bench-static').click();
    const opened = await popup;
    await opened.waitForLoadState('load');
    const loadedAt = await opened.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.timeOrigin + (entry?.loadEventEnd || performance.now());
    });
    floor.push(loadedAt - (await clickedAt()));
    await opened.close();
  }
  await page.context().close();
  return { launches: times, floor };
}

function row(name: string, list: readonly number[], floor: readonly number[], floorName: string): string {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  const times = `${ms(median(list))} ${ms(quantile(list, 0.9))}`;
  const ratio = (median(list) / median(floor)).toFixed(1);
  return `${name.padEnd(34)} ${String(list.length).padStart(3)} ${times} ${ms(median(floor))}  ${`×${ratio}`.padStart(7)}  ${floorName}`;
}

try {
  const root = path.resolve(import.meta.dirname, '..');
  if (values.build || !existsSync(path.join(root, 'dist', 'index.html'))) {
    execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const work = ownedTempDir('livery-journeys-');
  const server = spawnOwned(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SITE_DIR: path.join(root, 'dist'),
      LIVERY_DEV_ROUTES: '0',
      LIVERY_REGISTER_PER_HOUR: '500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`${base}${STATIC_FILE}`, server);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  onStop(() => browser.close());

  const centre = { moves: [] as number[], floor: [] as number[], byPage: new Map<string, number[]>() };
  for (const brand of BRANDS) {
    const { moves, floor, byPage } = await centreMoves(browser, base, brand);
    centre.moves.push(...moves);
    centre.floor.push(...floor);
    for (const [page, times] of byPage) centre.byPage.set(page, times);
  }
  const register = await registerSubmits(browser, base);
  const game = await gameLaunches(browser, base);

  const fetchFloor = 'floor: the page fetching a static file';
  console.log(`\njourneys at 1280 px (${BRANDS.join(', ')}), headless Chromium, ${new Date().toISOString()}`);
  console.log(`${'journey'.padEnd(34)}   n   median      p90    floor  ×floor`);
  console.log(row('centre page → page', centre.moves, centre.floor, 'floor: a click on a no-op button, to its frame'));
  console.log(row('register submit', register.submits, register.floor, fetchFloor));
  console.log(row('  of which the proof of work', register.solving, register.floor, fetchFloor));
  console.log(row('game launch window', game.launches, game.floor, 'floor: a click opening a static file'));
  if (values.verbose) {
    const slowest = [...centre.byPage].sort(([, a], [, b]) => median(b) - median(a)).slice(0, 8);
    console.log('\nslowest centre pages (median of their moves):');
    for (const [page, times] of slowest) console.log(`  ${page.padEnd(40)} ${Math.round(median(times))} ms`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
} finally {
  await stopOwned();
}

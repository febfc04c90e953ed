// `npm run screenshots`: pictures of each brand's home, lobby, member centre and a record page on a
// 360 px phone, and its member centre on a 1280 px desktop, written to docs/screenshots/, so the
// README shows the player as it is and they can be made again after a change. It starts the product
// as `npm start` does (fresh data directory) unless SCREENSHOTS_URL names a running one.
// `--width=<px>` takes every picture at one width and `--out=<dir>` writes elsewhere, e.g. to look
// at a change before committing it.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { onStop, ownedTempDir, spawnOwned, stopOwned } from './ownedProcesses.ts';
import { waitForServer } from './waitForServer.ts';
import { demoToken } from './demoLogin.ts';

/**
 * What is pictured for every brand: the home as a visitor sees it, the lobby, the member centre and
 * the account record as a member; `desktop` ones on a desktop too.
 */
export const SHOTS: readonly { name: string; path: string; member: boolean; desktop?: boolean }[] = [
  { name: 'home', path: '/', member: false },
  { name: 'lobby', path: '/rng', member: true },
  { name: 'member', path: '/member?page=securityCenter', member: true, desktop: true },
  { name: 'record', path: '/member?page=transactionHistory', member: true },
];

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
/** A phone and a desktop, or every picture at the one width asked for. */
const WIDTHS: readonly { width: number; shots: typeof SHOTS }[] = option('width')
  ? [{ width: Number(option('width')), shots: SHOTS }]
  : [
      { width: 360, shots: SHOTS },
      { width: 1280, shots: SHOTS.filter((shot) => shot.desktop) },
    ];
const outDir = option('out') ?? 'docs/screenshots';
const port = Number(process.env.SCREENSHOTS_PORT ?? 8491);
const BRANDS = (process.env.SCREENSHOTS_BRANDS ?? 'aurora,jade').split(',').filter(Boolean);

/** The ids of the public popups, so the pictures show the page as after the player closed them (POPUP-06). */
async function popupIds(base: string, merchantCode: string): Promise<string[]> {
  const ids: string[] = [];
  for (const execution of ['A', 'B']) {
    const answer = await fetch(
      `${base}/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=${execution}`,
      { headers: { 'x-merchant-code': merchantCode } },
    );
    const body = (await answer.json()) as { value?: { popup?: { id: string }[] } };
    ids.push(...(body.value?.popup ?? []).map((popup) => popup.id));
  }
  return ids;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Parts still loading show skeletons: the picture waits for what the player will see.
  await page
    .waitForFunction(() => !document.querySelector('.lv-skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // Carousels and marquees move: the picture is taken after the first images have arrived.
  await page.waitForTimeout(800);
}

async function main(): Promise<void> {
  const given = process.env.SCREENSHOTS_URL;
  // The server, its data folder and the browser are stopped and removed however the script ends.
  let server: ChildProcess | undefined;
  if (!given) {
    const dataDir = ownedTempDir('livery-screenshots-');
    server = spawnOwned(process.execPath, ['scripts/start.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    });
  }
  const base = given ?? `http://127.0.0.1:${port}`;
  try {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    onStop(() => browser.close());
    if (server) await waitForServer(`${base}/brands/hosts.json`, server);
    mkdirSync(outDir, { recursive: true });
    for (const brandId of BRANDS) {
      const brand = (await (await fetch(`${base}/brands/${brandId}.json`)).json()) as { merchantCode?: string };
      const merchantCode = brand.merchantCode ?? brandId.toUpperCase();
      const closed = await popupIds(base, merchantCode);
      for (const [member, { width, shots }] of [false, true].flatMap((member) =>
        WIDTHS.map((plan) => [member, plan] as const),
      )) {
        const height = width >= 1024 ? 900 : 780;
        const context = await browser.newContext({
          viewport: { width, height },
          deviceScaleFactor: 1,
          hasTouch: width < 1024,
          isMobile: width < 1024,
        });
        const token = member ? await demoToken(base, merchantCode) : '';
        await context.addInitScript(
          ({ ids, value }) => {
            sessionStorage.setItem('livery.closedPopups', JSON.stringify(ids));
            if (value) sessionStorage.setItem('token', value);
          },
          { ids: closed, value: token },
        );
        const page = await context.newPage();
        for (const shot of shots.filter((entry) => entry.member === member)) {
          const separator = shot.path.includes('?') ? '&' : '?';
          await page.goto(`${base}${shot.path}${separator}brand=${brandId}`);
          await settle(page);
          const file = path.join(outDir, `${brandId}-${shot.name}-${width}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await stopOwned();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run screenshots:studio`: the brand studio as an operator first sees it, at 1280 and 1440 px
// (issue 28), written to docs/screenshots/ for the README. The studio runs on a copy of brands/ in
// a fresh folder, with a secret of its own, so nothing committed is touched.
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { onStop, ownedTempDir, spawnOwned, stopOwned } from './ownedProcesses.ts';
import { waitForServer } from './waitForServer.ts';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8492);
const outDir = 'docs/screenshots';
const secret = 'studio-screenshots';
const WIDTHS = [1280, 1440];

async function main(): Promise<void> {
  const root = ownedTempDir('livery-studio-shots-');
  cpSync('brands', path.join(root, 'brands'), { recursive: true });
  // The checks read the engine's texts, the schema and the widget catalogue from the root.
  for (const folder of ['engine', 'schemas', 'widgets']) symlinkSync(path.resolve(folder), path.join(root, folder));
  const server = spawnOwned(process.execPath, ['--import', 'tsx', 'studio/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(root, 'data'),
      LIVERY_ROOT: root,
      LIVERY_STUDIO_SECRET: secret,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    onStop(() => browser.close());
    await waitForServer(`${base}/brands/hosts.json`, server, 480_000);
    mkdirSync(outDir, { recursive: true });
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      await page.goto(`${base}/studio/#secret=${secret}`);
      // The home's sections, with the preview drawn at the desktop width.
      await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
      await page.locator('iframe[data-ready="true"]').waitFor();
      await page.frameLocator('iframe').locator('[class*="lv-banners"]').first().waitFor();
      const file = path.join(outDir, `studio-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await page.close();
    }
  } finally {
    await stopOwned();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

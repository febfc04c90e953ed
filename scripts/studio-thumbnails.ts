// `npm run studio:thumbnails`: the pictures of the studio's widget gallery, each a real rendering of
// the widget's default story (Storybook), written to studio/thumbnails/<Type>.webp (320×200, a few kB).
// They are committed and reviewed like snapshots; a test fails when a widget has none, naming this
// command. `--no-build` reuses the Storybook build in .tmp/storybook-static; `--only=A,B` redraws some.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { widgetDefinitions } from '../widgets/catalogue.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { onStop, spawnOwned, stopOwned } from './ownedProcesses.ts';

export const THUMBNAIL_DIR = 'studio/thumbnails';
export const THUMBNAIL_SIZE = { width: 320, height: 200 } as const;
const STATIC = '.tmp/storybook-static';
/** Drawn at a desktop width, then scaled down: a gallery card shows the widget as a wide screen does. */
const VIEWPORT = { width: 1280, height: 800 };

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

interface IndexEntry {
  id: string;
  title: string;
  exportName?: string;
  type: string;
}

/** Widgets whose stories live in another widget's file: the popup's content is shown with the popups that open it. */
const STORY_ELSEWHERE: Readonly<Record<string, string>> = { PopupContent: 'popups-publicpopups--content' };

/** The story a widget is pictured from: its Default, else the first of its file (widgets whose stories are named by state). */
export function storyOf(entries: readonly IndexEntry[], area: string, type: string): string | undefined {
  if (STORY_ELSEWHERE[type]) return STORY_ELSEWHERE[type];
  const stories = entries.filter((entry) => entry.type === 'story' && entry.title === `${area}/${type}`);
  return (stories.find((entry) => entry.exportName === 'Default') ?? stories[0])?.id;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The static Storybook over http on a free port of this machine (its modules do not load from file://). */
function serve(folder: string): Promise<Server> {
  const root = path.resolve(folder);
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, path.normalize(name).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!target.startsWith(root) || !existsSync(target)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Waits until the story shows what a player would see: its calls answered, no skeleton, fonts and
 * images in. A story that stays loading (a game frame the story's fake platform never serves) is
 * pictured as it stands, and said so.
 */
async function settle(page: Page, story: string): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
  await page.waitForLoadState('networkidle');
  const settled = page.waitForFunction(
    () =>
      !document.querySelector('.lv-skeleton, [aria-busy="true"]') &&
      [...document.images].every((image) => image.complete) &&
      document.fonts.status === 'loaded',
    undefined,
    { timeout: 10_000 },
  );
  await settled.catch(() => console.warn(`${story} still shows a loading state; pictured as it stands`));
}

/** The widget's own box on the page (the whole view for one that draws only a dialog or nothing in place). */
async function boxOf(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator('#storybook-root').boundingBox();
  const dialogOpen = await page.locator('dialog[open]').count();
  if (dialogOpen || !box || box.height < 8) return { x: 0, y: 0, ...VIEWPORT };
  // Tall widgets are pictured from their top, in the card's proportions; short ones whole.
  return { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, (box.width * 5) / 8) };
}

/** The screenshot scaled into the card's size in the browser itself (canvas to WebP): no image library needed. */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const data = await page.evaluate(
    async ({ source, width, height }) => {
      // The margins take the page's own background (the brand's), so a short widget sits on its colour.
      const background = getComputedStyle(document.body).backgroundColor;
      const image = await createImageBitmap(await (await fetch(source)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      // Contained, from the top: a short widget (a header) is shown whole, centred in the card.
      const scale = Math.min(width / image.width, height / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      context.drawImage(image, (width - w) / 2, h < height ? (height - h) / 2 : 0, w, h);
      return canvas.toDataURL('image/webp', 0.8).split(',')[1]!;
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, ...THUMBNAIL_SIZE },
  );
  return Buffer.from(data, 'base64');
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') || !existsSync(path.join(STATIC, 'index.json'))) {
    const build = spawnOwned('npx', ['storybook', 'build', '--quiet', '-o', STATIC], { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
    if (code !== 0) throw new Error(`storybook build failed (exit ${code})`);
  }
  const entries = Object.values(
    (JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
      .entries,
  );
  const only = option('only')?.split(',');
  const server = await serve(STATIC);
  onStop(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    onStop(() => browser.close());
    mkdirSync(THUMBNAIL_DIR, { recursive: true });
    const missing: string[] = [];
    for (const { type, area } of widgetDefinitions) {
      if (only && !only.includes(type)) continue;
      const story = storyOf(entries, area, type);
      if (!story) {
        missing.push(`${type} (no story titled ${area}/${type})`);
        continue;
      }
      // A fresh page each: nothing a story remembers (a closed popup, a session) reaches the next.
      // Reduced motion: carousels and marquees hold still at their start, so the picture is the same each run.
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${base}/iframe.html?id=${story}&viewMode=story`);
      await settle(page, story);
      const png = await page.screenshot({ clip: await boxOf(page), animations: 'disabled' });
      const file = path.join(THUMBNAIL_DIR, `${type}.webp`);
      writeFileSync(file, await toWebp(page, png));
      console.log(`wrote ${file} from ${story}`);
      await context.close();
    }
    if (missing.length) throw new Error(`No story to picture for: ${missing.join(', ')}`);
  } finally {
    await stopOwned();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

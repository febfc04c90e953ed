import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { readAllBrands } from '../../engine/brandFiles/files.ts';
import { chainOf } from '../../engine/brandFiles/library.ts';
import { APP_ICON_SIZES, appIconAsset, faviconOwner } from '../../engine/brandFiles/manifest.ts';
import { withDefaults } from '../../engine/core/defaults.ts';
import { resolveBrand } from '../../engine/core/merge.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';

export interface IconsOptions {
  root?: string;
}

/**
 * Draws a brand's SVG favicon as the PNG icons its web app manifest lists (assets/icons/icon-192.png,
 * icon-512.png), in the brand's own folder: a phone that takes no SVG icon (an iPhone's home screen)
 * shows the brand's picture, not a screenshot. Debian's Chromium draws them, as the browser would;
 * the build itself never needs a browser. Returns the files written, relative to the root.
 */
export async function renderAppIcons(id: string, options: IconsOptions = {}): Promise<string[]> {
  const root = path.resolve(options.root ?? process.cwd());
  const brands = readAllBrands(root);
  const own = brands.get(id);
  if (!own?.document) throw new Error(`No brand "${id}" under brands/.`);
  const lookup = (other: string) => brands.get(other)?.document;
  const favicon = withDefaults(resolveBrand(id, lookup)).theme.favicon;
  if (path.extname(favicon).toLowerCase() !== '.svg')
    throw new Error(`The favicon of "${id}" (${favicon}) is not an SVG.`);
  const dir = faviconOwner(
    chainOf(id, brands).map((brand) => brand.dir),
    favicon,
  );
  if (dir !== own.dir)
    throw new Error(
      `"${id}" draws no favicon of its own (${favicon}): add one to its folder first, or it wears its parent's.`,
    );
  const svg = fs.readFileSync(path.join(dir, favicon));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const written: string[] = [];
  try {
    for (const size of APP_ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const file = path.join(dir, appIconAsset(size));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, omitBackground: true });
      await page.close();
      written.push(path.relative(root, file).split(path.sep).join('/'));
    }
  } finally {
    await browser.close();
  }
  return written;
}

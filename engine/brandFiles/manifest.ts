import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_TABLE, RTL_LANGUAGES, type LanguageCode } from '../../schemas/brand/languages.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';

/**
 * The brand's web app manifest (DESIGN §4: title, favicon, manifest and `<html lang>` are the
 * brand's): what a phone's "Add to Home Screen" and Chromium's install read, so the shortcut opens
 * the brand as an app, with its name, icons and colours. Served at /brands/<id>/manifest.webmanifest
 * by the build, the platform's live brands and the development server alike.
 */
export const BRAND_MANIFEST_FILE = 'manifest.webmanifest';
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** PNG icons a brand may ship beside its favicon (assets/icons/icon-192.png …), for home screens that take no SVG. */
export const APP_ICON_SIZES = [192, 512] as const;
export const appIconAsset = (size: number) => `assets/icons/icon-${size}.png`;

/** The address a brand's manifest is served at, its brand id captured: the build, the platform and the dev server answer it. */
export const MANIFEST_ROUTE = /^\/brands\/([a-z][a-z0-9-]*)\/manifest\.webmanifest$/;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
};

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): { width: number; height: number } | undefined {
  const head = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    if (fs.readSync(fd, head, 0, 24, 0) < 24) return undefined;
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/**
 * The brand folder whose favicon a brand wears: the nearest in its chain (root ancestor first) that
 * has the file. Its PNG icons are the ones the manifest lists and the ones `brand icons` draws.
 */
export function faviconOwner(chainDirs: readonly string[], favicon: string): string | undefined {
  return [...chainDirs].reverse().find((dir) => fs.existsSync(path.join(dir, favicon)));
}

/**
 * The manifest of a runtime brand. `chainDirs` are the brand folders from the root ancestor down:
 * the favicon is the brand's (sizes "any" for an SVG, which Chromium installs from), and the PNG
 * icons are listed only when the folder that gives the favicon ships them too, so a brand with its
 * own favicon never shows an ancestor's picture on a home screen.
 */
export function webAppManifest(
  brand: Pick<RuntimeBrand, 'id' | 'name' | 'languages' | 'theme' | 'assetBase'>,
  chainDirs: readonly string[],
): WebAppManifest {
  const icons: ManifestIcon[] = [];
  const favicon = brand.theme.favicon;
  const owner = faviconOwner(chainDirs, favicon);
  if (owner) {
    for (const size of APP_ICON_SIZES) {
      const file = path.join(owner, appIconAsset(size));
      const measured = fs.existsSync(file) ? pngSize(file) : undefined;
      if (measured && measured.width === size && measured.height === size)
        icons.push({
          src: `${brand.assetBase}${appIconAsset(size)}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        });
    }
    const type = ICON_TYPES[path.extname(favicon).toLowerCase()];
    if (type === 'image/svg+xml')
      icons.push({ src: `${brand.assetBase}${favicon}`, sizes: 'any', type, purpose: 'any' });
  }
  const language = brand.languages.default as LanguageCode;
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    lang: LANGUAGE_TABLE[language]?.tag ?? 'en',
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The standalone window's title bar continues the site's header, which is drawn in `surface`.
    theme_color: brand.theme.colors.surface,
    background_color: brand.theme.colors.background,
    icons,
  };
}

export const manifestJson = (manifest: WebAppManifest) => `${JSON.stringify(manifest, null, 2)}\n`;

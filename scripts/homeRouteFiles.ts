// The JavaScript the home route loads before its first render, as a phone's first visit sees it
// (DESIGN §6b): the entry chunk and its static imports, the engine's texts in the default brand's
// language, and the widget chunks the default brand's home and layout show a visitor on a phone's
// first paint. `npm run size` weighs these files; `npm run treemap` says what is in them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayShowVisitor } from '../engine/core/conditions.ts';
import { slotsOfFirstPaint } from '../engine/core/firstPaint.ts';
import type { Condition } from '../schemas/brand/conditions.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
interface WidgetNode {
  widget: string;
  when?: Condition;
}

/** The built manifest (Vite's), every chunk by its source. */
export function readManifest(dist: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The home route's first-render JavaScript files (paths under dist/), sorted. */
export function homeRouteFiles(dist: string): string[] {
  const manifest = readManifest(dist);
  const hosts = JSON.parse(readFileSync(join(dist, 'brands/hosts.json'), 'utf8')) as { defaultBrand: string };
  const brand = JSON.parse(readFileSync(join(dist, 'brands', `${hosts.defaultBrand}.json`), 'utf8')) as {
    layout: Record<string, WidgetNode[]>;
    screens: Record<string, { slots: { main: WidgetNode[] } }>;
    languages: { default: string };
  };
  // A visitor's first render (as Lighthouse sees it): a widget its condition shows only to logged-in
  // players (the contract popup's prompt) is never loaded for them (boot page, preloadScreen, WidgetHost).
  // And a phone's: the slots drawn after the first paint are left out (engine/core/firstPaint.ts).
  const homeWidgets = new Set(
    slotsOfFirstPaint(true)
      .flatMap((slot) => (slot === 'main' ? (brand.screens.home?.slots.main ?? []) : (brand.layout[slot] ?? [])))
      .filter(mayShowVisitor)
      .map((n) => n.widget),
  );
  // The engine's texts the page starts with: the brand's default language's (engine/i18n/createI18n.ts).
  const startTexts = `engine/i18n/locales/${brand.languages.default.toLowerCase()}.json`;
  const files = new Set<string>();
  const include = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) include(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key === startTexts) include(key);
    const widget = key.match(/widgets\/[^/]+\/([^/]+)\/\1\.tsx$/)?.[1];
    if (widget && homeWidgets.has(widget)) include(key);
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

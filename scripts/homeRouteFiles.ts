// The JavaScript the home route loads before its first render, as a phone's first visit sees it
// (DESIGN §6b): the entry chunk and its static imports, the engine's texts in the default brand's
// language, and the widget chunks the default brand's home and layout show a visitor on a phone's
// first paint. `npm run size` weighs these files; `npm run treemap` says what is in them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayShowVisitor } from '../engine/core/conditions.ts';
import { nodesOfFirstPaint } from '../engine/core/firstPaint.ts';
import { COVERS_PHONE_SCREEN_KEY, WIDGET_CHUNKS_FILE, type WidgetChunks } from '../engine/core/widgetChunks.ts';
import type { ResolvedScreen } from '../engine/core/screens.ts';
import type { WidgetNode } from '../schemas/brand/index.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
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
  // And a phone's: what is drawn after the first paint is left out (engine/core/firstPaint.ts), as the
  // widget manifest says which widgets end a phone's first screen.
  const chunks = JSON.parse(readFileSync(join(dist, WIDGET_CHUNKS_FILE), 'utf8')) as WidgetChunks;
  const covers = new Set(chunks[COVERS_PHONE_SCREEN_KEY] ?? []);
  const slots: ResolvedScreen['slots'] = {
    header: brand.layout.header ?? [],
    side: brand.layout.side ?? [],
    main: brand.screens.home?.slots.main ?? [],
    footer: brand.layout.footer ?? [],
    bottom: brand.layout.bottom ?? [],
  };
  const homeWidgets = new Set(
    nodesOfFirstPaint(slots, true, (type) => covers.has(type))
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

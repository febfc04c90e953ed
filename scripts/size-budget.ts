/**
 * Size budget: the gzip size of the JavaScript the home route loads before first render — the
 * entry chunk, its static imports, the engine's texts in the default brand's language, and the widget
 * chunks the default brand's home and layout use for a visitor on a phone's first paint.
 * Fails above the budget. `--no-build` measures the existing build; `--dist=<dir>` measures another
 * build folder (a trial build beside the one a running server uses).
 */
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { mayShowVisitor } from '../engine/core/conditions.ts';
import { slotsAfterFirstPaint } from '../engine/core/firstPaint.ts';
import type { Condition } from '../schemas/brand/conditions.ts';

const BUDGET_KB = 150;
const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';

if (dist === 'dist' && (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json')))) {
  execSync('npm run build --silent', { stdio: 'inherit' });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
  name?: string;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const hosts = JSON.parse(readFileSync(join(dist, 'brands/hosts.json'), 'utf8')) as { defaultBrand: string };
const brand = JSON.parse(readFileSync(join(dist, 'brands', `${hosts.defaultBrand}.json`), 'utf8')) as {
  layout: Record<string, WidgetNode[]>;
  screens: Record<string, { slots: { main: WidgetNode[] } }>;
  languages: { default: string };
};
interface WidgetNode {
  widget: string;
  when?: Condition;
}
// The first render measured is a visitor's (as Lighthouse sees it): a widget its condition shows only
// to logged-in players (the contract popup's prompt) is never loaded for them (boot page, preloadScreen, WidgetHost).

// And it is a phone's (as Lighthouse's mobile run sees it): the slots drawn after the first paint are left out.
const later: readonly string[] = slotsAfterFirstPaint(true);
const homeWidgets = new Set(
  [
    ...Object.entries(brand.layout).flatMap(([slot, nodes]) => (later.includes(slot) ? [] : nodes)),
    ...(brand.screens.home?.slots.main ?? []),
  ]
    .filter(mayShowVisitor)
    .map((n) => n.widget),
);
const files = new Set<string>();
function include(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) include(imported);
}
// The engine's texts the page starts with: the brand's default language's (engine/i18n/createI18n.ts).
const startTexts = `engine/i18n/locales/${brand.languages.default.toLowerCase()}.json`;
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || key === startTexts) include(key);
  const widget = key.match(/widgets\/[^/]+\/([^/]+)\/\1\.tsx$/)?.[1];
  if (widget && homeWidgets.has(widget)) include(key);
}

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
// ajv validates brands at build time only (DESIGN §4); its messages in the bundle mean it leaked in.
const leaked = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('must have required property'),
  );
if (leaked.length) {
  console.error(`ajv is in the player bundle: ${leaked.join(', ')}`);
  process.exit(1);
}

const totalKb = total / 1024;
console.log(`home route JavaScript: ${totalKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}

// The widget → chunk manifest (DESIGN §6b): for each widget type the build emits, the files its
// lazily loaded component needs (its chunk, the chunks it imports statically, their CSS), less what
// the entry already loads; the same for each language's engine texts; and which widget types cover
// a phone's first screen (engine/core/firstPaint.ts). The platform turns it
// into each brand's preload plan for the boot script. Built text files under assets/ are also
// precompressed (.br, .gz beside them) for the server to send as they are.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import {
  COVERS_PHONE_SCREEN_KEY,
  WIDGET_CHUNKS_FILE,
  textsChunkKey,
  wideChunkKey,
} from '../engine/core/widgetChunks.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** The engine's texts by language: engine/i18n/locales/<code>.json. */
const ENGINE_LOCALES = 'engine/i18n/locales';

/** `defineWidget({ type: 'X', …, load: () => import('./X.tsx') })` in widgets/<area>/<Type>/index.ts. */
const WIDGET_INDEX = /[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+[\\/]index\.tsx?$/;
const DECLARATION = /type:\s*['"]([A-Za-z0-9]+)['"][\s\S]*?load:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/;
/** A widget's part only wider screens draw, `widePart(() => import('./X.tsx'))` in its folder (engine/core/widePart.ts). */
const WIDE_PART = /widePart\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/;
/** The same declaration's `coversPhoneScreen: true` (engine/core/firstPaint.ts, splitMain). */
const COVERS_PHONE_SCREEN = /^\s*coversPhoneScreen:\s*true\b/m;

type CssMeta = { viteMetadata?: { importedCss?: Set<string> } };

/** Every file a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
function closure(bundle: OutputBundle, fileName: string, into: Set<string> = new Set()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const css of (chunk as OutputChunk & CssMeta).viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

export function widgetChunks(bundle: OutputBundle, components: ReadonlyMap<string, string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const loadedByEntry = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry.fileName, loadedByEntry);
  const manifest: Record<string, string[]> = {};
  for (const chunk of chunks) {
    // A component is usually its chunk's facade; one that other widgets import too (the language
    // selector inside the header) sits in the shared chunk, which is then what loading it fetches.
    for (const moduleId of chunk.moduleIds) {
      const type = components.get(path.normalize(moduleId));
      if (type) manifest[type] = [...closure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file)).sort();
    }
  }
  return manifest;
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

/** Every compressible file of a folder (recursively) at least 1 kB long. */
function compressible(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return compressible(file);
    return COMPRESSIBLE.test(name) && statSync(file).size >= 1024 ? [file] : [];
  });
}

/** Writes file.br (brotli 11) and file.gz (gzip 9) beside each file, on zlib's worker threads. */
async function precompress(dir: string): Promise<void> {
  await Promise.all(
    compressible(dir).map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

export function widgetChunkManifest(): Plugin {
  const components = new Map<string, string>();
  const coversPhoneScreen = new Set<string>();
  /** A widget folder → the module of its wide part. */
  const wideParts = new Map<string, string>();
  let outDir = 'dist';
  return {
    name: 'livery-widget-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The engine's texts, one chunk per language (engine/i18n/createI18n.ts), listed as `@texts/<code>`
      // so the platform's plan preloads the brand's default language with the page.
      const locales = path.resolve(config.root, ENGINE_LOCALES);
      for (const name of readdirSync(locales).filter((file) => file.endsWith('.json')))
        components.set(path.normalize(path.join(locales, name)), textsChunkKey(name.slice(0, -'.json'.length)));
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      const wide = WIDE_PART.exec(code);
      if (wide)
        wideParts.set(path.dirname(path.normalize(file)), path.normalize(path.resolve(path.dirname(file), wide[1]!)));
      if (!WIDGET_INDEX.test(file)) return null;
      const match = DECLARATION.exec(code);
      if (match) components.set(path.normalize(path.resolve(path.dirname(file), match[2]!)), match[1]!);
      if (match && COVERS_PHONE_SCREEN.test(code)) coversPhoneScreen.add(match[1]!);
      return null;
    },
    // Written once the bundle is final: chunks that held only CSS have lost their JavaScript file by
    // then, and a plan naming a file that was never written would cost every visitor a 404.
    writeBundle(_options, bundle) {
      // A wide part is listed under its widget's key, as its component is under its type.
      for (const [component, type] of [...components])
        if (wideParts.has(path.dirname(component)))
          components.set(wideParts.get(path.dirname(component))!, wideChunkKey(type));
      const manifest = widgetChunks(bundle, components);
      for (const [type, files] of Object.entries(manifest)) manifest[type] = files.filter((file) => file in bundle);
      // Not files: the widget types whose first render covers a phone's screen, for the plans that have no registry.
      manifest[COVERS_PHONE_SCREEN_KEY] = [...coversPhoneScreen].sort();
      writeFileSync(path.join(outDir, WIDGET_CHUNKS_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
    },
  };
}

/**
 * The built assets precompressed (.br and .gz beside each), for the server to send as they are: the
 * site's build and the floor's (vite.floor.config.ts). Only hashed assets: brand documents are
 * rebuilt without the player, and index.html is re-inlined by the server.
 */
export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'livery-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(path.join(outDir, 'assets'));
    },
  };
}

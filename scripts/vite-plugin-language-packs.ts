// Each language's pack (DESIGN §6b): the engine's texts in that language (engine/i18n/locales/<code>.json,
// one chunk each, loaded in the page's first round) with that language's part of the first screens'
// widget texts (widgets/languagePackTexts.ts). Those widget text files then weigh nothing in their
// widgets' chunks: their words arrive with the language, never in every language at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { deepMerge } from '../engine/core/merge.ts';
import { isRecord } from '../engine/core/util/isRecord.ts';

type Texts = Record<string, unknown>;

/** Every key path of a text tree ("layout.mainNav"). */
function keyPaths(texts: unknown, prefix = ''): string[] {
  if (!isRecord(texts)) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * One language's pack: the engine's texts in it, then each widget file's words in it, over its English
 * ones where a key is missing (as useTexts falls back). A widget key the engine's texts have already
 * is an error: in development the engine's would win, so the build must not decide otherwise.
 */
export function languagePack(code: string, engine: Texts, widgetTexts: ReadonlyMap<string, Texts>): Texts {
  const taken = new Set(keyPaths(engine));
  let pack: Texts = engine;
  for (const [file, texts] of widgetTexts) {
    const words = deepMerge(isRecord(texts.EN) ? texts.EN : {}, texts[code] ?? {});
    const clash = keyPaths(words).find((key) => taken.has(key));
    if (clash) throw new Error(`${file}: the text "${clash}" is the engine's too; give it a key of its own.`);
    pack = deepMerge(pack, words);
  }
  return pack;
}

export function languagePacks(root: string, widgetTextFiles: readonly string[]): Plugin {
  const widgetFiles = widgetTextFiles.map((file) => path.resolve(root, 'widgets', file));
  const engineLocales = path.resolve(root, 'engine', 'i18n', 'locales');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Texts;
  /** The widget files' texts, read once a build: every language's pack takes its part of them. */
  let widgetTexts: Map<string, Texts> | undefined;
  return {
    name: 'livery-language-packs',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      widgetTexts = undefined;
    },
    load(id) {
      const file = path.normalize(id.split('?')[0]!);
      // Their words are in the packs: what the widget's useTexts adds is nothing.
      if (widgetFiles.includes(file)) return '{}';
      if (path.dirname(file) !== engineLocales || !file.endsWith('.json')) return null;
      for (const widgetFile of widgetFiles) this.addWatchFile(widgetFile);
      const code = path.basename(file, '.json').toUpperCase();
      widgetTexts ??= new Map(widgetFiles.map((widgetFile) => [path.relative(root, widgetFile), read(widgetFile)]));
      return JSON.stringify(languagePack(code, read(file), widgetTexts));
    },
  };
}

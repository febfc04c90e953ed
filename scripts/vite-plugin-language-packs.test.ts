// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACK_TEXTS } from '../widgets/languagePackTexts.ts';
import { languagePack, languagePacks } from './vite-plugin-language-packs.ts';

type Texts = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Texts;

/** Every key path of a text tree. */
const keyPaths = (texts: unknown, prefix = ''): string[] =>
  texts && typeof texts === 'object'
    ? Object.entries(texts).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('each language’s pack: the engine’s texts with the first screens’ widget texts in that language (issue 30)', () => {
  const engine = { engine: { retry: 'Cuba lagi' } };
  const header = { EN: { layout: { menu: 'Menu', balance: 'Balance' } }, MY: { layout: { menu: 'Menu utama' } } };

  it('takes each widget file’s words in the language, its English ones where a key is missing (as useTexts does)', () => {
    expect(languagePack('MY', engine, new Map([['header.json', header]]))).toEqual({
      engine: { retry: 'Cuba lagi' },
      layout: { menu: 'Menu utama', balance: 'Balance' },
    });
    // Only that language: a Malay pack carries no Chinese.
    expect(
      JSON.stringify(languagePack('MY', engine, new Map([['h', { ...header, CN: { layout: { menu: '菜单' } } }]]))),
    ).not.toContain('菜单');
  });

  it('refuses a widget key the engine’s texts have already, naming the file and the key', () => {
    expect(() =>
      languagePack('MY', engine, new Map([['widgets/x/locales.json', { EN: { engine: { retry: 'Again' } } }]])),
    ).toThrow('widgets/x/locales.json: the text "engine.retry" is the engine\'s too');
  });

  it('the site’s packs hold, in every language, every key of the listed widget files, and those files weigh nothing in their chunks', () => {
    const root = process.cwd();
    const plugin = languagePacks(root, LANGUAGE_PACK_TEXTS);
    const load = (file: string) =>
      (plugin.load as unknown as (this: { addWatchFile: () => void }, id: string) => string | null).call(
        { addWatchFile: () => undefined },
        path.join(root, file),
      );
    for (const code of ['EN', 'MY', 'CN', 'PT']) {
      const pack = JSON.parse(load(`engine/i18n/locales/${code.toLowerCase()}.json`)!) as Texts;
      for (const key of keyPaths(read(`engine/i18n/locales/${code.toLowerCase()}.json`)))
        expect(keyPaths(pack), `${code} ${key}`).toContain(key);
      for (const file of LANGUAGE_PACK_TEXTS) {
        const texts = read(path.join('widgets', file));
        for (const key of keyPaths(texts.EN)) expect(keyPaths(pack), `${code} ${file} ${key}`).toContain(key);
      }
    }
    for (const file of LANGUAGE_PACK_TEXTS) expect(load(path.join('widgets', file)), file).toBe('{}');
    expect(load('widgets/layout/SideMenu/locales.json')).toBeNull();
  });
});

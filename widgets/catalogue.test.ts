import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWidgetRegistry, widgetDefinitions } from './catalogue.ts';

const LANGUAGES = ['CN', 'EN', 'MY', 'PT'];
const keysOf = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'object' && tree !== null
    ? Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('widget catalogue', () => {
  it('registers every widget folder once, and each loads a component', async () => {
    const registry = createWidgetRegistry();
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((area) => readdirSync(path.join('widgets', area.name)).filter((type) => existsSync(path.join('widgets', area.name, type, 'index.ts'))));
    expect(registry.types()).toEqual(folders.sort());
    for (const definition of widgetDefinitions) {
      expect(definition.schema).toHaveProperty('title');
      expect(typeof (await registry.load(definition.type))).toBe('function');
    }
  });

  it('gives each widget the area of the folder it lives in (widgets/<area>/<Type>/)', () => {
    for (const { type, area } of widgetDefinitions) {
      expect(existsSync(path.join('widgets', area, type, 'index.ts')), `${type} in widgets/${area}`).toBe(true);
    }
  });

  it('declares a widget’s locales.json as its texts, complete in CN, EN, MY and PT (I18N-02)', () => {
    for (const { type, area, texts } of widgetDefinitions) {
      const file = path.join('widgets', area, type, 'locales.json');
      if (!existsSync(file)) {
        expect(texts, `${type} declares texts but has no locales.json`).toBeUndefined();
        continue;
      }
      expect(texts, `${type} has a locales.json it does not declare`).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      const english = keysOf(texts!.EN).sort();
      for (const language of LANGUAGES) expect(keysOf(texts![language]).sort(), `${type} ${language}`).toEqual(english);
    }
  });
});

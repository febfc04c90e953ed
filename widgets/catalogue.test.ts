// @vitest-environment node
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
      .flatMap((area) =>
        readdirSync(path.join('widgets', area.name)).filter((type) =>
          existsSync(path.join('widgets', area.name, type, 'index.ts')),
        ),
      );
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

  it('I18N-02: every text file of the widgets is complete in CN, EN, MY and PT, and the components that show its texts take it in (useTexts)', () => {
    const textFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return textFiles(file);
        return entry.name === 'locales.json' || entry.name.endsWith('Texts.json') ? [file] : [];
      });
    // The text files that a component showing texts imports (resolved paths).
    const takenIn = new Set<string>();
    const scan = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
          const source = readFileSync(file, 'utf8');
          if (!/useTexts\(|useAccountTexts\(/.test(source)) continue;
          for (const [, json] of source.matchAll(/from '(\.[^']+\.json)'/g)) takenIn.add(path.join(dir, json!));
        }
      }
    };
    scan('widgets');
    for (const file of textFiles('widgets')) {
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const english = keysOf(texts.EN).sort();
      for (const language of LANGUAGES) expect(keysOf(texts[language]).sort(), `${file} ${language}`).toEqual(english);
      expect(takenIn.has(file), `${file} is taken in by no component (useTexts)`).toBe(true);
    }
  });
});

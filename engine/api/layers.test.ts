// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN §6c: the engine's lower layers import downwards only, type imports included, so there is
 * no cycle between them. engine/api is the bottom of the engine (core and schemas below it).
 */
const allowed: Record<string, string[]> = {
  api: ['engine/core', 'schemas'],
  platform: ['engine/api', 'engine/core', 'schemas'],
  state: ['engine/api', 'engine/core', 'schemas'],
  data: ['engine/api', 'engine/core', 'engine/state', 'schemas'],
};

const root = resolve(import.meta.dirname, '../..');

/** Where each relative import of a layer's code leads outside the layer: 'engine/core', 'schemas' … */
function layersImportedBy(folder: string): { file: string; layer: string }[] {
  const base = join(root, 'engine', folder);
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(base, file), 'utf8');
      return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => {
        const target = relative(root, resolve(dirname(join(base, file)), match[1]!)).split('/');
        const layer = target[0] === 'engine' ? `engine/${target[1]}` : target[0]!;
        return { file: `engine/${folder}/${file}`, layer };
      });
    })
    .filter(({ layer }) => layer !== `engine/${folder}`);
}

describe('engine layers (DESIGN §6c, issue 7)', () => {
  it.each(Object.keys(allowed))('engine/%s imports only the layers below it', (folder) => {
    const imports = layersImportedBy(folder);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(({ layer }) => !allowed[folder]!.includes(layer))).toEqual([]);
  });
});

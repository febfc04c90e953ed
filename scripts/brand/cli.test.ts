// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';

async function run(argv: string[], root: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    root,
    definitions: fakeDefinitions,
  });
  return { code, out, err };
}

describe('brand CLI', () => {
  it('prints a tick per valid brand and exits 0', async () => {
    const { root } = makeFixture({ base: baseBrand, aurora: goodBrand });
    const result = await run(['validate'], root);
    expect(result.code).toBe(0);
    expect(result.out).toEqual(['✔ brands/aurora/brand.json', '✔ brands/base/brand.json', '2 brands valid.']);
  });

  it('exits 1 with one line per error and no stack trace', async () => {
    const { root } = makeFixture({ base: baseBrand, aurora: { ...goodBrand, constants: { lobbyPageSize: 0 } } });
    const result = await run(['validate', 'aurora'], root);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      expect.stringContaining('brands/aurora/brand.json /constants/lobbyPageSize: must be >= 1'),
    ]);
    expect(result.out.at(-1)).toBe('1 error in 1 brand.');
  });

  it('reports a failure as error: <message>', async () => {
    const { root } = makeFixture();
    const result = await run(['new', 'base'], root);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([expect.stringMatching(/^error: brand "base" already exists/)]);
  });

  it('creates a brand with new, then builds', async () => {
    const { root } = makeFixture();
    expect((await run(['new', 'ruby', '--name', 'Ruby Palace'], root)).code).toBe(0);
    const built = await run(['build', '--out', 'www'], root);
    expect(built.code).toBe(0);
    expect(fs.existsSync(path.join(root, 'www', 'brands', 'ruby.json'))).toBe(true);
  });

  it('as a process: validates a project path, exits 1 on a bad brand, prints no stack trace', () => {
    const fixture = makeFixture({ base: baseBrand });
    fixture.writeText('brands/aurora/brand.json', '{ "id": "aurora", "name": }');
    const cli = path.resolve(import.meta.dirname, 'cli.ts');
    const tsx = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    // The fixture has no widgets/ folder; the catalogue comes from the working tree's root.
    const result = spawnSync(tsx, [cli, 'validate', path.join(fixture.root, 'brands', 'aurora', 'brand.json')], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/brand\.json:1:\d+: invalid JSON/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

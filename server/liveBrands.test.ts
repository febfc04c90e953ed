// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformBrands } from './brands.ts';
import { GENERATED_SCHEMA, LiveBrands } from './liveBrands.ts';
import { createTestPlatform, type TestPlatform } from '../tests/support/platform.ts';

// A copy of brands/ and the generated schema: the test edits brand files, never the committed ones.
const root = mkdtempSync(path.join(tmpdir(), 'livery-live-'));
cpSync('brands', path.join(root, 'brands'), { recursive: true });
mkdirSync(path.dirname(path.join(root, GENERATED_SCHEMA)), { recursive: true });
cpSync(GENERATED_SCHEMA, path.join(root, GENERATED_SCHEMA));
// The engine's texts: the brand checks look label keys up in them.
cpSync(path.join('engine', 'i18n', 'locales'), path.join(root, 'engine', 'i18n', 'locales'), { recursive: true });
// The centre's page labels are texts the checks know too.
cpSync(
  path.join('engine', 'react', 'centre', 'locales.json'),
  path.join(root, 'engine', 'react', 'centre', 'locales.json'),
);
const auroraFile = path.join(root, 'brands', 'aurora', 'brand.json');
const auroraText = readFileSync(auroraFile, 'utf8');

const logged: string[] = [];
let live: LiveBrands;
let platform: TestPlatform;

beforeAll(async () => {
  const brands = loadPlatformBrands(root);
  live = new LiveBrands(brands, { root, log: (line) => logged.push(line) });
  live.reload();
  platform = await createTestPlatform({ brands, live, siteDir: 'no-site' });
});

afterAll(async () => {
  await platform.close();
  rmSync(root, { recursive: true, force: true });
});

const brandJson = async (id: string) => {
  const answer = await platform.app.inject({ method: 'GET', url: `/brands/${id}.json` });
  return {
    status: answer.statusCode,
    body:
      answer.statusCode === 200
        ? (answer.json() as { name: string; theme: { colors: Record<string, string> } })
        : undefined,
  };
};

describe('brands served live, without a rebuild (issue 18)', () => {
  it('serves the runtime brand as brands/ holds it, and a saved change at the next read', async () => {
    expect((await brandJson('aurora')).body?.name).toBe('Aurora');
    const document = JSON.parse(auroraText) as { name: string };
    writeFileSync(auroraFile, JSON.stringify({ ...document, name: 'Aurora Live' }));
    live.reload();
    expect((await brandJson('aurora')).body?.name).toBe('Aurora Live');
    // The platform's own view follows: system status names the brand as saved.
    expect(platform.brands.byId.get('aurora')?.name).toBe('Aurora Live');
  });

  it('keeps the last good version serving when the file on disk turns invalid, and logs why', async () => {
    writeFileSync(auroraFile, '{ "id": "aurora", "name": ');
    logged.length = 0;
    expect(live.reload().kept).toContain('aurora');
    expect((await brandJson('aurora')).body?.name).toBe('Aurora Live');
    expect(logged.join('\n')).toMatch(
      /Brand "aurora" has errors; its last good version keeps serving:\n {2}brands\/aurora\/brand\.json:1:\d+: invalid JSON/,
    );

    writeFileSync(auroraFile, JSON.stringify({ ...JSON.parse(auroraText), theme: { colors: { primary: 'gold' } } }));
    logged.length = 0;
    live.reload();
    expect((await brandJson('aurora')).body?.name).toBe('Aurora Live');
    expect(logged.join('\n')).toContain('/theme/colors/primary');
  });

  it('serves a new brand at its host and ?brand= in the page, with its parent’s assets', async () => {
    mkdirSync(path.join(root, 'brands', 'emerald'), { recursive: true });
    writeFileSync(
      path.join(root, 'brands', 'emerald', 'brand.json'),
      JSON.stringify({ id: 'emerald', extends: 'base', name: 'Emerald', hosts: ['emerald.localhost'] }),
    );
    live.reload();
    expect((await brandJson('emerald')).body?.name).toBe('Emerald');
    const hosts = (await platform.app.inject({ method: 'GET', url: '/brands/hosts.json' })).json() as {
      hosts: Record<string, string>;
      brands: string[];
    };
    expect(hosts.brands).toContain('emerald');
    expect(hosts.hosts['emerald.localhost']).toBe('emerald');
    const runtime = live.runtime('emerald')!;
    const logo = await platform.app.inject({
      method: 'GET',
      url: `/brands/emerald/assets/${runtime.theme.logo.replace(/^assets\//, '')}`,
    });
    expect(logo.statusCode).toBe(200);
    expect(platform.brands.byId.get('emerald')?.name).toBe('Emerald');
  });

  it('answers 404 for a brand that is not there', async () => {
    expect((await brandJson('nobody')).status).toBe(404);
    const manifest = await platform.app.inject({ method: 'GET', url: '/brands/nobody/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(404);
  });

  it("serves each brand's web app manifest with its name, colours, start URL and icons (issue 26)", async () => {
    const answer = await platform.app.inject({ method: 'GET', url: '/brands/jade/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers.etag).toBeTruthy();
    const jade = live.runtime('jade')!;
    expect(answer.json()).toMatchObject({
      name: 'Jade',
      short_name: 'Jade',
      lang: 'en',
      start_url: '/',
      display: 'standalone',
      theme_color: jade.theme.colors.surface,
      background_color: jade.theme.colors.background,
    });
    const icons = (answer.json() as { icons: { src: string; sizes: string; type: string }[] }).icons;
    expect(icons).toContainEqual({
      src: '/brands/jade/assets/favicon.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
    for (const icon of icons)
      expect((await platform.app.inject({ method: 'GET', url: icon.src })).statusCode).toBe(200);
    // A brand made a moment ago has one too, with its parent's pictures under its own address.
    const emerald = (
      await platform.app.inject({ method: 'GET', url: '/brands/emerald/manifest.webmanifest' })
    ).json() as { name: string; icons: { src: string }[] };
    expect(emerald.name).toBe('Emerald');
    expect(emerald.icons.map((icon) => icon.src)).toContain('/brands/emerald/assets/favicon.svg');
  });
});

// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildBrands } from './build.ts';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';
import { createBrand } from './new.ts';
import { buildHostMap } from '../../engine/brandFiles/library.ts';
import { buildRuntimeBrand } from '../../engine/brandFiles/runtime.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('runtime brand and build', () => {
  it('applies schema defaults and lets the child override its parent', () => {
    const fixture = makeFixture({
      base: { ...baseBrand, constants: { homeSectionSize: 4, moneyDecimals: 3 } },
      aurora: goodBrand,
    });
    fixture.writeText('brands/base/locales/en.json', JSON.stringify({ menu: { home: 'Home', vip: 'VIP' } }));
    fixture.writeText('brands/aurora/locales/en.json', JSON.stringify({ menu: { home: 'Start' } }));
    const brand = buildRuntimeBrand('aurora', { root: fixture.root, definitions: fakeDefinitions });
    expect(brand.constants.lobbyPageSize).toBe(18);
    expect(brand.constants.homeSectionSize).toBe(8);
    expect(brand.constants.moneyDecimals).toBe(3);
    expect(brand.constants.qr.errorCorrection).toBe('M');
    expect(brand.flags.USERNAMEREG).toBe(true);
    expect(brand.theme.colors.primary).toBe('#1f6feb');
    expect(brand.registration.rules.username).toMatchObject({ enabled: true, required: true, min: 4 });
    expect(brand.menus.top).toEqual([{ id: 'promos', label: 'menu.promotions', to: '/promotions?tab=all' }]);
    expect(brand.screens.home?.slots.main[0]?.props).toEqual({ pageSize: 12, layout: 'grid' });
    expect(brand.screens.home?.chrome).toEqual({ side: true, footer: true });
    expect(brand.layout.header?.[0]?.props).toEqual({ sticky: true });
    // By language code, as the player's bundles are keyed (locales/en.json → EN): a brand's own words reach the page.
    expect(brand.locales).toEqual({ EN: { menu: { home: 'Start', vip: 'VIP' } } });
    expect(brand.assetBase).toBe('/brands/aurora/');
    expect(brand.hosts).toEqual(['aurora.localhost']);
  });

  it('writes runtime JSON, merged assets and hosts.json for servable brands only', () => {
    const fixture = makeFixture({
      base: baseBrand,
      aurora: goodBrand,
      jade: { id: 'jade', name: 'Jade', extends: 'base', hosts: ['jade.example.com'] },
    });
    fixture.writeText('brands/aurora/assets/logo.svg', '<svg id="aurora"/>');
    const result = buildBrands({ root: fixture.root, definitions: fakeDefinitions });
    expect(result.ok).toBe(true);
    const out = path.join(fixture.root, 'public', 'brands');
    const aurora = readJson(path.join(out, 'aurora.json'));
    expect((aurora.constants as Record<string, unknown>).lobbyPageSize).toBe(18);
    expect(fs.existsSync(path.join(out, 'base.json'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'aurora', 'assets', 'logo.svg'), 'utf8')).toBe('<svg id="aurora"/>');
    expect(fs.readFileSync(path.join(out, 'jade', 'assets', 'logo.svg'), 'utf8')).toBe('<svg id="base"/>');
    expect(fs.existsSync(path.join(out, 'aurora', 'assets', 'vendors', 'PG.svg'))).toBe(true);
    expect(readJson(path.join(out, 'hosts.json'))).toEqual({
      defaultBrand: 'aurora',
      hosts: { 'aurora.localhost': 'aurora', 'jade.example.com': 'jade' },
      brands: ['aurora', 'jade'],
    });
    expect(buildHostMap(fixture.root).brands).toEqual(['aurora', 'jade']);
  });

  it('writes each brand its web app manifest: name, colours, start URL and its own icons (issue 26)', () => {
    const fixture = makeFixture({
      base: baseBrand,
      aurora: { ...goodBrand, theme: { colors: { surface: '#141a2a', background: '#0b0f1a' } } },
      jade: { id: 'jade', name: 'Jade', extends: 'base', hosts: ['jade.example.com'] },
    });
    const png = (size: number) => PNG.sync.write(new PNG({ width: size, height: size }));
    fixture.writeText('brands/base/assets/favicon.svg', '<svg id="base"/>');
    for (const size of [192, 512]) {
      fs.writeFileSync(fixture.writeText(`brands/base/assets/icons/icon-${size}.png`, ''), png(size));
    }
    // Aurora draws its own favicon and ships no PNGs: base's pictures must not stand in for it.
    fixture.writeText('brands/aurora/assets/favicon.svg', '<svg id="aurora"/>');
    expect(buildBrands({ root: fixture.root, definitions: fakeDefinitions }).ok).toBe(true);
    const out = path.join(fixture.root, 'public', 'brands');
    expect(readJson(path.join(out, 'aurora', 'manifest.webmanifest'))).toEqual({
      id: '/',
      name: 'Aurora',
      short_name: 'Aurora',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#141a2a',
      background_color: '#0b0f1a',
      icons: [{ src: '/brands/aurora/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    expect(readJson(path.join(out, 'jade', 'manifest.webmanifest')).icons).toEqual([
      { src: '/brands/jade/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brands/jade/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brands/jade/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    expect(fs.existsSync(path.join(out, 'jade', 'assets', 'icons', 'icon-512.png'))).toBe(true);
  });

  it('refuses to write when a brand has errors', () => {
    const fixture = makeFixture({ base: baseBrand, aurora: { ...goodBrand, constants: { lobbyPageSize: 0 } } });
    const result = buildBrands({ root: fixture.root, out: 'dist-brands', definitions: fakeDefinitions });
    expect(result.ok).toBe(false);
    expect(fs.existsSync(path.join(fixture.root, 'dist-brands'))).toBe(false);
  });
});

describe('brand new', () => {
  it('creates a brand that validates', () => {
    const fixture = makeFixture();
    const file = createBrand('gold-coast', { root: fixture.root, name: 'Gold Coast' });
    const document = readJson(file);
    expect(document).toMatchObject({
      $schema: '../../schemas/generated/brand.schema.json',
      id: 'gold-coast',
      extends: 'base',
      name: 'Gold Coast',
      hosts: ['gold-coast.localhost'],
    });
    expect((document.theme as { colors: Record<string, string> }).colors.primary).toBe('#1f6feb');
    expect(fs.statSync(path.join(fixture.root, 'brands', 'gold-coast', 'locales')).isDirectory()).toBe(true);
    const [report] = validateBrands(['gold-coast'], { root: fixture.root, definitions: fakeDefinitions });
    expect(report?.issues).toEqual([]);
  });

  it('refuses an existing id and a bad id', () => {
    const fixture = makeFixture();
    expect(() => createBrand('base', { root: fixture.root })).toThrow(/already exists/);
    expect(() => createBrand('Bad_Id', { root: fixture.root })).toThrow(/not a valid brand id/);
  });
});

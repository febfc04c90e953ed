import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';

/** Fake widget definitions, so tests do not depend on the real catalogue. */
export const fakeDefinitions: WidgetSchemaSource[] = [
  {
    type: 'GameGrid',
    schema: {
      type: 'object',
      title: 'Game grid',
      additionalProperties: false,
      properties: {
        pageSize: { type: 'integer', title: 'Games per page', minimum: 1, maximum: 60, default: 18 },
        layout: { type: 'string', title: 'Layout', enum: ['grid', 'list'], default: 'grid' },
        heading: { type: 'string', title: 'Heading' },
      },
    },
  },
  {
    type: 'SiteHeader',
    schema: {
      type: 'object',
      title: 'Site header',
      additionalProperties: false,
      properties: { sticky: { type: 'boolean', title: 'Sticky', default: true } },
    },
  },
];

export const baseBrand = {
  id: 'base',
  name: 'Base',
  languages: { default: 'EN', supported: ['EN', 'MY'] },
  menus: { top: [{ id: 'home', label: 'menu.home', to: '/' }], side: [], account: [] },
  footer: { vendors: ['PG'], products: [], help: [{ label: 'Promotions', to: '/promotions' }] },
  layout: { header: [{ widget: 'SiteHeader' }] },
  screens: {
    home: { paths: ['/', '/home'], slots: { main: [{ widget: 'GameGrid', id: 'games', props: { pageSize: 12 } }] } },
    promotions: { paths: ['/promotions'], slots: { main: [] } },
  },
};

export const goodBrand = {
  $schema: '../../schemas/generated/brand.schema.json',
  id: 'aurora',
  extends: 'base',
  name: 'Aurora',
  hosts: ['aurora.localhost'],
  constants: { homeSectionSize: 8 },
  menus: { top: [{ id: 'promos', label: 'menu.promotions', to: '/promotions?tab=all' }] },
};

export interface Fixture {
  root: string;
  write: (id: string, brand: unknown) => string;
  writeText: (relative: string, text: string) => string;
}

/** A temporary project: engine/i18n/locales/en.json, base with a vendor logo, its logo and favicon, and whatever a test adds. */
export function makeFixture(brands: Record<string, unknown> = { base: baseBrand }): Fixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-brand-'));
  const writeText = (relative: string, text: string): string => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };
  const write = (id: string, brand: unknown): string =>
    writeText(`brands/${id}/brand.json`, `${JSON.stringify(brand, null, 2)}\n`);
  writeText('engine/i18n/locales/en.json', JSON.stringify({ menu: { home: 'Home', promotions: 'Promotions' } }));
  writeText('brands/base/assets/vendors/PG.svg', '<svg/>');
  writeText('brands/base/assets/logo.svg', '<svg id="base"/>');
  writeText('brands/base/assets/favicon.svg', '<svg id="base-icon"/>');
  for (const [id, brand] of Object.entries(brands)) write(id, brand);
  return { root, write, writeText };
}

// @vitest-environment node
// Issue 28, item 6: the brand CLI checks that every file a brand names exists and every reference
// inside it resolves (images, the default language, centre pages named by widgets).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';
import { BRAND_IMAGE_MEDIA_TYPE } from '../../schemas/brand/assets.ts';
import { loadWidgetDefinitions } from './catalogue.ts';

/** A banner with an image path, and a report whose row actions name pages of its centre. */
const definitions: WidgetSchemaSource[] = [
  ...fakeDefinitions,
  {
    type: 'Banner',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: { image: { type: 'string', contentMediaType: BRAND_IMAGE_MEDIA_TYPE } },
    },
  },
  {
    type: 'Report',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        actions: {
          type: 'object',
          default: {},
          properties: { transferPage: { type: 'string', default: 'transfer' } },
        },
      },
    },
  },
];

function lines(patch: Record<string, unknown>, files: Record<string, string> = {}): string[] {
  const fixture = makeFixture({ base: baseBrand, aurora: { ...goodBrand, ...patch } });
  for (const [file, text] of Object.entries(files)) fixture.writeText(file, text);
  const [report] = validateBrands(['aurora'], { root: fixture.root, definitions });
  return (report?.issues ?? []).map(formatIssue);
}

const home = (node: Record<string, unknown>) => ({
  screens: { home: { paths: ['/', '/home'], slots: { main: [{ widget: 'GameGrid', id: 'games' }, node] } } },
});

const centre = (pages: string[], node: Record<string, unknown>) => ({
  screens: {
    agentHome: {
      paths: ['/agentHome'],
      slots: { main: [] },
      pages: pages.map((id, index) => ({
        id,
        label: 'Page',
        slots: { main: index === 0 ? [node] : [] },
      })),
    },
  },
});

describe('brand CLI: references inside a brand (issue 28, item 6)', () => {
  it('accepts a logo of its own, a banner in an ancestor’s folder and the inherited favicon', () => {
    expect(
      lines(
        {
          theme: { logo: 'assets/logo-1a2b.png' },
          ...home({ widget: 'Banner', props: { image: 'assets/hero.webp' } }),
        },
        { 'brands/aurora/assets/logo-1a2b.png': 'png', 'brands/base/assets/hero.webp': 'webp' },
      ),
    ).toEqual([]);
  });

  it('reports a logo, a favicon and a banner that no folder of the chain holds', () => {
    expect(
      lines({
        theme: { logo: 'assets/missing.png', favicon: 'assets/gone.svg' },
        ...home({ widget: 'Banner', props: { image: 'assets/hero.webp' } }),
      }),
    ).toEqual([
      `brands/aurora/brand.json /theme/logo: image "assets/missing.png" is in neither the brand's folder nor an ancestor's. Upload it in the studio, or add brands/aurora/assets/missing.png.`,
      `brands/aurora/brand.json /theme/favicon: image "assets/gone.svg" is in neither the brand's folder nor an ancestor's. Upload it in the studio, or add brands/aurora/assets/gone.svg.`,
      `brands/aurora/brand.json /screens/home/slots/main/1/props/image: image "assets/hero.webp" is in neither the brand's folder nor an ancestor's. Upload it in the studio, or add brands/aurora/assets/hero.webp.`,
    ]);
  });

  it('says so when the missing image is the field’s default, not written in the brand', () => {
    const { root } = makeFixture({ base: baseBrand });
    rmSync(path.join(root, 'brands', 'base', 'assets', 'favicon.svg'));
    const [report] = validateBrands(['base'], { root, definitions });
    expect((report?.issues ?? []).map(formatIssue)).toEqual([
      `brands/base/brand.json /theme/favicon: image "assets/favicon.svg" is in neither the brand's folder nor an ancestor's (the field's default). Upload it in the studio, or add brands/base/assets/favicon.svg.`,
    ]);
  });

  it('reports a default language the brand does not support', () => {
    expect(lines({ languages: { default: 'PT', supported: ['EN', 'MY'] } })).toEqual([
      'brands/aurora/brand.json /languages/default: default language "PT" is not among the supported languages (EN, MY). Add "PT" to the supported languages, or make one of them the default.',
    ]);
  });

  it('accepts a centre page a widget names, by default or written', () => {
    expect(lines(centre(['transfer', 'bets'], { widget: 'Report' }))).toEqual([]);
    expect(lines(centre(['move', 'bets'], { widget: 'Report', props: { actions: { transferPage: 'move' } } }))).toEqual(
      [],
    );
  });

  it('reports a centre page a widget names that its centre does not declare, or a widget outside any centre', () => {
    expect(lines(centre(['transfers', 'bets'], { widget: 'Report' }))).toEqual([
      'brands/aurora/brand.json /screens/agentHome/pages/0/slots/main/0/props/actions/transferPage: page "transfer" is not a page of screen "agentHome". Did you mean "transfers"?',
    ]);
    expect(lines(home({ widget: 'Report', props: { actions: { transferPage: 'bets' } } }))).toEqual([
      'brands/aurora/brand.json /screens/home/slots/main/1/props/actions/transferPage: page "bets" is named outside a centre: the widget is not on a screen or dialog with pages. Put the widget on a page of a centre, or drop the prop.',
    ]);
  });

  it('passes on every committed brand with the real widget catalogue', async () => {
    const reports = validateBrands([], { definitions: await loadWidgetDefinitions() });
    expect(reports.flatMap((report) => report.issues.map(formatIssue))).toEqual([]);
    expect(reports.map((report) => report.id)).toEqual(expect.arrayContaining(['aurora', 'base', 'jade']));
  });
});

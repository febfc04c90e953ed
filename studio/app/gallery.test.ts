import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetStudios } from '../../widgets/studioCatalogue.ts';
import { widgetInfos, type JsonSchema } from '../schema/sections.ts';
import { codesOf, galleryFor, placeAt, summaryOf } from './gallery.ts';

// The gallery as the studio builds it: titles and descriptions from the generated brand schema.
const full = JSON.parse(readFileSync('schemas/generated/brand.schema.json', 'utf8')) as JsonSchema;
const infos = widgetInfos(full);
const base = JSON.parse(readFileSync('brands/base/brand.json', 'utf8')) as unknown;
const offered = (slot: (string | number)[]) => galleryFor(placeAt(base, slot), infos, widgetStudios).map((c) => c.type);

describe('the widget gallery (issue 28, item 4)', () => {
  it('offers the home’s main slot what fits a screen: banners, not the header, a deposit form or the agent’s bar', () => {
    const home = offered(['screens', 'home', 'slots', 'main']);
    expect(home).toEqual(expect.arrayContaining(['BannerCarousel', 'PromoHero', 'HomeGames']));
    for (const type of ['SiteHeader', 'DepositForm', 'AgentStatusBar', 'SignOutConfirm'])
      expect(home).not.toContain(type);
  });

  it('offers a centre’s pages the centre’s forms, a centre’s own slot its bar, the layout its header, a dialog its forms', () => {
    expect(offered(['screens', 'member', 'pages', 2, 'slots', 'main'])).toContain('DepositForm');
    expect(offered(['screens', 'agentHome', 'slots', 'main'])).toEqual(['AgentStatusBar']);
    const layout = offered(['layout', 'header']);
    expect(layout).toContain('SiteHeader');
    expect(layout).not.toContain('BannerCarousel');
    expect(offered(['dialogs', 'login', 'slots', 'main'])).toContain('LoginForm');
  });

  it('adds a widget with its preset: a promo hero arrives with a headline and a call to action', () => {
    const hero = galleryFor('screen', infos, widgetStudios).find((card) => card.type === 'PromoHero');
    expect(hero?.node).toEqual({
      widget: 'PromoHero',
      props: expect.objectContaining({ headline: expect.any(String), cta: { label: 'home.joinNow', to: '/register' } }),
    });
    // A widget whose defaults are enough arrives bare, as a brand author writes it.
    expect(galleryFor('screen', infos, widgetStudios).find((card) => card.type === 'HomeGames')?.node).toEqual({
      widget: 'HomeGames',
    });
  });

  it('describes each widget in one plain line, the spec codes kept apart', () => {
    for (const info of infos) {
      const summary = summaryOf(info.description);
      expect(summary, info.type).not.toMatch(/[A-Z]{2,}-\d|\(\s*\)|\s[,.]/);
      expect(summary, info.type).toMatch(/^[A-Z].*\.$/);
    }
    const banner = infos.find((info) => info.type === 'BannerCarousel')!;
    expect(summaryOf(banner.description)).toBe(
      'The platform’s banners of one group sliding by themselves, each following its linkage when clicked.',
    );
    expect(codesOf(banner.description)).toEqual(['CALL-53', 'HOME-01', 'HOME-02']);
  });

  it('has a picture of every widget that has a place, rendered from its story', () => {
    const missing = Object.entries(widgetStudios)
      .filter(([, studio]) => studio.places.length > 0)
      .map(([type]) => type)
      .filter((type) => !existsSync(path.join('studio', 'thumbnails', `${type}.webp`)));
    expect(
      missing,
      `No gallery picture for ${missing.join(', ')}: run npm run studio:thumbnails -- --only=${missing.join(',')} and commit studio/thumbnails/`,
    ).toEqual([]);
  });
});

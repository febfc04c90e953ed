// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeLocales, withDefaults } from './defaults.ts';

describe('runtime brand defaults', () => {
  const brand = withDefaults({ id: 'mini', name: 'Mini', constants: { lobbyPageSize: 24 } });
  it('fills the spec constants (CONST-02, CONST-37)', () => {
    expect(brand.constants.lobbyPageSize).toBe(24);
    expect(brand.constants.homeSectionSize).toBe(6);
    expect(brand.constants.chunkLoadTimeoutMs).toBe(120000);
    expect(brand.constants.carousel).toEqual({ autoplayMs: 5000, speedMs: 1000, slidesPerView: 3, spaceBetween: 15 });
  });
  it('defaults the language to MY (I18N-01) and the age to 18', () => {
    expect(brand.languages.default).toBe('MY');
    expect(brand.registration.ageLimit).toBe(18);
  });
  it('fills register rule defaults per field', () => {
    expect(brand.registration.rules.username).toMatchObject({ enabled: true, required: true, pattern: 1 });
  });
  it('points assets at the brand folder', () => expect(brand.assetBase).toBe('/brands/mini/'));
});

describe('one resolver for build, platform, stories and tests', () => {
  const widgets = new Map([
    [
      'Hero',
      {
        type: 'object',
        properties: {
          align: { type: 'string', default: 'start' },
          cta: { type: 'object', properties: { to: { type: 'string', default: '/' } } },
        },
      },
    ],
  ]);
  const brand = withDefaults(
    {
      id: 'mini',
      name: 'Mini',
      menus: { top: [{ id: 'home', label: 'menu.home', to: '/' }], side: [], account: [] },
      screens: {
        home: {
          paths: ['/'],
          slots: { main: [{ widget: 'Hero' }, { widget: 'Hero', props: { align: 'center' } }, { widget: 'Unknown' }] },
        },
      },
    },
    { widgets },
  );

  it('fills widget props from the widget schema; authored props win; unknown widgets are left alone', () => {
    const [first, second, unknown] = brand.screens.home!.slots.main!;
    expect(first!.props).toEqual({ align: 'start', cta: { to: '/' } });
    expect(second!.props).toEqual({ align: 'center', cta: { to: '/' } });
    expect(unknown!.props).toBeUndefined();
  });

  it('fills every screen of the map, and creates no empty objects (no `when: {}`)', () => {
    expect(brand.screens.home).toMatchObject({ access: 'public', chrome: { side: true, footer: true } });
    expect(brand.menus.top[0]).not.toHaveProperty('when');
  });

  it('deep-merges locale overrides along the chain, the child winning', () => {
    expect(
      mergeLocales([
        { EN: { menu: { home: 'Home', live: 'Live' } } },
        { EN: { menu: { home: 'Lobby' } }, MY: { a: 'b' } },
      ]),
    ).toEqual({
      EN: { menu: { home: 'Lobby', live: 'Live' } },
      MY: { a: 'b' },
    });
  });
});

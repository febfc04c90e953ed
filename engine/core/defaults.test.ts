import { describe, expect, it } from 'vitest';
import { withDefaults } from './defaults.ts';

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

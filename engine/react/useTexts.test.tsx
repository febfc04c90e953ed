// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n.ts';
import { addTexts } from './useTexts.ts';

const brand = {
  name: 'Test',
  languages: { default: 'EN', supported: ['EN', 'CN', 'PT'] },
  locales: { PT: { shop: { title: 'Loja da marca' } } },
};

describe('a component’s own texts (DESIGN §3, §6b)', () => {
  it('are added once to every language: the language’s own, English where it has none, and the brand’s overrides still win', async () => {
    const i18n = await createI18n(brand as never, 'EN');
    const texts = {
      EN: { shop: { title: 'Shop', buy: 'Buy' } },
      CN: { shop: { title: '商店', buy: '购买' } },
      PT: { shop: { title: 'Loja' } },
    };
    expect(i18n.exists('shop.buy')).toBe(false);
    addTexts(i18n, texts);
    addTexts(i18n, texts);
    expect(i18n.getFixedT('EN')('shop.buy')).toBe('Buy');
    expect(i18n.getFixedT('CN')('shop.title')).toBe('商店');
    expect(i18n.getFixedT('PT')('shop.buy')).toBe('Buy');
    expect(i18n.getFixedT('PT')('shop.title')).toBe('Loja da marca');
  });

  it('never replace the engine’s own texts', async () => {
    const i18n = await createI18n(brand as never, 'EN');
    const before = i18n.t('errors.network');
    addTexts(i18n, { EN: { errors: { network: 'Something else' } } });
    expect(i18n.t('errors.network')).toBe(before);
  });
});

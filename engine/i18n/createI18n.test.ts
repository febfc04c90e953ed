import { afterEach, describe, expect, it } from 'vitest';
import { withDefaults } from '../core/defaults.ts';
import { changeLanguage, createI18n, initialLanguage } from './createI18n.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import my from './locales/my.json';
import pt from './locales/pt.json';

const brand = withDefaults(
  { id: 'x', name: 'Brand X', languages: { default: 'MY', supported: ['MY', 'EN', 'CN', 'PT'] } },
  {
    locales: { EN: { menu: { home: 'Lobby' } } },
  },
);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(() => localStorage.clear());

describe('languages', () => {
  it('CN, MY and PT bundles are complete: every English key is translated', () => {
    const english = keys(en).sort();
    for (const bundle of [cn, my, pt]) expect(keys(bundle).sort()).toEqual(english);
  });

  it('starts in the brand default, MY (I18N-01)', async () => {
    const i18n = await createI18n(brand, initialLanguage(brand, localStorage));
    expect(i18n.language).toBe('MY');
    expect(i18n.t('menu.home')).toBe('Laman utama');
  });

  it('carries the error catalogue texts in every bundle (ERR-19)', async () => {
    const i18n = await createI18n(brand, 'CN');
    expect(i18n.t('errors.network')).toBe(cn.errors.network);
    await changeLanguage(i18n, 'EN', localStorage);
    expect(i18n.t('errors.network')).toMatch(/network/i);
  });

  it('a language the page started without has its texts once the player switches to it (I18N-04)', async () => {
    const i18n = await createI18n(brand, 'MY');
    await changeLanguage(i18n, 'PT', localStorage);
    expect(i18n.t('menu.home')).toBe(pt.menu.home);
    expect(i18n.t('errors.network')).toBe(pt.errors.network);
    await changeLanguage(i18n, 'EN', localStorage);
    expect(i18n.t('menu.home')).toBe('Lobby');
  });

  it('lets brand locale files override any string', async () => {
    const i18n = await createI18n(brand, 'EN');
    expect(i18n.t('menu.home')).toBe('Lobby');
    expect(i18n.t('footer.copyright')).toBe('© 2026 Brand X. All rights reserved.');
  });

  it('stores the choice under historyLanguage and language and sets <html lang> (I18N-04)', async () => {
    const i18n = await createI18n(brand, 'MY');
    await changeLanguage(i18n, 'CN', localStorage);
    expect(localStorage.getItem('language')).toBe('CN');
    expect(localStorage.getItem('historyLanguage')).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(initialLanguage(brand, localStorage)).toBe('CN');
  });

  it('describes the page in the chosen language, with the brand name (meta description)', async () => {
    const i18n = await createI18n(brand, 'MY');
    await changeLanguage(i18n, 'EN', localStorage);
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toMatch(/^Brand X: slots, live casino/);
    await changeLanguage(i18n, 'CN', localStorage);
    expect(description()).toMatch(/^Brand X：老虎机/);
  });

  it('ignores a stored language the brand does not support', () => {
    localStorage.setItem('language', 'JP');
    expect(initialLanguage(brand, localStorage)).toBe('MY');
  });
});

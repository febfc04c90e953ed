import { describe, expect, it } from 'vitest';
import { withDefaults } from '../core/defaults.ts';
import { applyBrandToDocument, themeCss, themeStyle } from './applyTheme.ts';

const brand = withDefaults({
  id: 'aurora',
  name: 'Aurora',
  theme: { colors: { primary: '#e0b243', onPrimary: '#1a1300' }, radius: 12 },
});

describe('theme tokens', () => {
  it('become CSS custom properties', () => {
    const style = themeStyle(brand.theme);
    expect(style['--lv-color-primary']).toBe('#e0b243');
    expect(style['--lv-color-on-primary']).toBe('#1a1300');
    expect(style['--lv-radius']).toBe('12px');
  });

  it('cannot break out of the CSS rule', () => {
    const css = themeCss({ ...brand.theme, fonts: { body: 'x;}</style><script>', heading: 'serif' } });
    expect(css).not.toMatch(/<|>|}\s*</);
    expect(css.startsWith(':root{')).toBe(true);
  });

  it('puts the brand theme, title and favicon on the document', () => {
    applyBrandToDocument(brand);
    expect(document.title).toBe('Aurora');
    expect(document.getElementById('lv-theme')?.textContent).toContain('--lv-color-primary:#e0b243');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/aurora/assets/favicon.svg',
    );
  });
});

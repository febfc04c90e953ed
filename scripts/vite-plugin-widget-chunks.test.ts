// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { widgetChunks } from './vite-plugin-widget-chunks.ts';

const chunk = (fileName: string, extra: Record<string, unknown>) => ({
  type: 'chunk',
  fileName,
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: typeof extra.facadeModuleId === 'string' ? [extra.facadeModuleId] : [],
  ...extra,
});

describe('the widget → chunk manifest', () => {
  it('names, for each widget, its chunk (or the shared chunk that holds it), the chunks and CSS it imports, less what the entry already loads', () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'] }),
      'react.js': chunk('react.js', {}),
      'Header.js': chunk('Header.js', {
        isDynamicEntry: true,
        facadeModuleId: '/w/layout/Header/Header.tsx',
        imports: ['react.js', 'shared.js'],
        viteMetadata: { importedCss: new Set(['Header.css']) },
      }),
      // The language selector is imported by the header too, so it sits in the shared chunk.
      'shared.js': chunk('shared.js', {
        moduleIds: ['/w/layout/Language/Language.tsx', '/w/shared/links.ts'],
        viteMetadata: { importedCss: new Set(['shared.css']) },
      }),
      'Hero.js': chunk('Hero.js', { isDynamicEntry: true, facadeModuleId: '/w/home/Hero/Hero.tsx' }),
      'Other.js': chunk('Other.js', { isDynamicEntry: true, facadeModuleId: '/elsewhere/Other.tsx' }),
    } as unknown as OutputBundle;
    const components = new Map([
      ['/w/layout/Header/Header.tsx', 'SiteHeader'],
      ['/w/home/Hero/Hero.tsx', 'PromoHero'],
      ['/w/layout/Language/Language.tsx', 'LanguageSelector'],
    ]);
    expect(widgetChunks(bundle, components)).toEqual({
      SiteHeader: ['Header.css', 'Header.js', 'shared.css', 'shared.js'],
      PromoHero: ['Hero.js'],
      LanguageSelector: ['shared.css', 'shared.js'],
    });
  });
});

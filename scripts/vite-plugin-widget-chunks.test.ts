// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { COVERS_PHONE_SCREEN_KEY, WIDGET_CHUNKS_FILE, wideChunkKey } from '../engine/core/widgetChunks.ts';
import { widgetChunkManifest, widgetChunks } from './vite-plugin-widget-chunks.ts';

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

  it('reads from the widgets’ declarations which cover a phone’s screen and which have a part only wider screens draw (issue 30)', () => {
    const root = process.cwd();
    const outDir = mkdtempSync(path.join(tmpdir(), 'livery-chunks-'));
    const plugin = widgetChunkManifest() as unknown as {
      configResolved: (config: unknown) => void;
      transform: (code: string, id: string) => unknown;
      writeBundle: (options: unknown, bundle: OutputBundle) => void;
    };
    plugin.configResolved({ root, build: { outDir } });
    const folder = (type: string) => path.join(root, 'widgets', 'test', type);
    // As the bundler hands them over: TypeScript already turned into JavaScript.
    plugin.transform(
      `export default defineWidget({ type: "Grid", schema, load: () => import("./Grid.tsx"),\n  coversPhoneScreen: true,\n});`,
      path.join(folder('Grid'), 'index.ts'),
    );
    plugin.transform(
      `export default defineWidget({ type: "Header", schema, load: () => import("./Header.tsx"), wide: headerParts.load });`,
      path.join(folder('Header'), 'index.ts'),
    );
    plugin.transform(
      `export const headerParts = widePart(() => import("./Parts.tsx"));`,
      path.join(folder('Header'), 'headerParts.ts'),
    );
    const dynamic = (fileName: string, facadeModuleId: string) =>
      chunk(fileName, { isDynamicEntry: true, facadeModuleId });
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true }),
      'Grid.js': dynamic('Grid.js', path.join(folder('Grid'), 'Grid.tsx')),
      'Header.js': dynamic('Header.js', path.join(folder('Header'), 'Header.tsx')),
      'Parts.js': dynamic('Parts.js', path.join(folder('Header'), 'Parts.tsx')),
    } as unknown as OutputBundle;
    plugin.writeBundle({}, bundle);
    const manifest = JSON.parse(readFileSync(path.join(outDir, WIDGET_CHUNKS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(manifest).toMatchObject({
      Grid: ['Grid.js'],
      Header: ['Header.js'],
      [wideChunkKey('Header')]: ['Parts.js'],
    });
    expect(manifest[COVERS_PHONE_SCREEN_KEY]).toEqual(['Grid']);
  });
});

import { describe, expect, it } from 'vitest';
import { createWidgetRegistry, widgetDefinitions } from './catalogue.ts';

describe('widget catalogue', () => {
  it('registers every widget once and each loads a component', async () => {
    const registry = createWidgetRegistry();
    expect(registry.types()).toEqual(['CategoryTiles', 'LanguageSelector', 'PromoHero', 'SideMenu', 'SiteFooter', 'SiteHeader']);
    for (const definition of widgetDefinitions) {
      expect(definition.schema).toHaveProperty('title');
      expect(typeof (await registry.load(definition.type))).toBe('function');
    }
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DuplicateWidgetError, UnknownWidgetError, WidgetRegistry, nearest } from './registry.ts';

const widget = (type: string, load = vi.fn(async () => ({ default: type }))) => ({
  type,
  area: 'test',
  schema: {},
  load,
});

describe('WidgetRegistry', () => {
  it('looks widgets up by their exact type only', () => {
    const registry = new WidgetRegistry([widget('SiteHeader')]);
    expect(registry.get('SiteHeader').type).toBe('SiteHeader');
    expect(() => registry.get('siteheader')).toThrow(UnknownWidgetError);
  });

  it('suggests the nearest known type for an unknown one', () => {
    const registry = new WidgetRegistry([widget('SiteHeader'), widget('SiteFooter')]);
    expect(() => registry.get('SiteHeadr')).toThrow('Did you mean "SiteHeader"?');
  });

  it('refuses a type registered twice', () => {
    const registry = new WidgetRegistry([widget('SideMenu')]);
    expect(() => registry.register(widget('SideMenu'))).toThrow(DuplicateWidgetError);
  });

  it('loads a widget lazily, once, however many places ask', async () => {
    const load = vi.fn(async () => ({ default: 'component' }));
    const registry = new WidgetRegistry([widget('PromoHero', load)]);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([registry.load('PromoHero'), registry.load('PromoHero')]);
    expect(a).toBe('component');
    expect(b).toBe('component');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so that a retry fetches the chunk again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce({ default: 'ok' });
    const registry = new WidgetRegistry([widget('Flaky', load)]);
    await expect(registry.load('Flaky')).rejects.toThrow('chunk missing');
    await expect(registry.load('Flaky')).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps registries apart: two brands side by side do not share widgets', () => {
    const one = new WidgetRegistry([widget('A')]);
    const two = new WidgetRegistry();
    expect(two.has('A')).toBe(false);
    expect(one.types()).toEqual(['A']);
  });
});

describe('nearest', () => {
  it('finds close words and ignores far ones', () => {
    expect(nearest('colour', ['color', 'radius'])).toBe('color');
    expect(nearest('zzzzzz', ['color', 'radius'])).toBeUndefined();
  });
});

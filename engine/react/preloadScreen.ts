import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { ConditionContext } from '../core/conditions.ts';
import type { WidgetRegistry } from '../core/registry.ts';
import { findScreen, resolveScreen } from '../core/screens.ts';

/**
 * Starts loading the widgets the first screen shows — the layout's and those of the screen the
 * path asks for, as far as their conditions allow now — while system status is still on its way.
 * When the app renders, their chunks have arrived and the page appears whole, with nothing popping
 * in after the first paint. A widget a condition hides is not loaded.
 */
export function preloadScreen(
  brand: Pick<RuntimeBrand, 'screens' | 'layout' | 'constants'>,
  registry: WidgetRegistry<unknown>,
  pathname: string,
  context: ConditionContext,
): Promise<void> {
  const id = findScreen(brand.screens, pathname) ?? findScreen(brand.screens, '/');
  if (!id) return Promise.resolve();
  const { slots } = resolveScreen(brand, id, context);
  const nodes = [...slots.header, ...slots.side, ...slots.main, ...slots.footer, ...slots.bottom];
  const types = [...new Set(nodes.map((node) => node.widget))].filter((type) => registry.has(type));
  return Promise.allSettled(types.map((type) => registry.loadWithin(type, brand.constants.chunkLoadTimeoutMs))).then(() => undefined);
}

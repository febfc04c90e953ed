import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { ConditionContext } from '../core/conditions.ts';
import type { FirstCall, WidgetRegistry } from '../core/registry.ts';
import { nodesOfFirstPaint } from '../core/firstPaint.ts';
import { findScreen, resolveScreen } from '../core/screens.ts';
import { loadCentreView } from './centre/lazyCentre.tsx';
import { readable, readableValue } from '../core/util/readable.ts';

/** The first screen's platform calls: who sends them, and the language tag they carry. */
export interface FirstCalls {
  start: (call: FirstCall) => void;
  language: string;
  /** The address's query (?filter=HOT …), which some first calls follow. */
  search: string;
}

/**
 * Starts loading the widgets the first screen shows — the layout's and those of the screen the
 * path asks for, as far as their conditions allow now, less the slots drawn after the first paint —
 * while system status is still on its way.
 * When the app renders, their chunks have arrived and the page appears whole, with nothing popping
 * in after the first paint. A widget a condition hides is not loaded. With `calls`, the calls those
 * widgets declare (`firstCalls`) start too: the home's banners are asked for before the app draws.
 */
export function preloadScreen(
  brand: Pick<RuntimeBrand, 'screens' | 'layout' | 'constants' | 'merchantCode'>,
  registry: WidgetRegistry<unknown>,
  pathname: string,
  context: ConditionContext,
  calls?: FirstCalls,
): Promise<void> {
  const id = findScreen(brand.screens, pathname) ?? findScreen(brand.screens, '/');
  if (!id) return readableValue(undefined);
  const { slots } = resolveScreen(brand, id, context);
  // What the first paint leaves out loads after it (engine/core/firstPaint.ts), not before.
  const nodes = nodesOfFirstPaint(slots, context.device === 'mobile');
  const types = [...new Set(nodes.map((node) => node.widget))].filter((type) => registry.has(type));
  if (calls) {
    const place = { pathname, params: new URLSearchParams(calls.search), brand, session: context.session };
    for (const node of nodes) {
      if (!registry.has(node.widget)) continue;
      for (const call of registry.get(node.widget).firstCalls?.(node.props ?? {}, calls.language, place) ?? [])
        calls.start(call);
    }
  }
  const loads: Promise<unknown>[] = types.map((type) => registry.loadWithin(type, brand.constants.chunkLoadTimeoutMs));
  // A centre (the member or agent centre opened by its link) comes whole too: its view is a chunk of its own.
  if (brand.screens[id]?.pages) loads.push(loadCentreView());
  // Readable at once by the gate when it opens after them (the usual case: no fallback, no wait).
  return readable(Promise.allSettled(loads).then(() => undefined));
}

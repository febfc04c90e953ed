import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { ConditionContext } from '../core/conditions.ts';
import type { FirstCall, WidgetRegistry } from '../core/registry.ts';
import { nodesOfFirstPaint } from '../core/firstPaint.ts';
import { findScreen, resolveScreen } from '../core/screens.ts';
import { loadCentreView } from './centre/lazyCentre.tsx';
import { readable, readableValue } from '../core/util/readable.ts';
import { withTimeout } from '../core/loadWithTimeout.ts';

/** The first screen's platform calls: who sends them, and the language tag they carry. */
export interface FirstCalls {
  start: (call: FirstCall) => void;
  /** The answer of a call started: for the widgets that name their first picture from it (`firstImage`). */
  answer?: (call: FirstCall) => Promise<unknown>;
  /** The platform's image host, once system status has said it. */
  imageHost?: () => Promise<string | null>;
  language: string;
  /** The address's query (?filter=HOT …), which some first calls follow. */
  search: string;
}

/**
 * Starts loading the widgets the first screen shows — the layout's and those of the screen the
 * path asks for, as far as their conditions allow now, less what is drawn after the first paint —
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
  const nodes = nodesOfFirstPaint(slots, context.device === 'mobile', registry.coversPhoneScreen);
  const types = [...new Set(nodes.map((node) => node.widget))].filter((type) => registry.has(type));
  if (calls) {
    const place = { pathname, params: new URLSearchParams(calls.search), brand, session: context.session };
    for (const node of nodes) {
      if (!registry.has(node.widget)) continue;
      const { firstCalls, firstImage } = registry.get(node.widget);
      const declared = firstCalls?.(node.props ?? {}, calls.language, place) ?? [];
      for (const call of declared) calls.start(call);
      const { answer, imageHost } = calls;
      if (!firstImage || !answer || !imageHost) continue;
      // The picture is fetched as soon as its answers and the image host are in, before the screen draws.
      void Promise.all([Promise.all(declared.map(answer)), imageHost()])
        .then(([answers, host]) => {
          const url = firstImage(node.props ?? {}, answers, host);
          if (url) preloadImage(url);
        })
        .catch(() => undefined);
    }
  }
  const loads: Promise<unknown>[] = types.map((type) => registry.loadWithin(type, brand.constants.chunkLoadTimeoutMs));
  // A wider screen draws the widgets' wide parts too (the header's navigation): they come with them.
  if (context.device !== 'mobile')
    for (const type of types) {
      const wide = registry.get(type).wide;
      if (wide) loads.push(withTimeout(wide, brand.constants.chunkLoadTimeoutMs));
    }
  // A centre (the member or agent centre opened by its link) comes whole too: its view is a chunk of its own.
  if (brand.screens[id]?.pages) loads.push(loadCentreView());
  // Readable at once by the gate when it opens after them (the usual case: no fallback, no wait).
  return readable(Promise.allSettled(loads).then(() => undefined));
}

/** Fetches a picture ahead, at high priority, as the page's largest paint (once per address). */
function preloadImage(url: string): void {
  if (typeof document === 'undefined') return;
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (known.some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

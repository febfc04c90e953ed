import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { CentrePage } from '../../../schemas/brand/index.ts';
import { visible, type ConditionContext } from '../../core/conditions.ts';
import type { FirstCall, WidgetRegistry } from '../../core/registry.ts';
import type { DataClient } from '../../data/dataClient.ts';
import { useBrand, useEngine, useRegistry } from '../context.tsx';
import { usePlatformLanguage } from '../usePlatformLanguage.ts';

/**
 * The calls a centre page's widget makes as it first draws, from its props and the language tag
 * calls send. A widget sets it on its component (`MirrorSites.pageCalls = …`), so it travels in the
 * widget's own chunk and costs the home nothing; the centre asks them when the player points at
 * the page's menu entry, and the page draws their answers when it opens.
 */
export type PageCalls<P = Readonly<Record<string, unknown>>> = (props: P, language: string) => readonly FirstCall[];

export interface PagePrefetcher {
  /** Loads the page's widget chunks in the background (its menu entry is on the screen). */
  chunks(page: CentrePage): void;
  /** Loads its chunks and starts its widgets' first calls now (the player points at, focuses or touches its entry). */
  intent(page: CentrePage): void;
}

export interface PagePrefetchOptions {
  registry: WidgetRegistry<unknown>;
  data: Pick<DataClient, 'prefetch'>;
  context: ConditionContext;
  language: string;
  /** The brand's chunk timeout, the one the page's own render loads with. */
  chunkTimeoutMs: number;
}

/**
 * What a centre's menu loads ahead of a click (issue 26, item 13): a page opened from another
 * draws at once, with no chunk to wait for and, where its widgets declare their first calls, no
 * answer either. A chunk that fails to arrive is left for the page's own render, which shows the
 * failure with its retry; nothing here shows or throws.
 */
export function createPagePrefetcher({
  registry,
  data,
  context,
  language,
  chunkTimeoutMs,
}: PagePrefetchOptions): PagePrefetcher {
  const nodesOf = (page: CentrePage) => visible(page.slots.main, context).filter((node) => registry.has(node.widget));
  const load = (type: string) =>
    registry.load(type).then((component) => {
      // Read as the page's render reads it: already settled, so the page draws in the click's own pass.
      registry.loadWithin(type, chunkTimeoutMs).catch(() => undefined);
      return component;
    });
  return {
    chunks(page) {
      for (const node of nodesOf(page)) load(node.widget).catch(() => undefined);
    },
    intent(page) {
      for (const node of nodesOf(page)) {
        load(node.widget).then(
          (component) => {
            const calls = (component as { pageCalls?: PageCalls } | null)?.pageCalls;
            for (const call of calls?.(node.props ?? {}, language) ?? []) data.prefetch(call.name, call.params);
          },
          () => undefined,
        );
      }
    },
  };
}

/** Runs `work` when the page has nothing else to do (or soon, where there is no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/** The attribute a menu entry names its page by, for the visibility watch. */
export const PAGE_ATTRIBUTE = 'data-prefetch-page';

/**
 * A centre menu's prefetching: each entry's page chunks load when the entry comes on the screen
 * (in idle time, after the page shown has drawn), and its first calls too when the player points
 * at it, focuses it or touches it. Gives the ref for the menu and the handlers for each entry.
 */
export function useMenuPrefetch(
  pages: readonly CentrePage[],
  context: ConditionContext,
): {
  menuRef: RefObject<HTMLElement | null>;
  intentOf: (page: CentrePage) => { onPointerEnter: () => void; onFocus: () => void; onTouchStart: () => void };
} {
  const registry = useRegistry();
  const { data } = useEngine();
  const { constants } = useBrand();
  const language = usePlatformLanguage();
  const prefetcher = useMemo(
    () => createPagePrefetcher({ registry, data, context, language, chunkTimeoutMs: constants.chunkLoadTimeoutMs }),
    [registry, data, context, language, constants.chunkLoadTimeoutMs],
  );
  const menuRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const byId = new Map(pages.map((page) => [page.id, page]));
    const stops: (() => void)[] = [];
    const prefetch = (element: Element) => {
      const page = byId.get(element.getAttribute(PAGE_ATTRIBUTE) ?? '');
      if (page) stops.push(whenIdle(() => prefetcher.chunks(page)));
    };
    const entries = [...menu.querySelectorAll(`[${PAGE_ATTRIBUTE}]`)];
    if (typeof IntersectionObserver === 'undefined') {
      entries.forEach(prefetch);
      return () => stops.forEach((stop) => stop());
    }
    const observer = new IntersectionObserver((seen) => {
      for (const entry of seen) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    entries.forEach((entry) => observer.observe(entry));
    return () => {
      observer.disconnect();
      stops.forEach((stop) => stop());
    };
  }, [pages, prefetcher]);
  const intentOf = useCallback(
    (page: CentrePage) => {
      const go = () => prefetcher.intent(page);
      return { onPointerEnter: go, onFocus: go, onTouchStart: go };
    },
    [prefetcher],
  );
  return { menuRef, intentOf };
}

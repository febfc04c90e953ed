import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

export { PHONE_QUERY } from '../core/firstPaint.ts';

/** What the site shell around a widget shows, so widgets do not repeat each other (one language selector a page). */
export interface ShellState {
  /** The left side menu is on this page (ROUTE-17 hides it on game pages). */
  hasSide: boolean;
  /** The id of the side menu's container, for the menu button's aria-controls. */
  sideId: string;
  /** On a phone, the side menu is open as a drawer over the page. */
  drawerOpen: boolean;
  /** Opens the side menu as a drawer; focus returns to `from` when it closes. */
  openDrawer(from?: HTMLElement | null): void;
  closeDrawer(): void;
}

/** Outside a screen (stories of one widget, tests): no side menu, no drawer. */
export const NO_SHELL: ShellState = {
  hasSide: false,
  sideId: 'lv-side',
  drawerOpen: false,
  openDrawer: () => undefined,
  closeDrawer: () => undefined,
};

export const ShellContext = createContext<ShellState>(NO_SHELL);

export const useShell = (): ShellState => useContext(ShellContext);

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether a media query matches now, kept in step as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches),
    () => false,
  );
}

/** Whether the page's first paint is behind it: the browser has been idle since, or the player has acted. */
let afterFirstPaint = false;
const waiting = new Set<() => void>();

function firstPaintDone(): void {
  if (afterFirstPaint) return;
  afterFirstPaint = true;
  for (const notify of [...waiting]) notify();
  waiting.clear();
}

/** How long the idle wait may take at most, so a page that is never idle still completes. */
const IDLE_TIMEOUT_MS = 2_000;

function subscribeFirstPaint(notify: () => void): () => void {
  if (afterFirstPaint) return () => undefined;
  if (waiting.size === 0 && typeof window !== 'undefined') {
    // After a frame has been painted, then at the next idle moment; any input comes first.
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
      window.addEventListener(type, firstPaintDone, { once: true, capture: true, passive: true });
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(firstPaintDone, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(firstPaintDone, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(whenIdle);
    else whenIdle();
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * false on the page's first paint, true once the browser has been idle after it or the player has
 * acted (DESIGN §6b): what the first screen does not show (the footer, a phone's closed drawer, the
 * banners' motion) waits for it. Later screens of the same visit render whole at once. The change is
 * a transition: what waited renders in slices the browser can answer input between, never as one
 * long task just after the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(afterFirstPaint);
  useEffect(() => {
    if (painted) return;
    const done = () => startTransition(() => setPainted(true));
    // Past it already (between this render and its effect): at once.
    if (afterFirstPaint) return void done();
    return subscribeFirstPaint(done);
  }, [painted]);
  return painted;
}

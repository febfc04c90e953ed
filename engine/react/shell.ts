import { createContext, useContext, useSyncExternalStore } from 'react';

/** Phones: up to this width the side menu is a drawer and the tab bar shows (tablets and desktops keep the column). */
export const PHONE_QUERY = '(max-width: 768px)';

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

import { createContext, useContext } from 'react';

/** What the site shell around a widget shows, so widgets do not repeat each other (one language selector a page). */
export interface ShellState {
  /** The left side menu is on this page (ROUTE-17 hides it on game pages). */
  hasSide: boolean;
}

export const ShellContext = createContext<ShellState>({ hasSide: false });

export const useShell = (): ShellState => useContext(ShellContext);

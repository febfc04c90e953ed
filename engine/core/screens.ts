import type { Layout, RuntimeBrand, Screen, WidgetNode } from '../../schemas/brand/index.ts';
import { visible, type ConditionContext } from './conditions.ts';

export interface ResolvedScreen {
  id: string;
  screen: Screen;
  /** Widget nodes per slot, conditions already applied, in order. */
  slots: { header: WidgetNode[]; side: WidgetNode[]; main: WidgetNode[]; footer: WidgetNode[]; bottom: WidgetNode[] };
}

/** Lower-cases and drops a trailing slash, so /Home/ finds /home. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

/** Every path a screen answers: its own, then those that open a dialog over it (`opens`). */
export function screenPaths(screen: Pick<Screen, 'paths' | 'opens'>): string[] {
  return [...screen.paths, ...Object.keys(screen.opens ?? {})];
}

/** Path → screen id for every screen of the brand. A path claimed twice keeps its first screen. */
export function routeTable(screens: Record<string, Screen>): Map<string, string> {
  const table = new Map<string, string>();
  for (const [id, screen] of Object.entries(screens)) {
    for (const path of screenPaths(screen)) {
      const key = normalizePath(path);
      if (!table.has(key)) table.set(key, id);
    }
  }
  return table;
}

/** The dialog a path opens over its screen (`opens`), if any: /login → login (ROUTE-03). */
export function dialogForPath(screen: Pick<Screen, 'opens'>, pathname: string): string | undefined {
  const wanted = normalizePath(pathname);
  return Object.entries(screen.opens ?? {}).find(([path]) => normalizePath(path) === wanted)?.[1];
}

/** One route table a brand's screens (a brand's screens never change in place: an edit is a new object). */
const tables = new WeakMap<Record<string, Screen>, Map<string, string>>();

export function findScreen(screens: Record<string, Screen>, pathname: string): string | undefined {
  let table = tables.get(screens);
  if (!table) tables.set(screens, (table = routeTable(screens)));
  return table.get(normalizePath(pathname));
}

/** The screen's slots with the layout around it, conditions evaluated. */
export function resolveScreen(
  brand: Pick<RuntimeBrand, 'screens' | 'layout'>,
  id: string,
  context: ConditionContext,
): ResolvedScreen {
  const screen = brand.screens[id];
  if (!screen) throw new Error(`Screen "${id}" does not exist.`);
  const layout: Layout = brand.layout ?? {};
  const chrome = { side: true, footer: true, ...screen.chrome };
  return {
    id,
    screen,
    slots: {
      header: visible(layout.header, context),
      side: chrome.side ? visible(layout.side, context) : [],
      main: visible(screen.slots.main, context),
      footer: chrome.footer ? visible(layout.footer, context) : [],
      // The phone's tab bar goes with the side menu: game pages, which hide one, hide both (ROUTE-17).
      bottom: chrome.side ? visible(layout.bottom, context) : [],
    },
  };
}

type SlotHost = {
  slots?: { main?: readonly WidgetNode[] };
  pages?: readonly { slots: { main?: readonly WidgetNode[] } }[];
};

/** The widget nodes of a screen or dialog: its main slot and every page's. */
export function hostNodes(host: SlotHost): WidgetNode[] {
  return [...(host.slots?.main ?? []), ...(host.pages ?? []).flatMap((page) => page.slots.main ?? [])];
}

/** Every widget type a brand uses, in any slot of any screen, dialog, centre page or the layout. */
export function widgetTypesUsed(
  brand: Pick<RuntimeBrand, 'screens' | 'layout'> & Partial<Pick<RuntimeBrand, 'dialogs'>>,
): Set<string> {
  const types = new Set<string>();
  const nodes = [
    ...Object.values(brand.layout ?? {}).flat(),
    ...Object.values(brand.screens).flatMap(hostNodes),
    ...Object.values(brand.dialogs ?? {}).flatMap(hostNodes),
  ];
  for (const node of nodes) if (node) types.add(node.widget);
  return types;
}

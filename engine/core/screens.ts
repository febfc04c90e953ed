import type { Layout, RuntimeBrand, Screen, WidgetNode } from '../../schemas/brand/index.ts';
import { visible, type ConditionContext } from './conditions.ts';

export interface ResolvedScreen {
  id: string;
  screen: Screen;
  /** Widget nodes per slot, conditions already applied, in order. */
  slots: { header: WidgetNode[]; side: WidgetNode[]; main: WidgetNode[]; footer: WidgetNode[] };
}

/** Lower-cases and drops a trailing slash, so /Home/ finds /home. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

/** Path → screen id for every screen of the brand. A path claimed twice keeps its first screen. */
export function routeTable(screens: Record<string, Screen>): Map<string, string> {
  const table = new Map<string, string>();
  for (const [id, screen] of Object.entries(screens)) {
    for (const path of screen.paths) {
      const key = normalizePath(path);
      if (!table.has(key)) table.set(key, id);
    }
  }
  return table;
}

export function findScreen(screens: Record<string, Screen>, pathname: string): string | undefined {
  return routeTable(screens).get(normalizePath(pathname));
}

/** The screen's slots with the layout around it, conditions evaluated. */
export function resolveScreen(brand: Pick<RuntimeBrand, 'screens' | 'layout'>, id: string, context: ConditionContext): ResolvedScreen {
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
    },
  };
}

/** Every widget type a brand uses, in any slot of any screen or the layout. */
export function widgetTypesUsed(brand: Pick<RuntimeBrand, 'screens' | 'layout'>): Set<string> {
  const types = new Set<string>();
  const nodes = [
    ...Object.values(brand.layout ?? {}).flat(),
    ...Object.values(brand.screens).flatMap((screen) => screen.slots.main),
  ];
  for (const node of nodes) if (node) types.add(node.widget);
  return types;
}

import { WidgetRegistry } from '../engine/core/registry.ts';
import type { ReactWidgetDefinition, WidgetComponent } from '../engine/react/defineWidget.ts';
import CategoryTiles from './home/CategoryTiles/index.ts';
import PromoHero from './home/PromoHero/index.ts';
import LanguageSelector from './layout/LanguageSelector/index.ts';
import SideMenu from './layout/SideMenu/index.ts';
import SiteFooter from './layout/SiteFooter/index.ts';
import SiteHeader from './layout/SiteHeader/index.ts';

export const widgetDefinitions: ReactWidgetDefinition[] = [SiteHeader, LanguageSelector, SideMenu, SiteFooter, PromoHero, CategoryTiles];

export function createWidgetRegistry(): WidgetRegistry<WidgetComponent> {
  return new WidgetRegistry<WidgetComponent>(widgetDefinitions);
}

import { brandSchema, type BrandDocument, type RuntimeBrand } from '../../schemas/brand/index.ts';
import { applyDefaults, clone, type Schema } from './applyDefaults.ts';
import { deepMerge } from './merge.ts';
import { isRecord as isObject } from './util/isRecord.ts';

export { applyDefaults };

/** A widget's props schema by widget type (the catalogue's definitions; none in a bare engine). */
export type WidgetPropsSchemas = ReadonlyMap<string, { readonly [key: string]: unknown }>;

/** Every widget node's props take their widget's defaults; a node of an unknown type is left as it is. */
function fillWidgetProps(slots: unknown, widgets: WidgetPropsSchemas): void {
  if (!isObject(slots)) return;
  for (const nodes of Object.values(slots)) {
    if (!Array.isArray(nodes)) continue;
    for (const node of nodes) {
      const schema = isObject(node) && typeof node.widget === 'string' ? widgets.get(node.widget) : undefined;
      if (schema && isObject(node)) node.props = applyDefaults(schema as Schema, node.props ?? {});
    }
  }
}

/** Locale overrides along an `extends` chain, ancestors first, deep-merged by language. */
export function mergeLocales(chain: readonly RuntimeBrand['locales'][]): RuntimeBrand['locales'] {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const locales of chain) {
    for (const [language, bundle] of Object.entries(locales))
      if (bundle) merged[language] = deepMerge(merged[language] ?? {}, bundle);
  }
  return merged;
}

export interface RuntimeOptions {
  /** Locale overrides, already merged along the chain (mergeLocales). */
  locales?: RuntimeBrand['locales'];
  /** Widget props schemas: with them, widget props get their defaults too. */
  widgets?: WidgetPropsSchemas;
}

/**
 * A merged brand document (extends already resolved) as the runtime brand the player loads: the
 * one resolver for the build, the platform, Storybook and tests, with no validator involved.
 */
export function withDefaults(document: BrandDocument, options: RuntimeOptions = {}): RuntimeBrand {
  const filled = applyDefaults(brandSchema as unknown as Schema, clone(document)) as Record<string, unknown>;
  const brand = {
    ...filled,
    hosts: (filled.hosts as string[] | undefined) ?? [],
    api: (filled.api as RuntimeBrand['api'] | undefined) ?? { baseUrl: '' },
    layout: (filled.layout as RuntimeBrand['layout'] | undefined) ?? {},
    screens: (filled.screens as RuntimeBrand['screens'] | undefined) ?? {},
    dialogs: (filled.dialogs as RuntimeBrand['dialogs'] | undefined) ?? {},
    locales: options.locales ?? {},
    assetBase: `/brands/${document.id}/`,
  } as RuntimeBrand;
  if (options.widgets) {
    fillWidgetProps(brand.layout, options.widgets);
    for (const host of [...Object.values(brand.screens), ...Object.values(brand.dialogs)]) {
      fillWidgetProps(host.slots, options.widgets);
      for (const page of host.pages ?? []) fillWidgetProps(page.slots, options.widgets);
    }
  }
  return brand;
}

import type { BrandDocument, RuntimeBrand } from '../schemas/brand/index.ts';
import { mergeLocales, withDefaults } from '../engine/core/defaults.ts';
import { widgetDefinitions } from '../widgets/catalogue.ts';
import { servableBrandIds } from '../engine/core/brands.ts';
import { inheritanceChain, resolveBrand } from '../engine/core/merge.ts';

/** Every brand document, loaded synchronously so stories can render any brand side by side. */
const documents = import.meta.glob<BrandDocument>('../brands/*/brand.json', { eager: true, import: 'default' });
const localeFiles = import.meta.glob<Record<string, unknown>>('../brands/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** Widget props get their defaults in stories exactly as in the built brand. */
const widgetSchemas = new Map(
  widgetDefinitions.map((definition) => [definition.type, definition.schema as Record<string, unknown>]),
);

const byId = new Map<string, BrandDocument>();
for (const document of Object.values(documents)) byId.set(document.id, document);

/** Locale overrides of a brand and its ancestors, by language code (file name upper-cased), merged as the build merges them. */
function localesOf(id: string): RuntimeBrand['locales'] {
  const chain = inheritanceChain(id, (other) => byId.get(other)).map((document) => document.id);
  return mergeLocales(
    chain.map((brandId) => {
      const own: Record<string, Record<string, unknown>> = {};
      for (const [file, bundle] of Object.entries(localeFiles)) {
        const match = file.match(/brands\/([^/]+)\/locales\/([^/]+)\.json$/);
        if (match && match[1] === brandId) own[match[2]!.toUpperCase()] = bundle;
      }
      return own;
    }),
  );
}

/** Ids of the brands a site can be (base is only a parent). */
export const brandIds: string[] = servableBrandIds(byId.keys());

/** Where .storybook/main.ts serves brands/ (staticDirs). */
export const ASSET_ROOT = '/brand-assets/';

const cache = new Map<string, RuntimeBrand>();

/** The runtime brand as the player would load it: merged along `extends`, with defaults. */
export function runtimeBrand(id: string): RuntimeBrand {
  let brand = cache.get(id);
  if (!brand) {
    const resolved = withDefaults(
      resolveBrand(id, (other) => byId.get(other)),
      { locales: localesOf(id), widgets: widgetSchemas },
    );
    brand = { ...resolved, assetBase: `${ASSET_ROOT}${id}/` };
    cache.set(id, brand);
  }
  return brand;
}

/** The props a brand gives the first node of a widget type on its screens, so stories show what the brand shows. */
export function brandWidgetProps<Props = Record<string, unknown>>(
  id: string,
  widget: string,
): Partial<Props> | undefined {
  const brand = runtimeBrand(id);
  const slots = [
    ...Object.values(brand.layout ?? {}),
    ...Object.values(brand.screens).flatMap((screen) => Object.values(screen.slots ?? {})),
  ];
  for (const nodes of slots) {
    for (const node of (nodes ?? []) as { widget: string; props?: Record<string, unknown> }[]) {
      if (node.widget === widget) return (node.props ?? {}) as Partial<Props>;
    }
  }
  return undefined;
}

import path from 'node:path';
import { readAllBrands, type BrandSource } from './files.ts';
import { chainOf, mergedLocales } from './library.ts';
import { withDefaults } from '../core/defaults.ts';
import { resolveBrand } from '../core/merge.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { WidgetSchemaSource } from './schema.ts';
import { lookupIn } from './validate.ts';

export interface RuntimeOptions {
  root?: string;
  definitions: readonly WidgetSchemaSource[];
  /** Already-read brands, so a build reads each file once. */
  brands?: ReadonlyMap<string, BrandSource>;
}

/** The runtime brand the player loads from /brands/<id>.json */
export function buildRuntimeBrand(id: string, options: RuntimeOptions): RuntimeBrand {
  const root = path.resolve(options.root ?? process.cwd());
  const brands = options.brands ?? readAllBrands(root);
  return withDefaults(resolveBrand(id, lookupIn(brands)), {
    locales: mergedLocales(root, chainOf(id, brands)),
    widgets: new Map(options.definitions.map((definition) => [definition.type, definition.schema])),
  });
}

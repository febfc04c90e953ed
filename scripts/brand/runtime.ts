import fs from 'node:fs';
import path from 'node:path';
import type { HostMap } from '../../engine/core/hosts.ts';
import { mergeLocales, withDefaults } from '../../engine/core/defaults.ts';
import { resolveBrand } from '../../engine/core/merge.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { localeFiles, readAllBrands, readJson, type BrandSource } from './files.ts';
import type { WidgetSchemaSource } from './schema.ts';
import { chainOf, lookupIn } from './validate.ts';

type Node = { [key: string]: unknown };
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** base is abstract: every brand builds on it, none is served as it. */
export const ABSTRACT_BRANDS: readonly string[] = ['base'];

export interface RuntimeOptions {
  root?: string;
  definitions: readonly WidgetSchemaSource[];
  /** Already-read brands, so a build reads each file once. */
  brands?: ReadonlyMap<string, BrandSource>;
}

/** Locale overrides along the chain, ancestors first, by language file name (en, my …). */
export function mergedLocales(root: string, chain: readonly BrandSource[]): RuntimeBrand['locales'] {
  return mergeLocales(
    chain.map((brand) => {
      const own: Record<string, Record<string, unknown>> = {};
      for (const [language, file] of localeFiles(brand.dir)) {
        const read = readJson(root, file);
        if (read.ok && isObject(read.value)) own[language] = read.value;
      }
      return own;
    }),
  );
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

export function servableBrandIds(brands: ReadonlyMap<string, BrandSource>): string[] {
  return [...brands.keys()].filter((id) => !ABSTRACT_BRANDS.includes(id)).sort();
}

/**
 * Host → brand map for the player. The default brand (for unknown hosts) is LIVERY_DEFAULT_BRAND
 * when that names a servable brand, else the first servable id in alphabetical order: a rule
 * anyone can predict from the folder list, with no extra field in brand.json.
 */
export function buildHostMap(root = process.cwd(), brands: ReadonlyMap<string, BrandSource> = readAllBrands(path.resolve(root))): HostMap {
  const ids = servableBrandIds(brands);
  const hosts: Record<string, string> = {};
  for (const id of ids) {
    const own = brands.get(id)?.document?.hosts;
    for (const host of Array.isArray(own) ? own : []) {
      const key = String(host).toLowerCase();
      if (!(key in hosts)) hosts[key] = id;
    }
  }
  const wanted = process.env.LIVERY_DEFAULT_BRAND;
  const defaultBrand = wanted && ids.includes(wanted) ? wanted : (ids[0] ?? '');
  return { defaultBrand, hosts, brands: ids };
}

/** Resolves an asset path along the chain: the brand's own file wins over its ancestors'. */
export function resolveAsset(chain: readonly BrandSource[], relative: string): string | undefined {
  const clean = path.posix.normalize(relative.replace(/\\/g, '/'));
  if (clean.startsWith('..') || path.posix.isAbsolute(clean)) return undefined;
  for (const brand of [...chain].reverse()) {
    const file = path.join(brand.dir, 'assets', clean);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

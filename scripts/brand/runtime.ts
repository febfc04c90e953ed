import fs from 'node:fs';
import path from 'node:path';
import type { HostMap } from '../../engine/core/hosts.ts';
import { deepMerge, resolveBrand } from '../../engine/core/merge.ts';
import type { BrandDocument, RuntimeBrand } from '../../schemas/brand/index.ts';
import { compile } from './ajv.ts';
import { localeFiles, readAllBrands, readJson, type BrandSource } from './files.ts';
import { buildBrandJsonSchema, type JsonSchema, type WidgetSchemaSource } from './schema.ts';
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

/**
 * ajv fills a default only where the parent object exists, so absent objects are created first,
 * down to widget props. An object that has a default of its own (a registration rule) is left
 * absent: its default is the whole object, which ajv then fills further.
 */
export function ensureObjects(schema: unknown, value: Node): void {
  if (!isObject(schema)) return;
  const branch = Array.isArray(schema.oneOf) && isObject(schema.discriminator)
    ? schema.oneOf.find((entry: unknown) => isObject(entry) && isObject(entry.properties) && isObject(entry.properties.widget) && entry.properties.widget.const === value.widget)
    : schema;
  if (!isObject(branch)) return;
  const properties = isObject(branch.properties) ? branch.properties : {};
  for (const [key, child] of Object.entries(properties)) {
    if (!isObject(child)) continue;
    if (child.type === 'object' && value[key] === undefined && child.default === undefined && (key === 'props' || hasDefaults(child))) value[key] = {};
    const current = value[key];
    if (isObject(current)) ensureObjects(child, current);
    else if (Array.isArray(current) && isObject(child.items)) for (const item of current) if (isObject(item)) ensureObjects(child.items, item);
  }
  if (isObject(branch.additionalProperties)) {
    for (const [key, child] of Object.entries(value)) if (!(key in properties) && isObject(child)) ensureObjects(branch.additionalProperties, child);
  }
}

/** Whether filling an absent object would put anything in it (an empty `when: {}` would only be noise). */
function hasDefaults(schema: Node): boolean {
  if (schema.default !== undefined) return true;
  const properties = isObject(schema.properties) ? Object.values(schema.properties) : [];
  return properties.some((child) => isObject(child) && hasDefaults(child));
}

const defaultsCache = new WeakMap<readonly WidgetSchemaSource[], { schema: JsonSchema; fill: ReturnType<typeof compile> }>();

/** A merged brand with every schema default applied, widget props included. */
export function applyBrandDefaults(document: BrandDocument, definitions: readonly WidgetSchemaSource[]): Node {
  let cached = defaultsCache.get(definitions);
  if (!cached) {
    const schema = buildBrandJsonSchema(definitions);
    cached = { schema, fill: compile(schema, { useDefaults: true }) };
    defaultsCache.set(definitions, cached);
  }
  const copy = structuredClone(document) as unknown as Node;
  ensureObjects(cached.schema, copy);
  // Validity is the validator's business; here only the filling side effect matters.
  cached.fill(copy);
  return copy;
}

/** Locale overrides along the chain, ancestors first, by language file name (en, my …). */
export function mergedLocales(root: string, chain: readonly BrandSource[]): RuntimeBrand['locales'] {
  const locales: Record<string, Record<string, unknown>> = {};
  for (const brand of chain) {
    for (const [language, file] of localeFiles(brand.dir)) {
      const read = readJson(root, file);
      if (read.ok && isObject(read.value)) locales[language] = deepMerge(locales[language] ?? {}, read.value);
    }
  }
  return locales;
}

/** The runtime brand the player loads from /brands/<id>.json */
export function buildRuntimeBrand(id: string, options: RuntimeOptions): RuntimeBrand {
  const root = path.resolve(options.root ?? process.cwd());
  const brands = options.brands ?? readAllBrands(root);
  const merged = resolveBrand(id, lookupIn(brands));
  const filled = applyBrandDefaults(merged, options.definitions);
  return {
    ...filled,
    hosts: Array.isArray(filled.hosts) ? filled.hosts : [],
    layout: isObject(filled.layout) ? filled.layout : {},
    screens: isObject(filled.screens) ? filled.screens : {},
    locales: mergedLocales(root, chainOf(id, brands)),
    assetBase: `/brands/${id}/`,
  } as unknown as RuntimeBrand;
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

import { brandSchema, type BrandDocument, type RuntimeBrand } from '../../schemas/brand/index.ts';

type Schema = { type?: unknown; default?: unknown; properties?: Record<string, Schema>; additionalProperties?: unknown };

/**
 * Fills schema defaults into a value: missing keys take their `default`, and objects whose schema
 * has properties are walked even when absent, so nested defaults appear. Authored values win.
 */
export function applyDefaults(schema: Schema, value: unknown): unknown {
  if (schema.type !== 'object' || !schema.properties) return value === undefined ? clone(schema.default) : value;
  const source = value ?? clone(schema.default);
  if (source !== undefined && (typeof source !== 'object' || source === null || Array.isArray(source))) return source;
  const result: Record<string, unknown> = { ...((source as Record<string, unknown> | undefined) ?? {}) };
  for (const [key, child] of Object.entries(schema.properties)) {
    const filled = applyDefaults(child, result[key]);
    if (filled !== undefined) result[key] = filled;
  }
  return result;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A merged brand document (extends already resolved) as the runtime brand the player loads. */
export function withDefaults(document: BrandDocument, locales: RuntimeBrand['locales'] = {}): RuntimeBrand {
  const filled = applyDefaults(brandSchema as unknown as Schema, document) as Record<string, unknown>;
  return {
    ...filled,
    hosts: (filled.hosts as string[] | undefined) ?? [],
    api: (filled.api as RuntimeBrand['api'] | undefined) ?? { baseUrl: '' },
    layout: (filled.layout as RuntimeBrand['layout'] | undefined) ?? {},
    screens: (filled.screens as RuntimeBrand['screens'] | undefined) ?? {},
    locales,
    assetBase: `/brands/${document.id}/`,
  } as RuntimeBrand;
}

import { isRecord as isObject } from './util/isRecord.ts';

/** Schema defaults, filled into a value: the one resolver's core, with no schema of its own (the player imports it). */
export type Schema = {
  type?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  items?: unknown;
  additionalProperties?: unknown;
};

/**
 * Fills schema defaults into a value: missing keys take their `default`; an absent object is
 * created when something in it has a default (an empty `when: {}` would only be noise); array items
 * and the values of a map (`additionalProperties`) are filled by their own schema. Authored values win.
 */
export function applyDefaults(schema: Schema, value: unknown): unknown {
  if (schema.type === 'array' && isObject(schema.items) && Array.isArray(value))
    return value.map((item) => applyDefaults(schema.items as Schema, item));
  if (schema.type !== 'object') return value === undefined ? clone(schema.default) : value;
  const source = value ?? clone(schema.default);
  if (source !== undefined && !isObject(source)) return source;
  const result: Record<string, unknown> = { ...(source ?? {}) };
  const properties = schema.properties ?? {};
  for (const [key, child] of Object.entries(properties)) {
    const filled = applyDefaults(child, result[key]);
    if (filled !== undefined) result[key] = filled;
  }
  if (isObject(schema.additionalProperties)) {
    for (const key of Object.keys(result))
      if (!(key in properties)) result[key] = applyDefaults(schema.additionalProperties as Schema, result[key]);
  }
  return source === undefined && Object.keys(result).length === 0 ? undefined : result;
}

export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

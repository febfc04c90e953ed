import { isRecord } from './util/isRecord.ts';

/** JSON with object keys sorted and undefined fields left out, so equal params give equal text. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (!isRecord(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) if (value[key] !== undefined) sorted[key] = stable(value[key]);
  return sorted;
}

/** One key per call name and params: `{ b: 1, a: 2 }` and `{ a: 2, b: 1 }` are the same call. */
export function callKey(name: string, params: unknown): string {
  return params === undefined ? name : `${name} ${JSON.stringify(stable(params))}`;
}

import { breadcrumb } from '../../engine/brandFiles/schemaErrors.ts';
import type { JsonSchema } from '../../engine/brandFiles/schema.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The title of an array's items along a pointer, in lower case ("link"), or "item". */
function itemName(schema: JsonSchema, pointer: string): string {
  let node: unknown = schema;
  for (const key of pointer.split('/').slice(1)) {
    if (!isRecord(node)) return 'item';
    const properties = isRecord(node.properties) ? node.properties : undefined;
    node = properties?.[key] ?? (isRecord(node.additionalProperties) ? node.additionalProperties : undefined);
  }
  const items = isRecord(node) && isRecord(node.items) ? node.items : undefined;
  return typeof items?.title === 'string' ? items.title.toLowerCase() : 'item';
}

/**
 * What changed between two versions of a brand file, in brand terms
 * ("Footer › Help: link removed", "Theme › Colours › Primary: #e0b243 → #ff0000"), for the operator
 * whose save found the file changed on disk since it was opened.
 */
export function describeChanges(
  schema: JsonSchema,
  before: unknown,
  after: unknown,
  pointer = '',
  out: string[] = [],
): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return out;
  const where = () => breadcrumb(schema, after ?? before, pointer) || pointer || 'Brand';
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) out.push(`${where()}: ${itemName(schema, pointer)} removed`);
    else if (after.length > before.length) out.push(`${where()}: ${itemName(schema, pointer)} added`);
    else before.forEach((item, index) => describeChanges(schema, item, after[index], `${pointer}/${index}`, out));
    return out;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      describeChanges(schema, before[key], after[key], `${pointer}/${escape(key)}`, out);
    }
    return out;
  }
  const show = (value: unknown) =>
    value === undefined ? 'unset' : typeof value === 'string' ? value : JSON.stringify(value);
  out.push(`${where()}: ${show(before)} → ${show(after)}`);
  return out;
}

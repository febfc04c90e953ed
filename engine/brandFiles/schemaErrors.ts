import { nearest } from '../core/registry.ts';
import type { ErrorObject } from './ajv.ts';
import type { BrandIssue } from './issues.ts';
import type { JsonSchema } from './schema.ts';
import { isRecord } from '../core/util/isRecord.ts';

type Node = { [key: string]: unknown };

const isObject = (value: unknown): value is Node => isRecord(value);

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The widget branch a node names, for a discriminated slot item. */
function branchFor(schema: Node, data: unknown): Node {
  if (!Array.isArray(schema.oneOf) || !isObject(schema.discriminator)) return schema;
  const tag = String(schema.discriminator.propertyName);
  const value = isObject(data) ? data[tag] : undefined;
  const branch = schema.oneOf.find((entry: unknown) => {
    const properties = isObject(entry) && isObject(entry.properties) ? entry.properties : undefined;
    const property = properties?.[tag];
    return isObject(property) && property.const === value;
  });
  return isObject(branch) ? branch : schema;
}

// Container levels whose titles add nothing to a reader ("Slots", "Properties").
const SILENT_KEYS = new Set(['slots', 'props']);

/** Schema titles along a pointer: Screens › home › Main › GameGrid #1 › Games per page */
export function breadcrumb(schema: JsonSchema, data: unknown, pointer: string): string {
  const crumbs: string[] = [];
  let node: Node | undefined = schema;
  let value: unknown = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (!node) break;
    const segment = unescapePointer(raw);
    node = branchFor(node, value);
    let child: Node | undefined;
    if (Array.isArray(value) && isObject(node.items)) {
      const index = Number(segment);
      const item: unknown = value[index];
      child = branchFor(node.items, item);
      const widget =
        isObject(item) && typeof item.widget === 'string' && child !== node.items ? item.widget : undefined;
      const name =
        widget ??
        (typeof child.title === 'string' ? child.title : typeof node.title === 'string' ? node.title : 'Item');
      crumbs.push(`${name} #${index + 1}`);
      value = item;
    } else {
      const properties = isObject(node.properties) ? node.properties : undefined;
      const property = properties?.[segment];
      if (isObject(property)) {
        child = property;
        if (!SILENT_KEYS.has(segment)) crumbs.push(typeof property.title === 'string' ? property.title : segment);
      } else if (isObject(node.additionalProperties)) {
        child = node.additionalProperties;
        crumbs.push(segment);
      } else {
        crumbs.push(segment);
      }
      value = isObject(value) ? value[segment] : undefined;
    }
    node = child;
  }
  return crumbs.join(' › ');
}

function range(schema: Node): string | undefined {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return `Use a value from ${min} to ${max}.`;
  if (min !== undefined) return `Use a value of at least ${min}.`;
  if (max !== undefined) return `Use a value of at most ${max}.`;
  return undefined;
}

function widgetTypes(schema: Node): string[] {
  if (!Array.isArray(schema.oneOf)) return [];
  return schema.oneOf.flatMap((entry: unknown) => {
    const widget = isObject(entry) && isObject(entry.properties) ? entry.properties.widget : undefined;
    return isObject(widget) && typeof widget.const === 'string' ? [widget.const] : [];
  });
}

/** Turns ajv errors into brand issues with a breadcrumb and a hint on what to write instead. */
export function schemaIssues(
  file: string,
  schema: JsonSchema,
  data: unknown,
  errors: readonly ErrorObject[],
): BrandIssue[] {
  // An error inside anyOf comes with one line per failed branch; the summary line says it all.
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  const issues: BrandIssue[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && anyOfPaths.has(error.instancePath) && /\/anyOf\/\d+\//.test(error.schemaPath))
      continue;
    const parent: Node = isObject(error.parentSchema) ? error.parentSchema : {};
    const params = error.params as Node;
    let pointer = error.instancePath;
    let message = error.message ?? error.keyword;
    let hint: string | undefined;
    // ajv's own keyword and values: the studio words the message from them (ajv-i18n).
    let code = 'schema';
    let values: Node = { keyword: error.keyword, ...params };
    switch (error.keyword) {
      case 'additionalProperties': {
        const key = String(params.additionalProperty);
        pointer = `${pointer}/${escapePointer(key)}`;
        message = `unknown key "${key}"`;
        const known = isObject(parent.properties) ? Object.keys(parent.properties) : [];
        const suggestion = nearest(key, known);
        hint = suggestion
          ? `Did you mean "${suggestion}"?`
          : known.length
            ? `Known keys: ${known.join(', ')}.`
            : undefined;
        code = 'schema.unknownKey';
        values = { key, ...(suggestion ? { suggestion } : { known }) };
        break;
      }
      case 'enum': {
        const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
        hint = `Use one of: ${allowed.join(', ')}.`;
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        hint = range(parent);
        values = { ...values, min: parent.minimum, max: parent.maximum };
        break;
      case 'discriminator': {
        if (params.error === 'mapping') {
          const type = String(params.tagValue);
          message = `unknown widget type "${type}"`;
          const types = widgetTypes(parent);
          const suggestion = nearest(type, types);
          hint = suggestion ? `Did you mean "${suggestion}"?` : `Known widgets: ${types.join(', ')}.`;
          code = 'widget.unknown';
          values = { widget: type, ...(suggestion ? { suggestion } : { known: types }) };
        } else {
          message = 'a widget needs a "widget" type name';
          code = 'widget.noType';
          values = {};
        }
        break;
      }
      case 'required':
        message = `missing required key "${String(params.missingProperty)}"`;
        code = 'schema.required';
        values = { key: String(params.missingProperty) };
        break;
      default:
        break;
    }
    // An unknown key has no schema of its own, so its breadcrumb is its parent's.
    const crumbPointer = error.keyword === 'additionalProperties' ? error.instancePath : pointer;
    const crumbs = breadcrumb(schema, data, crumbPointer);
    issues.push({
      file,
      pointer,
      message,
      ...(crumbs ? { breadcrumb: crumbs } : {}),
      ...(hint ? { hint } : {}),
      code,
      params: values,
    });
  }
  return issues;
}

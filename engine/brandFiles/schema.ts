import { brandSchema } from '../../schemas/brand/index.ts';
import { conditionSchema } from '../../schemas/brand/conditions.ts';
import { widgetNodeSchema } from '../../schemas/brand/slots.ts';

/** What the brand tools need of a widget definition (a fake in tests, the catalogue otherwise). */
export interface WidgetSchemaSource {
  readonly type: string;
  readonly schema: { readonly [key: string]: unknown };
}

export type JsonSchema = { [key: string]: unknown };

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * One `oneOf` branch per widget, discriminated on `widget`, so ajv validates only the branch the
 * node names and a bad prop is reported against that widget's own schema and titles.
 */
export function widgetNodeItems(definitions: readonly WidgetSchemaSource[]): JsonSchema {
  // Without a catalogue there is nothing to discriminate over; the generic node keeps editors useful.
  if (definitions.length === 0) return clone(widgetNodeSchema) as JsonSchema;
  return {
    type: 'object',
    title: 'Widget',
    required: ['widget'],
    discriminator: { propertyName: 'widget' },
    oneOf: definitions.map((definition) => ({
      type: 'object',
      title: definition.type,
      additionalProperties: false,
      properties: {
        widget: { const: definition.type },
        id: clone(widgetNodeSchema.properties.id),
        when: clone(conditionSchema),
        props: { title: 'Properties', ...clone(definition.schema) },
      },
      required: ['widget'],
    })),
  };
}

/**
 * The brand schema with every slot's items replaced by the discriminated widget union: a slot is
 * any array of widget nodes (layout, screens, dialogs, centre pages), wherever it nests.
 */
export function buildBrandJsonSchema(definitions: readonly WidgetSchemaSource[]): JsonSchema {
  const schema = clone(brandSchema) as unknown as JsonSchema;
  const items = widgetNodeItems(definitions);
  const generic = JSON.stringify(widgetNodeSchema);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const record = node as JsonSchema;
    if (record.type === 'array' && JSON.stringify(record.items) === generic) {
      record.items = clone(items);
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(schema);
  return schema;
}

/**
 * The schema a single authored file is checked against: a child brand states only what differs,
 * so `required` is dropped wherever the child's object is merged key by key with its parent's.
 * Inside arrays a child replaces the parent's whole value, so there `required` still holds.
 */
export function authoredSchema(full: JsonSchema): JsonSchema {
  const copy = clone(full);
  const relax = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as JsonSchema;
    delete schema.required;
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (properties) for (const child of Object.values(properties)) relax(child);
    if (typeof schema.additionalProperties === 'object') relax(schema.additionalProperties);
  };
  const top = copy.properties as Record<string, unknown>;
  for (const [key, child] of Object.entries(top)) if (key !== 'id' && key !== 'name') relax(child);
  return copy;
}

/**
 * The widget definitions a generated brand schema carries (its discriminated slot items), so the
 * platform and the studio know every widget and its props schema without importing widgets/.
 */
export function widgetSourcesOf(full: JsonSchema): WidgetSchemaSource[] {
  let found: WidgetSchemaSource[] | undefined;
  const visit = (node: unknown): void => {
    if (found || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as JsonSchema;
    const discriminator = record.discriminator as { propertyName?: string } | undefined;
    if (discriminator?.propertyName === 'widget' && Array.isArray(record.oneOf)) {
      found = (record.oneOf as JsonSchema[]).flatMap((branch) => {
        const properties = branch.properties as Record<string, JsonSchema> | undefined;
        const type = properties?.widget?.const;
        if (typeof type !== 'string') return [];
        // The props keep the widget's own title and description (see widgetNodeItems).
        return [{ type, schema: properties?.props ?? {} }];
      });
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(full);
  return found ?? [];
}

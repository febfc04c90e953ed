/**
 * The brand document cut into the parts an operator thinks in (identity and hosts, languages,
 * flags, registration, theme, menus, footer, layout, each screen, each dialog, the centres), each
 * with its own root schema cut from the generated brand schema. Nothing here lists widgets or
 * fields by hand: a widget or a top-level part added to the schema shows up by itself (a part no
 * group names gets a section of its own, titled from the schema).
 */

import { flagTitles, plainSchema } from './plainWords.ts';

export type JsonSchema = { [key: string]: unknown };

/** A form's kind: which root schema edits it. One precompiled validator exists per kind. */
export type SectionKind = string;

/** Top-level keys grouped into one form; every other top-level key is a form of its own. */
export const GROUPS: Readonly<Record<string, readonly string[]>> = {
  identity: ['name', 'extends', 'hosts', 'merchantCode', 'api'],
};

/** Keys that are not edited as a form: the file's own id and schema link, and the maps edited item by item. */
const NOT_FORMS = new Set(['$schema', 'id', 'screens', 'dialogs']);

/** Order of the operator's list; parts not named here follow in schema order. */
const ORDER = [
  'identity',
  'languages',
  'flags',
  'registration',
  'signIn',
  'theme',
  'menus',
  'footer',
  'layout',
  'constants',
];

const WIDGET_REF = { $ref: '#/definitions/widget' };

/** The discriminated slot item of the generated schema (every widget, one branch each). */
export function widgetUnionOf(full: JsonSchema): JsonSchema | undefined {
  let found: JsonSchema | undefined;
  const visit = (node: unknown): void => {
    if (found || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as JsonSchema;
    if ((record.discriminator as { propertyName?: string } | undefined)?.propertyName === 'widget') {
      found = record;
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(full);
  return found;
}

export interface WidgetInfo {
  type: string;
  title: string;
  description: string;
}

/** Every widget with the title and description of its props schema. */
export function widgetInfos(full: JsonSchema): WidgetInfo[] {
  const union = widgetUnionOf(full);
  return ((union?.oneOf as JsonSchema[] | undefined) ?? []).flatMap((branch) => {
    const properties = branch.properties as Record<string, JsonSchema> | undefined;
    const type = properties?.widget?.const;
    if (typeof type !== 'string') return [];
    const props = properties?.props ?? {};
    return [
      {
        type,
        title: typeof props.title === 'string' && props.title !== 'Properties' ? props.title : type,
        description: typeof props.description === 'string' ? props.description : '',
      },
    ];
  });
}

/** A schema with every copy of the widget union replaced by one shared definition, so a slot costs one reference. */
function withWidgetRef(schema: JsonSchema, union: JsonSchema | undefined): JsonSchema {
  if (!union) return schema;
  const key = JSON.stringify(union);
  let used = false;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    if (JSON.stringify(node) === key) {
      used = true;
      return WIDGET_REF;
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
  };
  const out = visit(schema) as JsonSchema;
  if (!used) return out;
  // The branch picker shows each widget by its type; its props keep the widget's own title.
  return { ...out, definitions: { widget: union } };
}

/** The root schema of each kind of form: groups, single parts, one screen, one dialog. */
export function sectionSchemas(full: JsonSchema): Record<SectionKind, JsonSchema> {
  const properties = full.properties as Record<string, JsonSchema>;
  const union = widgetUnionOf(full);
  const grouped = new Set(Object.values(GROUPS).flat());
  const out: Record<SectionKind, JsonSchema> = {};
  for (const [group, keys] of Object.entries(GROUPS)) {
    out[group] = withWidgetRef(
      {
        type: 'object',
        title: 'Identity and hosts',
        properties: Object.fromEntries(keys.filter((key) => properties[key]).map((key) => [key, properties[key]])),
      },
      union,
    );
  }
  for (const [key, schema] of Object.entries(properties)) {
    if (NOT_FORMS.has(key) || grouped.has(key)) continue;
    out[key] = withWidgetRef(schema, union);
  }
  const screen = (properties.screens?.additionalProperties ?? { type: 'object' }) as JsonSchema;
  const dialog = (properties.dialogs?.additionalProperties ?? { type: 'object' }) as JsonSchema;
  out.screen = withWidgetRef(screen, union);
  out.dialog = withWidgetRef(dialog, union);
  return out;
}

/** The forms' root schemas as the operator reads them: in plain words, the codes kept apart (issue 28, item 5). */
export function plainSections(full: JsonSchema): Record<SectionKind, JsonSchema> {
  return plainSchema(sectionSchemas(full), flagTitles(full));
}

/** The order of the single-part forms in the operator's list. */
export function partOrder(kinds: readonly SectionKind[]): SectionKind[] {
  const parts = kinds.filter((kind) => kind !== 'screen' && kind !== 'dialog');
  return [...ORDER.filter((kind) => parts.includes(kind)), ...parts.filter((kind) => !ORDER.includes(kind))];
}

/** One place in the document the form edits: a part (theme), a screen (screens/home) or a dialog (dialogs/login). */
export interface Section {
  kind: SectionKind;
  /** The document's keys the form holds, for grouped parts; else the path of the one value it edits. */
  keys?: readonly string[];
  path: readonly string[];
}

export function sectionOf(kind: SectionKind, id?: string): Section {
  if (kind === 'screen') return { kind, path: ['screens', id!] };
  if (kind === 'dialog') return { kind, path: ['dialogs', id!] };
  if (GROUPS[kind]) return { kind, keys: GROUPS[kind], path: [] };
  return { kind, path: [kind] };
}

/** The section a JSON pointer into the document falls in, and the rest of the pointer inside it. */
export function sectionForPointer(
  pointer: string,
  kinds: readonly SectionKind[],
): { section: Section; inner: string[] } | undefined {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [top, id, ...rest] = parts;
  if (!top) return undefined;
  if ((top === 'screens' || top === 'dialogs') && id)
    return { section: sectionOf(top === 'screens' ? 'screen' : 'dialog', id), inner: rest };
  for (const [group, keys] of Object.entries(GROUPS))
    if (keys.includes(top)) return { section: sectionOf(group), inner: parts };
  if (kinds.includes(top)) return { section: sectionOf(top), inner: parts.slice(1) };
  return undefined;
}

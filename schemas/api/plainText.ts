/**
 * What any text the platform takes may hold (issue 24, item 8). A nickname, remark, address or
 * feedback is stored and later shown to players, agents and operators, so it must not carry what
 * changes how the text around it reads: control characters (C0, DEL, C1: a NUL that ends the text
 * early for one reader and not another), direction overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: "\u202Egnp.exe" reads "exe.png"), line and paragraph separators in a one-line
 * field, and lone surrogates (half of a character, which no encoder can write out). Letters of every
 * script, emoji (well-formed surrogate pairs, joiners) and the direction marks U+200E/U+200F stay.
 *
 * A text of several lines (its schema says `multiline: true`, as feedback does) may also hold line
 * feeds, carriage returns and tabs. The platform checks every string of every call with this rule
 * (server/inputValidation.ts) and the player's forms with the same one (engine/validation).
 */

const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const LINE_BREAKS = '\\u0009\\u000A\\u000D\\u2028\\u2029';
const DIRECTION_OVERRIDES = '\\u202A-\\u202E\\u2066-\\u2069';
// With the u flag a well-formed pair is one code point above U+FFFF, so only a lone half matches.
const SURROGATES = '\\uD800-\\uDFFF';

const ONE_LINE_REFUSED = new RegExp(`[${CONTROLS}${LINE_BREAKS}${DIRECTION_OVERRIDES}${SURROGATES}]`, 'u');
const MULTILINE_REFUSED = new RegExp(`[${CONTROLS}\\u2028\\u2029${DIRECTION_OVERRIDES}${SURROGATES}]`, 'u');

/** U+0000 as the player reads a refused character. */
export const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character a text may not hold (its code point), or null when the text is acceptable. */
export function refusedCodePoint(text: string, multiline = false): number | null {
  const found = (multiline ? MULTILINE_REFUSED : ONE_LINE_REFUSED).exec(text);
  return found ? found[0].codePointAt(0)! : null;
}

/** Characters of a text a reader sees as it is: without the white space around it, pairs counted once. */
export const visibleLength = (text: string): number => [...text.trim()].length;

/**
 * What the text rule finds wrong with a text, or null: a character it may not hold (its code point),
 * or fewer visible characters than the field's minimum. The platform's refusal and the player's
 * forms name it alike (schemas/api/requestRules.ts).
 */
export type TextBreach = { keyword: 'characters'; codePoint: number } | { keyword: 'minLength'; limit: number };

export function textBreach(text: string, options: { multiline?: boolean; minLength?: number } = {}): TextBreach | null {
  const refused = refusedCodePoint(text, options.multiline);
  if (refused !== null) return { keyword: 'characters', codePoint: refused };
  if (options.minLength && visibleLength(text) < options.minLength)
    return { keyword: 'minLength', limit: options.minLength };
  return null;
}

/** Why a text is refused, as the platform's VALIDATION_FAILED message says it after the field's name; null when it is not. */
export function plainTextProblem(
  text: string,
  options: { multiline?: boolean; minLength?: number } = {},
): string | null {
  const breach = textBreach(text, options);
  if (breach === null) return null;
  if (breach.keyword === 'minLength') return `must have at least ${breach.limit} visible characters`;
  const name = codePointName(breach.codePoint);
  return breach.codePoint >= 0xd800 && breach.codePoint <= 0xdfff
    ? `must not contain ${name} (half of a character: the text is not well-formed)`
    : `must not contain ${name} (a control, line-break or text-direction character)`;
}

/** The schema keyword that holds a string to the text rule: its value says whether line breaks are allowed and the visible minimum. */
export const TEXT_KEYWORD = 'plainText';

export interface TextRule {
  multiline: boolean;
  minLength?: number;
}

type SchemaObject = Record<string, unknown>;

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

const isSchemaObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a body schema in which every string also answers to the text rule above: no control, direction-override or broken character in any field,
 * line breaks only where the field says `multiline: true`, and a minimum length counted in visible
 * characters. The platform (server/inputValidation.ts) and the player's precompiled validators
 * (scripts/requestValidators.ts) add it to every string of every call's body, so a new field inherits it
 * without a word (issue 24, item 8).
 */
export function withTextRule(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema;
  const copy: SchemaObject = { ...schema };
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) {
    const rule: TextRule = { multiline: schema.multiline === true };
    if (typeof schema.minLength === 'number' && schema.minLength > 0) rule.minLength = schema.minLength;
    copy[TEXT_KEYWORD] = rule;
  }
  for (const key of ONE_SCHEMA) if (isSchemaObject(schema[key])) copy[key] = withTextRule(schema[key]);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(schema[key])) copy[key] = (schema[key] as unknown[]).map(withTextRule);
  for (const key of SCHEMA_MAPS) {
    if (isSchemaObject(schema[key]))
      copy[key] = Object.fromEntries(Object.entries(schema[key]).map(([name, sub]) => [name, withTextRule(sub)]));
  }
  return copy;
}

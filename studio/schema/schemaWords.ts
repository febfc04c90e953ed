/**
 * The brand schema's words in the studio's other languages (issue 28, item 5). The schema is
 * written in English, in plain words once `plainSchema` has taken its codes out; a language's
 * table gives each of those texts, keyed by the English text itself, and each choice of a list of
 * values, keyed by the choice's field title and its value. The studio applies a table when it
 * builds a form's schema for a language; a test names every text of the schema a table lacks.
 */
import { CODES_KEYWORD, codesIn } from './plainWords.ts';

/** One language's words for the brand schema. */
export interface SchemaWords {
  /** A BCP 47 tag, for sorting and for the `lang` of what is shown. */
  locale: string;
  /** Each plain English title, description and gallery line → its words. */
  texts: Readonly<Record<string, string>>;
  /** Each list of values, by the title of the field that offers it → each value → its words. */
  choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The keyword where a localised schema keeps the words of its `enum` values. */
export const LABELS_KEYWORD = 'x-labels';

/** Keywords that only say something to a reader: no validator reads them. */
const WORDS_KEYWORDS = new Set(['title', 'description', CODES_KEYWORD, LABELS_KEYWORD]);

const isNode = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;

/** Keywords holding schemas by name. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);

/** Values whose insides are data, not schema. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

/** A slot item's branch is titled by its widget's type ("SiteHeader"); what it is called is its props' title. */
function widgetTypeTitle(node: Record<string, unknown>): boolean {
  const widget = (node.properties as Record<string, { const?: unknown }> | undefined)?.widget;
  return widget !== undefined && widget.const === node.title;
}

/**
 * The schema without the words a reader sees: what the form's validators are compiled from, so one
 * set of validators serves the form in every language (a translated title changes no check).
 */
export function bareSchema<T>(schema: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isNode(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (WORDS_KEYWORDS.has(key)) continue;
      out[key] = DATA_KEYWORDS.has(key) ? value : SCHEMA_MAPS.has(key) ? visitMap(value) : visit(value);
    }
    return out;
  };
  // A property named "title" or "description" is schema, not words: a map's names are kept.
  const visitMap = (map: unknown): unknown =>
    isNode(map) ? Object.fromEntries(Object.entries(map).map(([name, child]) => [name, visit(child)])) : map;
  return visit(schema) as T;
}

/** What a schema asks a language for: its texts, and each choice by its field's title and value. */
export interface WordsNeeded {
  texts: Set<string>;
  choices: Map<string, Set<string>>;
}

/**
 * Walks a schema as the form shows it: `onText` for each title and description, `onChoices` for
 * each list of values with the title of the nearest titled node (the field that offers it).
 */
function walk(
  schema: unknown,
  visitor: { onText?: (text: string) => void; onChoices?: (field: string, values: unknown[]) => void },
): void {
  const visit = (node: unknown, field: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, field));
    if (!isNode(node)) return;
    const title = typeof node.title === 'string' ? node.title : field;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'title' && typeof value === 'string' && widgetTypeTitle(node)) continue;
      if ((key === 'title' || key === 'description') && typeof value === 'string') visitor.onText?.(value);
      else if (key === 'enum' && Array.isArray(value)) visitor.onChoices?.(title, value);
      else if (!DATA_KEYWORDS.has(key) && key !== CODES_KEYWORD) visit(value, title);
    }
  };
  visit(schema, '');
}

/** Every text and choice a table must give for this schema. */
export function wordsNeeded(schema: unknown): WordsNeeded {
  const needed: WordsNeeded = { texts: new Set(), choices: new Map() };
  walk(schema, {
    onText: (text) => needed.texts.add(text),
    onChoices: (field, values) => {
      const set = needed.choices.get(field) ?? new Set<string>();
      for (const value of values) set.add(String(value));
      needed.choices.set(field, set);
    },
  });
  return needed;
}

/** The texts and choices a table lacks for what a schema (and the gallery) needs, each named for a translator. */
export function missingWords(needed: WordsNeeded, words: SchemaWords): string[] {
  return [
    ...[...needed.texts].filter((text) => !words.texts[text]).map((text) => `text: ${JSON.stringify(text)}`),
    ...[...needed.choices].flatMap(([field, values]) =>
      [...values]
        .filter((value) => !words.choices[field]?.[value])
        .map((value) => `choice: ${JSON.stringify(field)} › ${JSON.stringify(value)}`),
    ),
  ];
}

/** The entries of a table that no text or choice of the schema needs any more. */
export function unusedWords(needed: WordsNeeded, words: SchemaWords): string[] {
  return [
    ...Object.keys(words.texts)
      .filter((text) => !needed.texts.has(text))
      .map((text) => `text: ${JSON.stringify(text)}`),
    ...Object.entries(words.choices).flatMap(([field, values]) =>
      Object.keys(values)
        .filter((value) => !needed.choices.get(field)?.has(value))
        .map((value) => `choice: ${JSON.stringify(field)} › ${JSON.stringify(value)}`),
    ),
  ];
}

/**
 * A schema in a language: each title and description in its words (the English kept where the
 * table has none), each list of values with its words under `x-labels`, and a slot item's branch
 * called by its widget's title. Codes the English sentence still named go to the node's `x-codes`,
 * so the specification reference keeps them when the words drop them.
 */
export function localSchema<T>(schema: T, words: SchemaWords): T {
  const say = (text: string) => words.texts[text] ?? text;
  const visit = (node: unknown, field: string): unknown => {
    if (Array.isArray(node)) return node.map((child) => visit(child, field));
    if (!isNode(node)) return node;
    const title = typeof node.title === 'string' ? node.title : field;
    const out: Record<string, unknown> = {};
    const codes = Array.isArray(node[CODES_KEYWORD]) ? [...(node[CODES_KEYWORD] as string[])] : [];
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') {
        const props = (node.properties as Record<string, { title?: unknown }> | undefined)?.props;
        const english =
          key === 'title' && widgetTypeTitle(node) && typeof props?.title === 'string' ? props.title : value;
        out[key] = say(english);
        if (words.texts[english]) for (const code of codesIn(english)) if (!codes.includes(code)) codes.push(code);
      } else if (key === 'enum' && Array.isArray(value)) {
        out[key] = value;
        const labels = words.choices[title];
        if (labels)
          out[LABELS_KEYWORD] = Object.fromEntries(
            value.map((choice) => [String(choice), labels[String(choice)] ?? String(choice)]),
          );
      } else if (key !== CODES_KEYWORD) out[key] = DATA_KEYWORDS.has(key) ? value : visit(value, title);
    }
    if (codes.length) out[CODES_KEYWORD] = codes;
    return out;
  };
  return visit(schema, '') as T;
}

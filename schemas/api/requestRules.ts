/**
 * A request's rules as the player and the platform both read them (DESIGN §3d: "field checks come
 * from the request schema, so player and platform refuse the same input with the same words").
 *
 * The platform validates each call's request with ajv (server/inputValidation.ts); the player's
 * forms with the same schemas precompiled into plain functions (schemas/generated/requestValidators.js,
 * emitted by scripts/requestValidators.ts), so no validator library ships to players. Either
 * verdict is named here the same way: which field, which rule, what limit.
 */
import type { CallName, RequestOf } from './index.ts';
import { codePointName, TEXT_KEYWORD, type TextBreach } from './plainText.ts';

/** The rules a field can break, as the player is told them (a text per rule: widgets/forms/ruleTexts.json). */
export const RULES = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'type',
  'minimum',
  'maximum',
  'enum',
  'minItems',
  'maxItems',
  'characters',
  'unexpected',
] as const;
export type Rule = (typeof RULES)[number];

/** One broken rule: the request's field (its top-level name), the rule, and the schema's limit where it has one. */
export interface RuleBreach {
  field: string;
  rule: Rule;
  /** The schema's bound: a length, a number, a count. */
  limit?: number;
  /** A character the text rule refuses, as U+XXXX. */
  character?: string;
}

/** What ajv reports of one failed keyword (the platform's and the emitted validators' errors alike). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A precompiled validator of one call's request: ajv's standalone code, with `errors` after a refusal. */
export interface RequestValidate {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** The bounds a field's schema gives, for the words and the input's `maxLength`. */
export interface FieldLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** One call's request rules, as emitted: its validator and each field's bounds. */
export interface RequestRules<
  N extends CallName,
  L extends { readonly [field: string]: FieldLimits } = { readonly [field: string]: FieldLimits },
> {
  readonly call: N;
  readonly validate: RequestValidate;
  readonly limits: L;
}

/** The names of a call's request fields. */
export type RequestField<N extends CallName> = RequestOf<N> extends object ? keyof RequestOf<N> & string : never;

/** The keywords that bound a field (a length, a value, a count): a form shows their limits. */
export const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;
const LIMITED: ReadonlySet<string> = new Set(LIMIT_KEYWORDS);
const FORMATS: ReadonlySet<string> = new Set(['pattern', 'format', 'type', 'minItems', 'maxItems', 'enum']);

/**
 * Names one error of a request's validation: the field (the first segment of its path, or the missing
 * property), the rule, the limit. Keywords the player cannot break by typing (a property the form
 * never sends) are 'unexpected'.
 */
export function breachOf(error: SchemaError): RuleBreach {
  const [first = ''] = error.instancePath.split('/').filter(Boolean);
  const params = error.params;
  if (error.keyword === 'required') {
    return { field: first || String(params.missingProperty ?? ''), rule: 'required' };
  }
  if (error.keyword === 'additionalProperties') {
    return { field: first || String(params.additionalProperty ?? ''), rule: 'unexpected' };
  }
  if (error.keyword === TEXT_KEYWORD) {
    const breach = params as unknown as TextBreach;
    return breach.keyword === 'minLength'
      ? { field: first, rule: 'minLength', limit: breach.limit }
      : { field: first, rule: 'characters', character: codePointName(breach.codePoint) };
  }
  if (error.keyword === 'const') return { field: first, rule: 'enum' };
  if (LIMITED.has(error.keyword) && typeof params.limit === 'number') {
    return { field: first, rule: error.keyword as Rule, limit: params.limit };
  }
  if (error.keyword === 'exclusiveMinimum' || error.keyword === 'exclusiveMaximum') {
    return { field: first, rule: error.keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum' };
  }
  return { field: first, rule: FORMATS.has(error.keyword) ? (error.keyword as Rule) : 'unexpected' };
}

/**
 * The first breach of each field, in the order the validator found them (a field says one thing at a
 * time). Empty when the request is acceptable.
 */
export function breachesOf(errors: readonly SchemaError[] | null | undefined): RuleBreach[] {
  const seen = new Set<string>();
  const breaches: RuleBreach[] = [];
  for (const error of errors ?? []) {
    const breach = breachOf(error);
    if (seen.has(breach.field)) continue;
    seen.add(breach.field);
    breaches.push(breach);
  }
  return breaches;
}

/**
 * A string's length as ajv counts it for minLength and maxLength: characters, a surrogate pair once
 * (ajv's runtime `ucs2length`; the emitted validators call this one instead, so no ajv code ships).
 */
export function ucs2length(text: string): number {
  let length = 0;
  for (let pos = 0; pos < text.length; length++) {
    const code = text.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < text.length && (text.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

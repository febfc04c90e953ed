import Ajv, { type AnySchemaObject, type Options, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { CallDefinition } from '../schemas/api/index.ts';
import { plainTextProblem, textBreach } from '../schemas/api/plainText.ts';
import { breachOf, type SchemaError } from '../schemas/api/requestRules.ts';
import type { ErrorExtra } from './errors.ts';

/** What every call's input is held to: what the contract does not allow is refused, never stripped. */
const COMMON: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/** The keyword that holds a string to the text rule; its value says whether line breaks are allowed and the visible minimum. */
const TEXT_KEYWORD = 'plainText';

interface TextRule {
  multiline: boolean;
  minLength?: number;
}

function inputAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  ajvFormats(ajv);
  const checkText: SchemaValidateFunction = (rule: TextRule, data: string) => {
    const breach = textBreach(data, rule);
    // Named as the player's precompiled validators name it (scripts/requestValidators.ts): params are the breach.
    checkText.errors = breach
      ? [{ keyword: TEXT_KEYWORD, message: plainTextProblem(data, rule)!, params: breach }]
      : [];
    return !breach;
  };
  ajv.addKeyword({ keyword: TEXT_KEYWORD, type: 'string', schemaType: 'object', errors: true, validate: checkText });
  return ajv;
}

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

const isSchemaObject = (value: unknown): value is AnySchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a body schema in which every string also answers to the text rule
 * (schemas/api/plainText.ts): no control, direction-override or broken character in any field,
 * line breaks only where the field says `multiline: true`, and a minimum length counted in visible
 * characters. It is added here, to every string of every call's body, so a new field inherits it
 * without a word (issue 24, item 8).
 */
export function withTextRule(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema;
  const copy: AnySchemaObject = { ...schema };
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

/**
 * Validators for the calls' inputs. A query string (and a form body) arrives as text, so its
 * numbers are read from their text. A JSON body must carry each field in its documented type: no
 * coercion, so `amount: 1` or `["1"]` for a money string, or `points: [100]` for a count, is
 * refused rather than read as something else. Every call that moves value has a JSON or encrypted
 * body, so a new one inherits this without a word (issue 14).
 */
export function callValidatorCompiler(): (definition: CallDefinition) => FastifySchemaCompiler<object> {
  const textual = inputAjv({ coerceTypes: 'array' });
  const exact = inputAjv({});
  return (definition) =>
    ({ schema, httpPart }) => {
      const fromText = httpPart !== 'body' || ('form' in definition && definition.form === true);
      // Only bodies are stored; a query asks, and a search drops its control characters itself (LOBBY-06).
      return (fromText ? textual : exact).compile(
        (httpPart === 'body' ? withTextRule(schema) : schema) as AnySchemaObject,
      );
    };
}

/** The compiler for bodies the router cannot see (encrypted, multipart) and other JSON bodies: exact types, as a call's JSON body. */
export function exactBodyCompiler(): (schema: object) => ValidateFunction {
  const ajv = inputAjv({});
  return (schema) => ajv.compile(withTextRule(schema) as AnySchemaObject);
}

/**
 * What a VALIDATION_FAILED answer names besides its message: the field refused, the rule and its
 * limit, as the player's forms name their own refusal of the same input (schemas/api/requestRules.ts),
 * so the player says it in the same words, under that field.
 */
export function refusalExtra(error: SchemaError | undefined): ErrorExtra {
  if (!error) return {};
  const breach = breachOf(error);
  if (!breach.field || breach.rule === 'unexpected') return {};
  return {
    field: breach.field.slice(0, 64),
    rule: breach.rule,
    ...(breach.limit !== undefined ? { limit: breach.limit } : {}),
    ...(breach.character !== undefined ? { character: breach.character } : {}),
  };
}

import Ajv, { type AnySchemaObject, type Options, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { CallDefinition } from '../schemas/api/index.ts';
import { plainTextProblem, textBreach, TEXT_KEYWORD, withTextRule, type TextRule } from '../schemas/api/plainText.ts';
import { breachOf, type SchemaError } from '../schemas/api/requestRules.ts';
import type { ErrorExtra } from './errors.ts';

/** What every call's input is held to: what the contract does not allow is refused, never stripped. */
const COMMON: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

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

import Ajv, { type Options } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { CallDefinition } from '../schemas/api/index.ts';

/** What every call's input is held to: what the contract does not allow is refused, never stripped. */
const COMMON: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

/**
 * Validators for the calls' inputs. A query string (and a form body) arrives as text, so its
 * numbers are read from their text. A JSON body must carry each field in its documented type: no
 * coercion, so `amount: 1` or `["1"]` for a money string, or `points: [100]` for a count, is
 * refused rather than read as something else. Every call that moves value has a JSON or encrypted
 * body, so a new one inherits this without a word (issue 14).
 */
export function callValidatorCompiler(): (definition: CallDefinition) => FastifySchemaCompiler<object> {
  const textual = new Ajv({ ...COMMON, coerceTypes: 'array' });
  const exact = new Ajv(COMMON);
  ajvFormats(textual);
  ajvFormats(exact);
  return (definition) => ({ schema, httpPart }) => {
    const fromText = httpPart !== 'body' || ('form' in definition && definition.form === true);
    return (fromText ? textual : exact).compile(schema);
  };
}

/** The validator for bodies the router cannot see (encrypted, multipart): exact types, as JSON bodies. */
export function exactBodyAjv(): Ajv {
  const ajv = new Ajv(COMMON);
  ajvFormats(ajv);
  return ajv;
}

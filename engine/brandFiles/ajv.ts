import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './schema.ts';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

/**
 * Reports every error, follows the widget discriminator, and tolerates schema keywords ajv does not
 * know (titles, examples). It only validates: defaults are filled by engine/core/defaults.ts.
 * Without ajv's code optimisation pass: on the brand schema (every slot holds any widget) that pass
 * costs more than half the compile, seconds at every start of the platform, the CLI and the
 * studio, to shave microseconds off validating a brand document.
 */
export function compile(schema: JsonSchema): ValidateFunction {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: false,
    verbose: true,
    code: { optimize: false },
  });
  addFormats(ajv);
  return ajv.compile(schema);
}

export type { ErrorObject };

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './schema.ts';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export interface AjvOptions {
  useDefaults?: boolean;
}

/** Reports every error, follows the widget discriminator, and tolerates schema keywords ajv does not know (titles, examples). */
export function compile(schema: JsonSchema, options: AjvOptions = {}): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true, useDefaults: options.useDefaults ?? false });
  addFormats(ajv);
  return ajv.compile(schema);
}

export type { ErrorObject };

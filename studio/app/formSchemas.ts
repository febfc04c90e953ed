import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { sections } from 'virtual:studio-schema';
import { validators } from 'virtual:studio-validators';
import { bareSchema, localSchema, type SchemaWords } from '../schema/schemaWords.ts';
import { ZH_CN } from '../schema/words.zh-CN.ts';
import type { Language } from './texts.ts';

/** The brand schema's words per studio language; English is the schema's own. */
export const SCHEMA_WORDS: Readonly<Record<Language, SchemaWords | undefined>> = { en: undefined, zh: ZH_CN };

/** What a text of the schema (a title, a description, a gallery line) reads in a language. */
export function schemaText(text: string, language: Language): string {
  return SCHEMA_WORDS[language]?.texts[text] ?? text;
}

const schemaCache = new Map<string, RJSFSchema>();

/** The root schema of a kind of form in a language: built once, on first use. */
export function formSchema(kind: string, language: Language): RJSFSchema {
  const key = `${language}:${kind}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    const words = SCHEMA_WORDS[language];
    schema = (words ? localSchema(sections[kind], words) : sections[kind]) as RJSFSchema;
    schemaCache.set(key, schema);
  }
  return schema;
}

/** Each schema once without its words, by identity: rjsf hands the same objects over and over. */
const bareCache = new WeakMap<object, RJSFSchema>();
function bare(schema: RJSFSchema): RJSFSchema {
  let out = bareCache.get(schema);
  if (!out) {
    out = bareSchema(schema);
    bareCache.set(schema, out);
  }
  return out;
}

/**
 * A form's validator in every language. The precompiled validators were compiled from the schemas
 * without their words (the build's `bareSchema`), and find a schema's code by its hash: so each
 * schema the form hands over is stripped of its words first, and the English and the Chinese form
 * reach the same code.
 */
function anyLanguage(inner: ValidatorType): ValidatorType {
  const validator: ValidatorType = {
    rawValidation: (schema, formData) => inner.rawValidation(bare(schema), formData),
    isValid: (schema, formData, rootSchema) => inner.isValid(bare(schema), formData, bare(rootSchema)),
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      processRawValidationErrors(
        validator,
        validator.rawValidation(schema, formData),
        formData,
        schema,
        customValidate,
        transformErrors,
        uiSchema,
      ),
  };
  return validator;
}

/** One precompiled validator per kind of form (no eval: the studio's page forbids it). */
const validatorCache = new Map<string, ValidatorType>();
export function validatorFor(kind: string): ValidatorType {
  let validator = validatorCache.get(kind);
  if (!validator) {
    validator = anyLanguage(createPrecompiledValidator(validators[kind]!, bare(sections[kind] as RJSFSchema)));
    validatorCache.set(kind, validator);
  }
  return validator;
}

import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Localizer } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { sections } from 'virtual:studio-schema';
import { validators } from 'virtual:studio-validators';
import { bareSchema, localSchema, type SchemaWords } from '../schema/schemaWords.ts';
import { ZH_CN } from '../schema/words.zh-CN.ts';
import { inLanguage, localizeErrorsEn, localizeErrorsZh } from './ajvWords.ts';
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

const LOCALIZERS: Readonly<Record<Language, Localizer | undefined>> = {
  en: localizeErrorsEn as Localizer,
  zh: localizeErrorsZh as Localizer,
};

/** One precompiled validator per kind of form and language (no eval: the studio's page forbids it). */
const validatorCache = new Map<string, ValidatorType>();
export function validatorFor(kind: string, language: Language): ValidatorType {
  const key = `${language}:${kind}`;
  let validator = validatorCache.get(key);
  if (!validator) {
    const precompiled = createPrecompiledValidator(
      validators[kind]!,
      bare(sections[kind] as RJSFSchema),
      LOCALIZERS[language],
    );
    validator = inLanguage(precompiled, language, bare);
    validatorCache.set(key, validator);
  }
  return validator;
}

import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { Language } from './texts.ts';

/** The part of an ajv error its words are made from. */
export type KeywordError = Pick<ErrorObject, 'keyword' | 'params'> & { message?: string };

/** JSON Schema's types as an operator calls them. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: '文字',
  number: '数字',
  integer: '整数',
  boolean: '“是”或“否”',
  array: '列表',
  object: '一组设置',
  null: '空值',
};

/** A comparison ajv reports ("<=", 6) as a sentence. */
const COMPARISONS: Readonly<Record<string, (limit: unknown) => string>> = {
  '<=': (limit) => `不能大于 ${String(limit)}`,
  '<': (limit) => `应当小于 ${String(limit)}`,
  '>=': (limit) => `不能小于 ${String(limit)}`,
  '>': (limit) => `应当大于 ${String(limit)}`,
};

/** What a field whose value breaks its pattern says: the pattern itself is a programmer's, never shown. */
const PATTERN_WORDS = { en: 'is not in the form this field takes', zh: '格式不符合此项的要求' } as const;

/**
 * ajv's messages in English as an operator reads them: ajv's own, but for a pattern, which it
 * quotes as a regular expression ("must match pattern "^#[0-9a-f]{6}$"").
 */
export function localizeErrorsEn(errors: KeywordError[] | null | undefined): void {
  for (const error of errors ?? []) if (error.keyword === 'pattern') error.message = PATTERN_WORDS.en;
}

/**
 * ajv's messages in Chinese: the ajv project's own translation (ajv-i18n), with the few that
 * read as a programmer's words said as an operator would. A missing key keeps its name quoted as
 * ajv writes it ('name'), so the form library puts the field's title in its place.
 */
export function localizeErrorsZh(errors: KeywordError[] | null | undefined): void {
  if (!errors?.length) return;
  localizeZh(errors as ErrorObject[]);
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required': {
        // rjsf's own validator quotes the name before localizing; its precompiled one does not.
        const name = String(params.missingProperty);
        error.message = `请填写 ${/^'.*'$/.test(name) ? name : `'${name}'`}`;
        break;
      }
      case 'type': {
        const types = ([] as unknown[]).concat(params.type).map((type) => TYPE_WORDS[String(type)] ?? String(type));
        error.message = `应当是${types.join('或')}`;
        break;
      }
      case 'maximum':
      case 'minimum':
      case 'exclusiveMaximum':
      case 'exclusiveMinimum': {
        const say = COMPARISONS[String(params.comparison)];
        if (say) error.message = say(params.limit);
        break;
      }
      case 'enum':
        error.message = '应当是列出的选项之一';
        break;
      case 'const':
        error.message = '应当是规定的值';
        break;
      case 'pattern':
        error.message = PATTERN_WORDS.zh;
        break;
      default:
        break;
    }
  }
}

/** One ajv error's message in a language. */
export function keywordMessage(error: KeywordError, language: Language): string | undefined {
  const copy = { ...error };
  (language === 'en' ? localizeErrorsEn : localizeErrorsZh)([copy]);
  return copy.message;
}

/**
 * The form library's messages around ajv's, said in Chinese: a name it put in ASCII quotes
 * ('Title') gets Chinese quotes, and the line that names the field (the "stack", "'Title' must be
 * <= 6" in English) reads “标题”不能大于 6.
 */
export function chineseFormErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const message = error.message?.replace(/ ?'([^']*)' ?/g, '“$1”');
    const namesItsField = message !== error.message;
    const stack = namesItsField || !error.title ? (message ?? error.stack) : `“${error.title}”${message ?? ''}`;
    return { ...error, ...(message !== undefined ? { message } : {}), stack };
  });
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node with its reference followed and, for a slot item, the branch of the widget its data names. */
function resolved(root: Node, node: Node, value: unknown): Node {
  let out = node;
  if (typeof out.$ref === 'string' && out.$ref.startsWith('#/')) {
    const target = out.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), root);
    if (isNode(target)) out = target;
  }
  const tag = isNode(out.discriminator) ? String(out.discriminator.propertyName) : undefined;
  if (tag && Array.isArray(out.oneOf) && isNode(value)) {
    const branch = out.oneOf.find(
      (entry) => isNode(entry) && isNode(entry.properties) && (entry.properties[tag] as Node)?.const === value[tag],
    );
    if (isNode(branch)) out = branch;
  }
  return out;
}

/** The title of the field at a form error's property (".slots.main.0.props.pageSize"), in the schema's words. */
export function titleAt(root: RJSFSchema, data: unknown, property: string): string | undefined {
  let node: Node | undefined = root as Node;
  let value = data;
  for (const key of property.split('.').filter(Boolean)) {
    const at: Node = resolved(root as Node, node, value);
    const properties = isNode(at.properties) ? at.properties : {};
    const next = Array.isArray(value) ? at.items : key in properties ? properties[key] : at.additionalProperties;
    if (!isNode(next)) return undefined;
    node = next;
    value = isNode(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined;
  }
  const title = node.title ?? resolved(root as Node, node, value).title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Each error named by its field's title, which the validator cannot know (it was compiled without
 * the words): the line that names the field (rjsf's "stack") and a missing key's name in its message.
 */
function titled(errors: RJSFValidationError[], schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  return errors.map((error) => {
    if (error.title || !error.property) return error;
    const title = titleAt(schema, formData, error.property);
    if (!title) return error;
    const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    if (missing === undefined) return { ...error, title, stack: `'${title}' ${error.message ?? ''}`.trim() };
    const message = error.message?.replace(`'${String(missing)}'`, `'${title}'`);
    return { ...error, title, ...(message !== undefined ? { message, stack: message } : {}) };
  });
}

/**
 * A form's validator in a language. The precompiled validators were compiled from the schemas
 * without their words (the build's `bareSchema`), and find a schema's code by its hash: so each
 * schema the form hands over is stripped of its words first (`bare`), and the English and the
 * Chinese form reach the same code. ajv's messages are said in the language (the inner validator's
 * localizer), and each error is named by its field's title in the form's own schema.
 */
export function inLanguage(
  inner: ValidatorType,
  language: Language,
  bare: (schema: RJSFSchema) => RJSFSchema,
): ValidatorType {
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
        (errors, ui) => {
          const named = titled(errors, schema, formData);
          const worded = language === 'zh' ? chineseFormErrors(named) : named;
          return transformErrors ? transformErrors(worded, ui) : worded;
        },
        uiSchema,
      ),
  };
  return validator;
}

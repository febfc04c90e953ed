// @vitest-environment node
// Issue 28, item 5: the errors under a form's fields speak the studio's language. The studio's
// validators are compiled from the schemas without their words, as here (`bareSchema`).
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { bareSchema } from '../schema/schemaWords.ts';
import { inLanguage, keywordMessage, localizeErrorsEn, localizeErrorsZh, titleAt } from './ajvWords.ts';
import type { Language } from './texts.ts';

const schema = {
  type: 'object',
  title: '首页',
  required: ['name'],
  properties: {
    name: { type: 'string', title: '名称' },
    colour: { type: 'string', title: '强调色', pattern: '^#[0-9a-f]{6}$' },
    main: {
      type: 'array',
      title: '主区域',
      items: { $ref: '#/definitions/widget' },
    },
  },
  definitions: {
    widget: {
      type: 'object',
      discriminator: { propertyName: 'widget' },
      required: ['widget'],
      oneOf: [
        {
          title: '游戏列表',
          properties: {
            widget: { const: 'GameGrid' },
            props: {
              type: 'object',
              properties: { pageSize: { type: 'integer', title: '每页游戏数', minimum: 1, maximum: 6 } },
            },
          },
        },
      ],
    },
  },
} as RJSFSchema;

const bare = (node: RJSFSchema) => bareSchema(node) as RJSFSchema;

function errorsIn(language: Language, formData: unknown) {
  const inner = customizeValidator(
    { ajvOptionsOverrides: { discriminator: true } },
    (language === 'zh' ? localizeErrorsZh : localizeErrorsEn) as never,
  );
  return inLanguage(inner, language, bare).validateFormData(formData, schema).errors;
}

const invalid = { colour: 'red', main: [{ widget: 'GameGrid', props: { pageSize: 9 } }] };

describe('form errors in the studio’s language', () => {
  it('says ajv’s messages in Chinese, each line naming its field by its title', () => {
    const errors = errorsIn('zh', invalid);
    expect(errors.map(({ property, message, stack }) => ({ property, message, stack }))).toEqual([
      { property: 'name', message: '请填写“名称”', stack: '请填写“名称”' },
      { property: '.colour', message: '格式不符合此项的要求', stack: '“强调色”格式不符合此项的要求' },
      { property: '.main.0.props.pageSize', message: '不能大于 6', stack: '“每页游戏数”不能大于 6' },
    ]);
  });

  it('keeps ajv’s English in English, named by the field’s title too', () => {
    const errors = errorsIn('en', invalid);
    expect(errors.map(({ message, stack }) => ({ message, stack }))).toEqual([
      { message: "must have required property '名称'", stack: "must have required property '名称'" },
      // A pattern is a programmer's: the operator reads what is wrong, not the regular expression.
      { message: 'is not in the form this field takes', stack: "'强调色' is not in the form this field takes" },
      { message: 'must be <= 6', stack: "'每页游戏数' must be <= 6" },
    ]);
  });

  it('says the keywords an operator meets most as an operator would', () => {
    const said = (keyword: string, params: Record<string, unknown>) => keywordMessage({ keyword, params }, 'zh');
    expect(said('minimum', { comparison: '>=', limit: 1 })).toBe('不能小于 1');
    expect(said('exclusiveMaximum', { comparison: '<', limit: 10 })).toBe('应当小于 10');
    expect(said('type', { type: 'integer' })).toBe('应当是整数');
    expect(said('pattern', { pattern: '^#[0-9a-f]{6}$' })).toBe('格式不符合此项的要求');
    expect(said('type', { type: ['string', 'null'] })).toBe('应当是文字或空值');
    expect(said('enum', { allowedValues: ['a'] })).toBe('应当是列出的选项之一');
    expect(said('minLength', { limit: 2 })).toBe('不应少于 2 个字符');
    expect(keywordMessage({ keyword: 'maximum', params: {}, message: 'must be <= 6' }, 'en')).toBe('must be <= 6');
  });

  it('finds a field’s title through a slot item’s widget', () => {
    expect(titleAt(schema, invalid, '.main.0.props.pageSize')).toBe('每页游戏数');
    expect(titleAt(schema, invalid, '.main.0')).toBe('游戏列表');
    expect(titleAt(schema, invalid, '.main')).toBe('主区域');
    expect(titleAt(schema, invalid, '.nothing')).toBeUndefined();
  });
});

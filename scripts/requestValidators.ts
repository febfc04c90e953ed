import Ajv, { _, type AnySchemaObject, type KeywordCxt } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { calls, type CallDefinition } from '../schemas/api/index.ts';
import { textBreach, TEXT_KEYWORD, withTextRule, type TextRule } from '../schemas/api/plainText.ts';
import { LIMIT_KEYWORDS, type FieldLimits } from '../schemas/api/requestRules.ts';

/**
 * The source of schemas/generated/requestValidators.js (and its .d.ts): each call's request body as
 * a precompiled validator (ajv's standalone code, DESIGN §3d), the rules the platform holds the same
 * body to — the text rule of every string included (schemas/api/plainText.ts `withTextRule`) — so a
 * form refuses what the platform refuses, without ajv in the player. Each call is its own export
 * and the module has no side effects, so a form's chunk carries only the validators it imports and
 * the home's bundle none.
 */

/** Modules the generated code may import: what ajv's runtime `require`s become (anything else is an error). */
const RUNTIME: Readonly<Record<string, { name: string; from: string }>> = {
  'require("ajv/dist/runtime/ucs2length").default': { name: 'ucs2length', from: '../api/requestRules.ts' },
  'require("../api/plainText.ts").textBreach': { name: 'textBreach', from: '../api/plainText.ts' },
};

/** The text rule as code ajv can write out (the platform's keyword calls `textBreach` the same way). */
function textRuleKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'object',
    error: { message: 'must be plain text', params: ({ params }) => _`${params.breach as never}` },
    code(cxt: KeywordCxt) {
      const rule = cxt.schema as TextRule;
      const check = cxt.gen.scopeValue('func', {
        ref: textBreach,
        code: _`require("../api/plainText.ts").textBreach`,
      });
      const options = rule.minLength
        ? _`{multiline: ${rule.multiline}, minLength: ${rule.minLength}}`
        : _`{multiline: ${rule.multiline}}`;
      const breach = cxt.gen.const('breach', _`${check}(${cxt.data}, ${options})`);
      cxt.setParams({ breach });
      cxt.fail(_`${breach} !== null`);
    },
  });
}

/** Formats a request may use that ajv can write out as a regular expression (others would need ajv-formats at run time). */
function inlineFormats(): Record<string, RegExp> {
  return Object.fromEntries(
    Object.entries(fullFormats).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp),
  );
}

/** The calls whose request has a body: what the player's forms send. */
export function bodyCalls(
  definitions: Readonly<Record<string, CallDefinition>> = calls,
): [string, CallDefinition & { body: object }][] {
  return Object.entries(definitions).filter(
    (entry): entry is [string, CallDefinition & { body: object }] => typeof entry[1].body === 'object',
  );
}

/** Words for readers, not rules: left out of the emitted schemas, which ajv copies where an error names them. */
const ANNOTATIONS: ReadonlySet<string> = new Set([
  'description',
  'title',
  'examples',
  '$comment',
  'default',
  'multiline',
]);

/** Keywords whose value is data, not a schema: kept as they are. */
const DATA_KEYWORDS: ReadonlySet<string> = new Set(['enum', 'const', 'required', TEXT_KEYWORD]);
const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** A schema without its annotations (in every nested schema; property names and data are kept). */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    copy[key] = DATA_KEYWORDS.has(key)
      ? value
      : SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]))
        : withoutAnnotations(value);
  }
  return copy;
}

/** Each top-level field's bounds, as the schema gives them. */
export function fieldLimits(body: object): Record<string, FieldLimits> {
  const properties = (body as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
  const limits: Record<string, FieldLimits> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const bounds = Object.fromEntries(
      LIMIT_KEYWORDS.filter((key) => typeof schema[key] === 'number').map((key) => [key, schema[key] as number]),
    );
    if (Object.keys(bounds).length > 0) limits[name] = bounds;
  }
  return limits;
}

/** ajv's CommonJS `require`s as imports of the few modules allowed, and each validator annotated as pure. */
function asModule(code: string): { imports: string[]; body: string } {
  const used = new Map<string, { name: string; from: string }>();
  const body = code
    .replace(/require\("[^"]+"\)(?:\.\w+)?/g, (expression) => {
      const runtime = RUNTIME[expression];
      if (!runtime) throw new Error(`the request validators would need ${expression} at run time`);
      used.set(expression, runtime);
      return runtime.name;
    })
    .replace(/^"use strict";/, '')
    // A regular expression made at load is no side effect: a chunk that imports no validator drops it.
    .replace(/= new RegExp\(/g, '= /*#__PURE__*/ new RegExp(');
  const from = new Map<string, string[]>();
  for (const { name, from: path } of used.values()) from.set(path, [...(from.get(path) ?? []), name]);
  const imports = [...from].map(
    ([path, names]) => `import { ${names.sort().join(', ')} } from ${JSON.stringify(path)};`,
  );
  return { imports, body };
}

const HEADER =
  '// Generated by scripts/emit-schemas.ts from schemas/api: each call’s request rules, precompiled. Do not edit.';

/** The emitted module: `{ code, types }`, the JavaScript and its declarations. */
export function requestValidatorsSource(definitions: Readonly<Record<string, CallDefinition>> = calls): {
  code: string;
  types: string;
} {
  const ajv = new Ajv({
    // As the platform reads a JSON body (server/inputValidation.ts), with every error so a form can name each field.
    removeAdditional: false,
    useDefaults: false,
    allErrors: true,
    strict: false,
    messages: false,
    formats: inlineFormats(),
    code: { source: true, esm: true, lines: true, optimize: true },
  });
  textRuleKeyword(ajv);
  const entries = bodyCalls(definitions);
  const exported: Record<string, string> = {};
  for (const [name, definition] of entries) {
    // The text rule reads `multiline` before the annotations go.
    const schema = withoutAnnotations(withTextRule(definition.body)) as AnySchemaObject;
    ajv.addSchema({ ...schema, $id: name }, name);
    exported[name] = name;
  }
  const { imports, body } = asModule(standaloneCode(ajv, exported));
  const limits = Object.fromEntries(entries.map(([name, definition]) => [name, fieldLimits(definition.body)]));
  const code = body.replace(
    /^export const (\w+) = (validate\d+);$/gm,
    (_all, name: string, validate: string) =>
      `export const ${name} = { call: ${JSON.stringify(name)}, validate: ${validate}, limits: ${JSON.stringify(limits[name])} };`,
  );
  const types = [
    HEADER,
    "import type { RequestRules } from '../api/requestRules.ts';",
    '',
    ...entries.map(
      ([name]) =>
        `export declare const ${name}: RequestRules<${JSON.stringify(name)}, ${JSON.stringify(limits[name])}>;`,
    ),
    '',
  ].join('\n');
  return { code: [HEADER, ...imports, code.trim(), ''].join('\n'), types };
}

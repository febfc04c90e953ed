// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { bodyCalls, requestValidatorsSource } from '../../scripts/requestValidators.ts';
import { callValidatorCompiler, exactBodyCompiler, refusalExtra } from '../../server/inputValidation.ts';
import * as emitted from '../generated/requestValidators.js';
import type { CallDefinition } from './define.ts';
import { calls } from './index.ts';
import { breachesOf, type RequestRules, type SchemaError } from './requestRules.ts';

const exactBody = exactBodyCompiler();
const routerBody = callValidatorCompiler();

/** The platform's validator of a call's body, as server/app.ts and server/callInput.ts build it. */
function platformValidator(definition: CallDefinition): ValidateFunction {
  if (definition.encrypted || definition.multipart) return exactBody(definition.body as object);
  const compile = routerBody(definition);
  return compile({
    schema: definition.body as object,
    httpPart: 'body',
    method: definition.method,
    url: definition.path,
  }) as unknown as ValidateFunction;
}

const emittedRules = emitted as unknown as Record<string, RequestRules<never>>;

/**
 * The same request through both: the same verdict, and the field and rule the platform names in its
 * refusal (the first error it meets) are among those the form's validator names.
 */
function expectAgreement(name: string, platform: ValidateFunction, request: unknown) {
  const rules = emittedRules[name]!;
  const form = rules.validate(structuredClone(request));
  const server = platform(structuredClone(request));
  expect(form, `${name} ${JSON.stringify(request)}`).toBe(server);
  if (server) return;
  const refusal = refusalExtra(platform.errors?.[0] as SchemaError | undefined);
  if (!refusal.field) return;
  const named = breachesOf(rules.validate.errors).map((breach) => `${breach.field} ${breach.rule}`);
  // The platform stops at its first error; the form reports every field, the first one of each.
  expect(named, `${name} ${JSON.stringify(request)}`).toContain(`${refusal.field} ${refusal.rule}`);
}

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; maxLength?: number };

/** Values that break a field's schema, or nearly do: empty, too long, control and direction characters, other types. */
function variantsOf(schema: Schema): unknown[] {
  const long = 'x'.repeat((schema.maxLength ?? 64) + 1);
  if (schema.type === 'string')
    return ['', ' ', 'a', long, 'ok\u0000', '\u202Egnp.exe', 'x\uD800', 'line\nbreak', '😀'.repeat(3), 1, ['1'], null];
  if (schema.type === 'integer' || schema.type === 'number') return [0, -1, 1.5, 1e12, '1', [1], null];
  if (schema.type === 'boolean') return [true, 'true', 1];
  return [null, 'x', 1, [], {}];
}

describe('the request validators the forms use (DESIGN §3d, issue 25 item 4)', () => {
  it('are the contract’s request schemas precompiled, and the emitted files are up to date (npm run schemas:emit)', () => {
    const { code, types } = requestValidatorsSource();
    expect(readFileSync('schemas/generated/requestValidators.js', 'utf8')).toBe(code);
    expect(readFileSync('schemas/generated/requestValidators.d.ts', 'utf8')).toBe(types);
    expect(Object.keys(emitted).sort()).toEqual(
      bodyCalls()
        .map(([name]) => name)
        .sort(),
    );
  });

  it('need nothing of ajv at run time: only the contract’s own helpers are imported', () => {
    const imports = [
      ...readFileSync('schemas/generated/requestValidators.js', 'utf8').matchAll(/^import .* from "(.+)";$/gm),
    ];
    expect(imports.map((match) => match[1])).toEqual(['../api/requestRules.ts', '../api/plainText.ts']);
    expect(readFileSync('schemas/generated/requestValidators.js', 'utf8')).not.toMatch(/require\(/);
  });

  it('accept and refuse every call’s request as the platform does: its examples, and each field broken in turn', () => {
    for (const [name, definition] of bodyCalls()) {
      const platform = platformValidator(definition);
      const body = definition.body as Schema & { examples?: Record<string, unknown>[] };
      const examples = body.examples ?? [{}];
      for (const example of examples) {
        expectAgreement(name, platform, example);
        for (const [field, schema] of Object.entries(body.properties ?? {})) {
          for (const value of variantsOf(schema)) {
            // A form-encoded body carries only text: the platform reads its numbers from it.
            if (definition.form && typeof value !== 'string') continue;
            expectAgreement(name, platform, { ...example, [field]: value });
          }
          const { [field]: _left, ...without } = example;
          expectAgreement(name, platform, without);
        }
        expectAgreement(name, platform, { ...example, unexpected: 'x' });
      }
      if (!definition.form) for (const other of [null, 'text', [], 42]) expectAgreement(name, platform, other);
    }
  });

  it.each([
    [
      'an account number',
      'payoutAccountAdd',
      'accountNumber',
      ['12345', '123456', '1'.repeat(20), '1'.repeat(21), '123 456', '12345a', '１２３４５６', '١٢٣٤٥٦', ''],
    ],
    [
      'a payment password',
      'payoutAccountAdd',
      'paymentPassword',
      ['246810', '24681', '2468100', '24681a', '２４６８１０', ' 246810'],
    ],
    [
      'a real name',
      'payoutAccountAdd',
      'realName',
      ['Tan Mei Ling', 'A', ' A ', 'A\u0000', 'A\u202E', '陈美玲', 'x'.repeat(81)],
    ],
    ['a new payment password', 'paymentPasswordSet', 'password', ['135790', '13579', '1357900', '１３５７９０']],
    [
      'feedback',
      'feedback',
      'content',
      [
        '0123456789',
        '012345678',
        ' '.repeat(12),
        '\u0000'.repeat(11),
        'line one\nline two',
        '😀'.repeat(10),
        '😀'.repeat(9),
        'x'.repeat(501),
      ],
    ],
    ['a remark', 'transferUpline', 'remark', ['Rent', '', 'x'.repeat(140), 'x'.repeat(141), 'a\nb', 'a\u202Eb']],
    ['a nickname', 'registerDownline', 'nickname', ['Ann', '', '\u0000', 'a\u0000b', '\u202Egnp.exe', 'x'.repeat(33)]],
    ['a quantity', 'redeemPointReward', 'quantity', [1, 99, 0, 100, 1.5, '1']],
    ['an address', 'redeemPointReward', 'address', ['1 Jalan Example\nKuala Lumpur', 'x'.repeat(501), 'a\u0000']],
  ])('the platform and the form take and refuse the same %s', (_what, name, field, values) => {
    const definition = calls[name as keyof typeof calls] as CallDefinition;
    const platform = platformValidator(definition);
    const example = ((definition.body as { examples?: Record<string, unknown>[] }).examples ?? [{}])[0]!;
    for (const value of values) expectAgreement(name, platform, { ...example, [field]: value });
  });
});

// @vitest-environment node
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  callById,
  calls,
  findCallById,
  encryptedPayloadSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  eventSchemas,
  okEnvelope,
  type CallDefinition,
  type RequestOf,
  type ResponseOf,
} from './index.ts';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

const all = Object.values(calls) as CallDefinition[];
const ids = Array.from({ length: 61 }, (_, i) => `CALL-${String(i + 1).padStart(2, '0')}`);
/** Calls the platform adds beyond the spec's table (CALL-62..65 are client-side providers). */
const platformIds = [
  ...Array.from({ length: 92 - 65 }, (_, i) => `CALL-${66 + i}`),
  // The agent centre's team (issue 17).
  ...Array.from({ length: 8 }, (_, i) => `CALL-${110 + i}`),
  // Rewards, missions and the manual rebate (issue 16).
  ...Array.from({ length: 5 }, (_, i) => `CALL-${120 + i}`),
  // Issue 16: the message box, the invitation page and the mirror sites.
  ...Array.from({ length: 6 }, (_, i) => `CALL-${130 + i}`),
  // Contracts that settle and transfers to a downline (issue 17).
  ...Array.from({ length: 3 }, (_, i) => `CALL-${140 + i}`),
  // Responsible gaming (issue 29).
  ...Array.from({ length: 6 }, (_, i) => `CALL-${150 + i}`),
];
const examplesOf = (s: unknown): unknown[] => {
  const ex = (s as { examples?: unknown[] }).examples;
  return Array.isArray(ex) ? ex : [];
};

describe('platform contract', () => {
  it("lists every CALL-01..CALL-61 exactly once, and the platform's own CALL-66..CALL-92, CALL-110..CALL-116, CALL-120..CALL-124, CALL-130..CALL-135, CALL-140..CALL-142 and CALL-150..CALL-155", () => {
    const seen = all.map((c) => c.id).sort();
    expect(seen).toEqual([...ids, ...platformIds].sort());
    for (const id of ids) expect(findCallById(id)?.id).toBe(id);
    expect(callById['CALL-04'].name).toBe('login');
  });

  it('keys calls by their name', () => {
    for (const [key, c] of Object.entries(calls)) expect(c.name).toBe(key);
  });

  it('has a unique path per method', () => {
    const keys = all.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts relay calls under /wps/relay/<name> (UNSPEC-41)', () => {
    for (const c of all) if (c.path.includes('/relay/')) expect(c.path).toMatch(/^\/wps\/relay\/[A-Za-z0-9_]+$/);
    expect(calls.redeemPointReward.path).toBe('/wps/relay/redeemPointReward');
    expect(calls.updateLanguage).toMatchObject({ method: 'PUT', path: '/wps/member/language' });
  });

  it('encrypts exactly CALL-04, 09, 10, 15, 17, 37 (UNSPEC-20), the calls that carry a login code (CALL-68, CALL-70), the SMS sends that carry a challenge answer (CALL-13, CALL-14), the cashier calls that carry the payment password (CALL-76..78, 80, 87, 142) and the downline first password (CALL-116, AG-03)', () => {
    expect(
      all
        .filter((c) => c.encrypted)
        .map((c) => c.id)
        .sort(),
    ).toEqual([
      'CALL-04',
      'CALL-09',
      'CALL-10',
      'CALL-116',
      'CALL-13',
      'CALL-14',
      'CALL-142',
      'CALL-15',
      'CALL-17',
      'CALL-37',
      'CALL-68',
      'CALL-70',
      'CALL-76',
      'CALL-77',
      'CALL-78',
      'CALL-80',
      'CALL-87',
    ]);
    for (const c of all.filter((x) => x.encrypted)) expect(c.body, c.id).toBeDefined();
  });

  it('sends no body on GET and DELETE', () => {
    for (const c of all) if (c.method === 'GET' || c.method === 'DELETE') expect(c.body, c.id).toBeUndefined();
  });

  it('closes every request schema', () => {
    for (const c of all) {
      for (const s of [c.body, c.query])
        if (s) expect((s as { additionalProperties?: unknown }).additionalProperties, c.id).toBe(false);
    }
  });

  for (const c of all) {
    it(`${c.id} ${c.name}: schemas compile and examples validate`, () => {
      const parts = [
        ['body', c.body],
        ['query', c.query],
        ['response', c.response],
      ] as const;
      for (const [part, schema] of parts) {
        if (!schema) continue;
        const validate = ajv.compile(schema as object);
        const examples = examplesOf(schema);
        expect(examples.length, `${c.id} ${part} has an example`).toBeGreaterThan(0);
        for (const ex of examples)
          expect(validate(ex), `${c.id} ${part}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        if (part === 'response') {
          const env = ajv.compile(okEnvelope(schema));
          for (const ex of examples) expect(env({ success: true, value: ex })).toBe(true);
        }
      }
    });
  }

  it('rejects unknown request fields', () => {
    const validate = ajv.compile(calls.login.body);
    expect(validate({ ...calls.login.body.examples[0], admin: true })).toBe(false);
  });

  it('validates money as decimal strings (UNSPEC-02)', () => {
    const validate = ajv.compile(calls.walletTransfer.body);
    expect(validate({ fromWallet: 'MAIN', toWallet: 'PG', amount: '10.5' })).toBe(true);
    expect(validate({ fromWallet: 'MAIN', toWallet: 'PG', amount: 10.5 })).toBe(false);
    expect(validate({ fromWallet: 'MAIN', toWallet: 'PG', amount: '10.555' })).toBe(false);
  });

  it('describes each live event (balance, unread, withdrawal, deposit, feedback, logout, resync) with a schema its examples meet', () => {
    expect(Object.keys(eventSchemas).sort()).toEqual([
      'balance',
      'deposit',
      'feedback',
      'logout',
      'resync',
      'unread',
      'withdrawal',
    ]);
    for (const [name, schema] of Object.entries(eventSchemas)) {
      const validate = ajv.compile(schema);
      for (const ex of schema.examples) expect(validate(ex), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    expect(
      ajv.compile(eventSchemas.balance)({
        balance: '1.00',
        available: '1.00',
        delta: '1.00',
        kind: 'lottery',
        reason: 'x',
      }),
    ).toBe(false);
  });

  it('takes money in new calls as positive decimal strings with at most 2 decimals, and an idempotency key', () => {
    const validate = ajv.compile(calls.withdrawCreate.body);
    const good = calls.withdrawCreate.body.examples[0];
    expect(validate(good)).toBe(true);
    for (const amount of ['-5.00', '1.005', '1e3', 'abc', ' 5', 12])
      expect(validate({ ...good, amount }), String(amount)).toBe(false);
    const { idempotencyKey: _key, ...withoutKey } = good;
    expect(validate(withoutKey)).toBe(false);
  });

  it('accepts the encrypted payload example', () => {
    const validate = ajv.compile(encryptedPayloadSchema);
    for (const ex of encryptedPayloadSchema.examples) expect(validate(ex)).toBe(true);
    expect(validate({ key: 'a', iv: 'b' })).toBe(false);
  });

  it('accepts an error envelope with a stable code', () => {
    const validate = ajv.compile(errorEnvelopeSchema);
    for (const ex of errorEnvelopeSchema.examples) {
      expect(validate(ex)).toBe(true);
      expect(ex.code in ERROR_CODES).toBe(true);
    }
    expect(validate({ success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in' })).toBe(true);
  });

  it('rejects malformed envelopes', () => {
    const ok = ajv.compile(okEnvelope(calls.walletBalance.response));
    const err = ajv.compile(errorEnvelopeSchema);
    expect(ok({ success: true })).toBe(false);
    expect(ok({ success: false, value: { balance: '1.00' } })).toBe(false);
    expect(ok({ success: true, value: { balance: 12 } })).toBe(false);
    expect(err({ success: true, code: 'UNKNOWN', message: 'x' })).toBe(false);
    expect(err({ success: false, message: 'no code' })).toBe(false);
    expect(err({ success: false, code: 'lower case', message: 'x' })).toBe(false);
  });

  it('maps error codes to statuses and catalogue entries', () => {
    expect(ERROR_CODES.NOT_LOGGED_IN).toMatchObject({ status: 401, catalogue: 'ERR-15' });
    expect(ERROR_CODES.NETWORK_ABNORMAL).toMatchObject({ status: null, catalogue: 'ERR-19', clientOnly: true });
    expect(ERROR_CODES.PLAIN_TEXT_REJECTED.status).toBe(400);
  });

  it('derives request and response types per call', () => {
    expectTypeOf<RequestOf<'login'>['type']>().toEqualTypeOf<'username' | 'sms' | 'provider'>();
    expectTypeOf<ResponseOf<'login'>['token']>().toEqualTypeOf<string>();
    expectTypeOf<RequestOf<'systemStatus'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RequestOf<'gameList'>['pageNo']>().toEqualTypeOf<number>();
    expectTypeOf<ResponseOf<'walletBalance'>['balance']>().toEqualTypeOf<string>();
  });
});

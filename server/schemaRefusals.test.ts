// @vitest-environment node
// Issue 25 item 4, DESIGN §3d: a request the contract's schema refuses is refused by the platform
// naming the field, the rule and its limit exactly as the player's precompiled validator names its
// own refusal of the same request, so the player says both in the same words under the same field.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../schemas/api/index.ts';
import { breachesOf, type RequestRules } from '../schemas/api/requestRules.ts';
import * as validators from '../schemas/generated/requestValidators.js';
import { envelope } from '../tests/support/platformAnswers.ts';
import { platformForEachTest } from '../tests/support/platform.ts';
import { DEMO_PAYMENT_PASSWORD } from './content/seedMemberCentre.ts';

const platform = platformForEachTest();

/** What the form's validator says of a request: each field's first breach. */
function formSays(name: CallName, request: object) {
  const rules = (validators as unknown as Record<string, RequestRules<never>>)[name]!;
  expect(rules.validate(request)).toBe(false);
  return breachesOf(rules.validate.errors);
}

describe('a schema refusal names the field and the rule as the form does', { timeout: 30_000 }, () => {
  it.each([
    [
      'an account number too short (encrypted body)',
      'payoutAccountAdd' as const,
      { bankName: 'Maybank', accountNumber: '12345', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { field: 'accountNumber', rule: 'minLength', limit: 6 },
    ],
    [
      'an account number with letters (encrypted body)',
      'payoutAccountAdd' as const,
      { bankName: 'Maybank', accountNumber: '12345abc9', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { field: 'accountNumber', rule: 'pattern' },
    ],
    [
      'a payment password of 5 digits',
      'payoutAccountRemove' as const,
      { accountId: 'PA1', paymentPassword: '24681' },
      { field: 'paymentPassword', rule: 'minLength', limit: 6 },
    ],
    [
      'an amount in words (plain JSON body)',
      'walletTransfer' as const,
      { fromWallet: 'MAIN', toWallet: 'PG', amount: 'ten', idempotencyKey: randomUUID() },
      { field: 'amount', rule: 'pattern' },
    ],
    [
      'a remark with a direction override',
      'transferUpline' as const,
      { amount: '5.00', paymentPassword: DEMO_PAYMENT_PASSWORD, remark: 'a\u202Eb', idempotencyKey: randomUUID() },
      { field: 'remark', rule: 'characters', character: 'U+202E' },
    ],
    [
      'a missing field',
      'paymentPasswordSet' as const,
      { oldPassword: DEMO_PAYMENT_PASSWORD },
      { field: 'password', rule: 'required' },
    ],
  ])('%s', async (_what, name, request, named) => {
    const token = platform.sessionFor('demo_member');
    const refused = envelope(await platform.call(name, request, { token })) as Record<string, unknown>;
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED', ...named });
    expect(formSays(name, request)).toContainEqual(named);
  });
});

// @vitest-environment node
// Issue 24, item 8: payment-password checks sent at once are counted as if sent one after another:
// a right password is never counted as a failure and never locks the member; guesses at once
// still get no more than ten checks (money/paymentPassword.ts).
import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../content/seedMemberCentre.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

/** CALL-37, the check the points mall and the cashier share: `pass`, or the refusal's code. */
async function check(password: string): Promise<boolean | string> {
  const answer = envelope<{ pass: boolean }>(await platform.call('passwordCheck', { password }, { token }));
  return answer.success ? answer.value.pass : answer.code!;
}
const together = (passwords: string[]) => Promise.all(passwords.map(check));

describe('payment-password checks at once (issue 24, item 8)', () => {
  it('twelve right passwords at once all pass: none is counted, none is refused', async () => {
    expect(await together(Array(12).fill(DEMO_PAYMENT_PASSWORD))).toEqual(Array(12).fill(true));
  });

  it('after nine failures, right passwords at once all pass and the count starts again from nothing', async () => {
    for (let n = 0; n < 9; n += 1) expect(await check('000000')).toBe(false);
    expect(await together(Array(5).fill(DEMO_PAYMENT_PASSWORD))).toEqual(Array(5).fill(true));
    // Ten more failures, not one, lock the check again.
    for (let n = 0; n < 10; n += 1) expect(await check('000000'), `failure ${n + 1}`).toBe(false);
    expect(await check(DEMO_PAYMENT_PASSWORD)).toBe('TOO_MANY_REQUESTS');
  });

  it('thirty guesses at once: ten are checked, the rest refused, and the right password is then locked out too', async () => {
    const answers = await together(Array.from({ length: 30 }, (_, n) => String(100000 + n)));
    expect(answers.filter((a) => a === false)).toHaveLength(10);
    expect(answers.filter((a) => a === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect(await check(DEMO_PAYMENT_PASSWORD)).toBe('TOO_MANY_REQUESTS');
  });
});

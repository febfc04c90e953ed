// @vitest-environment node
// Issue 24, item 1: guesses sent at once meet the login rule as if sent one after another
// (AUTH-08, ERR-07, services/loginGuard.ts). A password is checked only when an answer says so:
// INVALID_CREDENTIALS, a session, or VERIFICATION_REQUIRED; an attempt refused for a missing
// captcha, challenge or wait (CAPTCHA_REQUIRED, CHALLENGE_REQUIRED, TOO_MANY_REQUESTS) had none.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { setBrandVerificationMethods } from '../services/loginVerification.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Answer = { success: boolean; value?: { token?: string }; code?: string; captcha?: boolean };
interface Outcome {
  status: number;
  answer: Answer;
}

const NEW_ADDRESS = '198.51.100.23';
const HOME = '127.0.0.1';
const REFUSED_UNCHECKED = new Set(['CAPTCHA_REQUIRED', 'CHALLENGE_REQUIRED', 'TOO_MANY_REQUESTS']);
const checked = (outcomes: Outcome[]) => outcomes.filter((o) => !REFUSED_UNCHECKED.has(o.answer.code ?? ''));

/** All the logins at once, from one address, with no captcha or challenge. */
async function together(logins: { account: string; password: string }[], ip: string): Promise<Outcome[]> {
  const responses = await Promise.all(
    logins.map(({ account, password }) =>
      platform.call('login', { username: account, password, type: 'username' }, { headers: { 'x-forwarded-for': ip } }),
    ),
  );
  return responses.map((response) => ({ status: response.statusCode, answer: JSON.parse(response.body) as Answer }));
}

describe('concurrent logins meet the rule a sequential one meets (issue 24, item 1; AUTH-08)', () => {
  it('50 guesses at once for one account from a new address: one password is checked, and the right one among them needs the captcha', async () => {
    // Without a verification method a right password from a new address signs straight in (as in the probe).
    setBrandVerificationMethods(platform.db, platform.brands.byId.get('aurora')!, []);
    const guesses = [
      ...Array.from({ length: 49 }, (_, n) => ({ account: 'demo_member', password: `wrong-guess-${n}` })),
      { account: 'demo_member', password: DEMO_PASSWORD },
    ];
    const outcomes = await together(guesses, NEW_ADDRESS);

    // One after another, the first failure asks every later attempt for the captcha.
    expect(checked(outcomes).map((o) => o.answer.code)).toEqual(['INVALID_CREDENTIALS']);
    const right = outcomes.at(-1)!;
    expect(right.answer).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED', captcha: true });
    expect(outcomes.some((o) => o.answer.value?.token)).toBe(false);
  });

  it("guesses at once on many accounts from one new address: the address's first failure asks the rest for the captcha", async () => {
    const outcomes = await together(
      Array.from({ length: 30 }, (_, n) => ({ account: `nobody${n}`, password: 'wrong123' })),
      NEW_ADDRESS,
    );
    expect(checked(outcomes)).toHaveLength(1);
    expect(outcomes.filter((o) => o.answer.code === 'CAPTCHA_REQUIRED')).toHaveLength(29);
  });

  it('right passwords at once are never counted as failures: every one signs in, no captcha asked', async () => {
    const outcomes = await together(
      Array.from({ length: 12 }, () => ({ account: 'demo_member', password: DEMO_PASSWORD })),
      HOME,
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(12).fill(200));
    // Nothing is left counted: the next attempt needs no proof.
    expect((await together([{ account: 'demo_member', password: DEMO_PASSWORD }], HOME))[0]!.status).toBe(200);
  });
});

// @vitest-environment node
// Issue 14, items 1 and 5: every limit of the platform holds for its whole window, past its lock;
// calls that move value take their fields only in the documented type.
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { setPlatformFlag } from '../brands.ts';
import { DEMO_PAYMENT_PASSWORD } from '../content/seedMemberCentre.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { LOCK_MS } from '../services/rateLimit.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest(() => {
  const aurora = platform.brands.byId.get('aurora')!;
  // Every path that sends a code is open, so each limit can be reached.
  for (const flag of ['MOBILEVERCODELOGIN3', 'REGMOBVERF3', 'MOBILENUMREG3', 'FREEPLAY3'] as const)
    setPlatformFlag(platform.db, aurora, flag, true);
});

type Body = {
  success: boolean;
  value?: Record<string, unknown>;
  code?: string;
  message?: string;
  verification?: { ticket: string };
};
const body = (response: { body: string }) => JSON.parse(response.body) as Body;
const MINUTE = 60_000;
const from = (ip: string, token?: string) => ({ headers: { 'x-forwarded-for': ip }, ...(token ? { token } : {}) });
const withChallenge = async (action: 'sms' | 'register', input: object) => ({
  ...input,
  challengeToken: await platform.challenge(action),
});
/** A Malaysian mobile number no account holds, one per index. */
const freshNumber = (i: number) => `1${String(i).padStart(8, '0')}`;

interface Limit {
  /** The rule as docs/decisions.md states it. */
  rule: string;
  max: number;
  windowMs: number;
  /** Whatever the tests needs before the first attempt (a session, a ticket …). */
  prepare?: () => Promise<unknown>;
  /** One attempt, the i-th; the answer's status is 429 when the limit refuses it. */
  attempt: (i: number, prepared: unknown) => Promise<{ statusCode: number; body: string }>;
  /** Time between attempts (a limit of its own may ask for a gap, as the one SMS code a minute). */
  gapMs?: number;
}

const LIMITS: Limit[] = [
  {
    rule: 'payment-password checks: 10 in 15 minutes per member',
    max: 10,
    windowMs: 15 * MINUTE,
    prepare: async () => platform.sessionFor('demo_member'),
    attempt: (_i, token) => platform.call('passwordCheck', { password: 'wrong-one' }, { token: token as string }),
  },
  {
    rule: 'registration SMS codes: 20 an hour per address, whatever the numbers',
    max: 20,
    windowMs: 60 * MINUTE,
    attempt: async (i) =>
      platform.call(
        'smsRegister',
        await withChallenge('sms', { mobileNo: freshNumber(i), countryDialingCode: '+60' }),
        from('198.51.100.7'),
      ),
  },
  {
    rule: 'SMS codes: 5 in 10 minutes per number',
    max: 5,
    windowMs: 10 * MINUTE,
    gapMs: MINUTE,
    attempt: async (i) =>
      platform.call(
        'smsNoLogin',
        await withChallenge('sms', { mobileNum: '123456789', countryDialingCode: '+60' }),
        from(`198.51.100.${20 + i}`),
      ),
  },
  {
    rule: 'registrations: 20 an hour per address',
    max: 20,
    windowMs: 60 * MINUTE,
    attempt: async (i) =>
      platform.call(
        'register',
        await withChallenge('register', {
          username: `limit${i}x`,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          registerMethod: 'WEB',
          login: true,
        }),
        from('198.51.100.8'),
      ),
  },
  {
    rule: 'trial accounts: 20 an hour per address',
    max: 20,
    windowMs: 60 * MINUTE,
    attempt: () => platform.call('freeplayLogin', { os: 'Linux', platform: 'W' }, from('198.51.100.9')),
  },
  {
    rule: 'forgotten-password e-mails: 3 in 10 minutes per account',
    max: 3,
    windowMs: 10 * MINUTE,
    attempt: (i) =>
      platform.call(
        'forgotPasswordEmail',
        { username: 'demo_member', email: 'someone@example.com' },
        from(`198.51.100.${40 + i}`),
      ),
  },
  {
    rule: 'captchas: 30 a minute per address',
    max: 30,
    windowMs: MINUTE,
    attempt: () => platform.call('captcha', undefined, from('198.51.100.10')),
  },
  {
    rule: 'challenges: 60 a minute per address',
    max: 60,
    windowMs: MINUTE,
    attempt: () => platform.call('challenge', { action: 'login' }, from('198.51.100.11')),
  },
  {
    rule: 'invitation-code checks: 60 a minute per address',
    max: 60,
    windowMs: MINUTE,
    attempt: () => platform.call('affiliateCheck', { code: 'NOPE01' }, from('198.51.100.12')),
  },
  {
    rule: 'authenticator confirmations: 10 in 10 minutes per member',
    max: 10,
    windowMs: 10 * MINUTE,
    prepare: async () => {
      const token = platform.sessionFor('demo_member');
      await platform.call('authenticatorEnrol', undefined, { token });
      return token;
    },
    attempt: (_i, token) => platform.call('authenticatorConfirm', { code: '000000' }, { token: token as string }),
  },
  {
    rule: 'login-verification codes: 10 an hour per member, however many logins ask',
    max: 10,
    windowMs: 60 * MINUTE,
    gapMs: MINUTE,
    attempt: async (i) => {
      // A ticket gives five codes at most, so every attempt opens its own login from a new address.
      const ip = `203.0.113.${100 + i}`;
      const asked = body(
        await platform.call('login', { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' }, from(ip)),
      );
      return platform.call('loginVerificationSend', { ticket: asked.verification!.ticket, method: 'email' }, from(ip));
    },
  },
];

describe('every limit holds for its whole window, past its lock (issue 14, item 1; ERR-07, CONST-16)', () => {
  for (const limit of LIMITS) {
    it(
      limit.rule,
      async () => {
        const prepared = await limit.prepare?.();
        const start = platform.now();
        let i = 0;
        const attempt = async () => {
          const response = await limit.attempt(i, prepared);
          i += 1;
          if (limit.gapMs) platform.advance(limit.gapMs);
          return response;
        };
        for (let n = 0; n < limit.max; n += 1) {
          const answer = await attempt();
          // Each attempt reaches the limit: refused for its content maybe, never for its form.
          expect(answer.statusCode, `attempt ${n + 1}: ${answer.body}`).not.toBe(429);
          expect(body(answer).code, `attempt ${n + 1}: ${answer.body}`).not.toBe('VALIDATION_FAILED');
        }
        const refused = await attempt();
        expect(refused.statusCode).toBe(429);
        expect(body(refused).code).toBe('TOO_MANY_REQUESTS');

        // The lock ends; the window does not give its count back.
        platform.setNow(start + LOCK_MS + 1000);
        if (limit.windowMs > LOCK_MS) {
          expect((await attempt()).statusCode, 'after the lock, inside the window').toBe(429);
          platform.setNow(start + limit.windowMs - 1000);
          expect((await attempt()).statusCode, 'just before the window ends').toBe(429);
        }
        // Once the first attempts leave the window, one more is allowed, and then the limit is full again.
        platform.setNow(Math.max(start + limit.windowMs, start + LOCK_MS) + (limit.gapMs ?? 0) + 1000);
        expect((await attempt()).statusCode, 'after the window').not.toBe(429);
      },
      60_000,
    );
  }

  it('no address gets more than the documented count in one window, however it times its attempts', async () => {
    // The probe's pattern: ten guesses, wait out the lock, ten more. Now the second ten wait for the window.
    const token = platform.sessionFor('demo_member');
    const check = () => platform.call('passwordCheck', { password: 'wrong-one' }, { token });
    let answered = 0;
    for (let minute = 0; minute < 15; minute += 1) {
      for (let n = 0; n < 3; n += 1) if ((await check()).statusCode === 200) answered += 1;
      platform.advance(MINUTE);
    }
    expect(answered).toBe(10);
  });
});

describe('calls that move value take only their documented types (issue 14, item 5; UNSPEC-02)', () => {
  const member = () => platform.sessionFor('demo_member');
  const balance = async (token: string) =>
    body(await platform.call('walletBalance', undefined, { token })).value!.balance;
  const call = (name: CallName, input: unknown, token: string) => platform.call(name, input, { token });

  it('a transfer amount that is a number or an array is refused, and nothing moves', async () => {
    const token = member();
    const before = await balance(token);
    for (const amount of [1, ['1'], [1], true, { value: '1' }]) {
      const refused = await call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount }, token);
      expect(refused.statusCode, JSON.stringify(amount)).toBe(400);
      expect(body(refused).code).toBe('VALIDATION_FAILED');
    }
    expect(await balance(token)).toBe(before);
    // The documented type still moves money.
    expect(
      body(await call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00' }, token)).success,
    ).toBe(true);
    expect(await balance(token)).not.toBe(before);
  });

  it('a points conversion given as an array or a string is refused, and no point moves', async () => {
    const token = member();
    for (const points of [[100], '100', 100.5]) {
      const refused = await call('convertPoint', { points }, token);
      expect(refused.statusCode, JSON.stringify(points)).toBe(400);
    }
    expect(body(await call('getPointBalance', undefined, token)).value!.points).toBe(5200);
    expect(body(await call('convertPoint', { points: 100 }, token)).success).toBe(true);
  });

  it('a reward quantity given as text is refused; the payment password stays a string', async () => {
    const token = member();
    await call('passwordCheck', { password: DEMO_PAYMENT_PASSWORD }, token);
    expect((await call('redeemPointReward', { rewardId: 'rw-free-spins', quantity: '1' }, token)).statusCode).toBe(400);
    expect((await call('passwordCheck', { password: 246810 }, token)).statusCode).toBe(400);
    expect(body(await call('getPointBalance', undefined, token)).value!.points).toBe(5200);
  });

  it('query strings are still read from their text (page numbers)', async () => {
    const token = member();
    expect((await call('getRedeemPointList', { pageNo: 1, pageSize: 20 }, token)).statusCode).toBe(200);
  });
});

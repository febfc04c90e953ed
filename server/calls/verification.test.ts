// @vitest-environment node
// Issue 26 item 1: the platform says how long the player waits before another SMS code, and holds it.
import { describe, expect, it } from 'vitest';
import { setPlatformFlag } from '../brands.ts';
import { SMS_RESEND_SECONDS } from '../services/smsCodes.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest(() => {
  const aurora = platform.brands.byId.get('aurora')!;
  for (const flag of ['MOBILEVERCODELOGIN3', 'REGMOBVERF3', 'MOBILENUMREG3'] as const)
    setPlatformFlag(platform.db, aurora, flag, true);
});

type Body = { success: boolean; value?: Record<string, unknown>; code?: string; message?: string; retryAfter?: number };
const body = (response: { body: string }) => JSON.parse(response.body) as Body;
const sent = (recipient: string) =>
  (platform.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?').get(recipient) as { n: number }).n;

/** CALL-13 (SMS login, phone reset) and CALL-14 (registration), each for a number it sends to. */
const SENDS = [
  {
    call: 'smsNoLogin',
    recipient: '+60123456789', // demo_member's number
    send: async () =>
      body(
        await platform.call('smsNoLogin', {
          mobileNum: '123456789',
          countryDialingCode: '+60',
          challengeToken: await platform.challenge('sms'),
        }),
      ),
  },
  {
    call: 'smsRegister',
    recipient: '+60176543210', // nobody's
    send: async () =>
      body(
        await platform.call('smsRegister', {
          mobileNo: '176543210',
          countryDialingCode: '+60',
          challengeToken: await platform.challenge('sms'),
        }),
      ),
  },
] as const;

describe('the resend interval (SMS-04, SMS-05, ERR-07)', () => {
  for (const { call, recipient, send } of SENDS) {
    it(`SMS-04 ${call}: the answer names the 60 s wait, a send inside it is refused with the seconds left, after it one goes`, async () => {
      expect(SMS_RESEND_SECONDS).toBe(60);
      expect((await send()).value).toEqual({ expiredMinutes: 10, resendSeconds: 60 });
      expect(sent(recipient)).toBe(1);

      platform.advance(1000);
      expect(await send()).toMatchObject({
        success: false,
        code: 'TOO_MANY_REQUESTS',
        message: 'Please wait 59 seconds before asking for another code.',
        retryAfter: 59,
      });
      platform.advance(58_000);
      expect(await send()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });
      expect(sent(recipient)).toBe(1);

      // A refused send does not start the minute again: once it has passed, the next one goes.
      platform.advance(1000);
      expect((await send()).success).toBe(true);
      expect(sent(recipient)).toBe(2);
    });
  }

  it('a code for registration does not hold back a login code for the same number: each purpose has its own wait', async () => {
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'PHONEPWDRECOVERY', true);
    const number = { countryDialingCode: '+60', challengeToken: '' };
    const register = await platform.call('smsRegister', {
      ...number,
      mobileNo: '176543211',
      challengeToken: await platform.challenge('sms'),
    });
    expect(body(register).success).toBe(true);
    const login = await platform.call('smsNoLogin', {
      ...number,
      mobileNum: '176543211',
      challengeToken: await platform.challenge('sms'),
    });
    expect(body(login).success).toBe(true);
  });
});

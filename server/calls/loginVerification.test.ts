// @vitest-environment node
// Issue 9, item 6: extra verification of a login from an address new to the account (AUTH-15).
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { captchaAnswerFor } from '../services/captcha.ts';
import { setBrandVerificationMethods } from '../services/loginVerification.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Verification = {
  ticket: string;
  methods: string[];
  destinations?: { sms?: string; email?: string };
  expiresInSeconds: number;
};
type Body = {
  success: boolean;
  value?: Record<string, unknown>;
  code?: string;
  message?: string;
  retryAfter?: number;
  verification?: Verification;
};
const body = (response: { body: string }) => JSON.parse(response.body) as Body;
const NEW_ADDRESS = '203.0.113.50';
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const lastCode = (recipient: string) =>
  /code is (\d{6})/.exec(
    (
      platform.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(recipient) as
        { body: string } | undefined
    )?.body ?? '',
  )?.[1];
const login = (ip: string, account = 'demo_member', password = DEMO_PASSWORD, extra: object = {}) =>
  platform.call('login', { username: account, password, type: 'username', ...extra }, from(ip));

async function ticketFor(ip = NEW_ADDRESS, account = 'demo_member'): Promise<Verification> {
  const response = await login(ip, account);
  expect(response.statusCode, response.body).toBe(403);
  return body(response).verification!;
}

describe('known addresses and extra verification (AUTH-15)', () => {
  it('demo accounts know this machine (127.0.0.1 and ::1): no verification there', async () => {
    expect((await login('127.0.0.1')).statusCode).toBe(200);
    expect((await login('::1', 'demo_agent')).statusCode).toBe(200);
  });

  it('a right password from a new address asks for verification with the ways the member has; a wrong one is just wrong', async () => {
    const wrong = await login(NEW_ADDRESS, 'demo_member', 'nope1234');
    expect(body(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(body(wrong).verification).toBeUndefined();
    const asked = await login(NEW_ADDRESS, 'demo_member', DEMO_PASSWORD, {
      captcha:
        (await platform.call('captcha', undefined, from(NEW_ADDRESS)),
        captchaAnswerFor(platform.db, 'aurora', NEW_ADDRESS)),
    });
    expect(asked.statusCode).toBe(403);
    const answer = body(asked);
    expect(answer).toMatchObject({ success: false, code: 'VERIFICATION_REQUIRED' });
    expect(answer.value).toBeUndefined();
    expect(answer.verification).toMatchObject({
      methods: ['sms', 'email'],
      destinations: { sms: '+60******789', email: 'd*********r@example.com' },
      expiresInSeconds: 900,
    });
    expect(answer.verification!.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an SMS code completes the login, once; the address is then known', async () => {
    const { ticket } = await ticketFor();
    const sent = body(await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS)));
    expect(sent.value).toEqual({ expiredMinutes: 10, destination: '+60******789' });
    const code = lastCode('+60123456789')!;
    const done = body(await platform.call('loginVerify', { ticket, method: 'sms', code }, from(NEW_ADDRESS)));
    expect(done.value).toMatchObject({ userName: 'demo_member', passwordExpired: false });
    expect(body(await platform.call('memberInfo', undefined, { token: String(done.value!.token) })).success).toBe(true);
    // Single use.
    expect(body(await platform.call('loginVerify', { ticket, method: 'sms', code }, from(NEW_ADDRESS))).code).toBe(
      'VERIFICATION_TICKET_INVALID',
    );
    // Known now.
    expect((await login(NEW_ADDRESS)).statusCode).toBe(200);
  });

  it('an e-mail code works too, and "do not remember this device" keeps asking next time', async () => {
    const { ticket } = await ticketFor();
    await platform.call('loginVerificationSend', { ticket, method: 'email' }, from(NEW_ADDRESS));
    const code = lastCode('demo_member@example.com')!;
    const done = await platform.call(
      'loginVerify',
      { ticket, method: 'email', code, rememberDevice: false },
      from(NEW_ADDRESS),
    );
    expect(done.statusCode).toBe(200);
    expect((await login(NEW_ADDRESS)).statusCode).toBe(403);
  });

  it('codes expire after 10 minutes and a new one can be sent; tickets after 15; a ticket answers only its own address', async () => {
    const { ticket } = await ticketFor();
    await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS));
    const code = lastCode('+60123456789')!;
    expect(body(await platform.call('loginVerify', { ticket, method: 'sms', code }, from('198.51.100.1'))).code).toBe(
      'VERIFICATION_TICKET_INVALID',
    );
    platform.advance(10 * 60 * 1000 + 1);
    expect(body(await platform.call('loginVerify', { ticket, method: 'sms', code }, from(NEW_ADDRESS))).code).toBe(
      'SMS_CODE_EXPIRED',
    );
    await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS));
    expect(
      (await platform.call('loginVerify', { ticket, method: 'sms', code: lastCode('+60123456789') }, from(NEW_ADDRESS)))
        .statusCode,
    ).toBe(200);

    const late = await ticketFor('203.0.113.51');
    platform.advance(15 * 60 * 1000 + 1);
    expect(
      body(await platform.call('loginVerificationSend', { ticket: late.ticket, method: 'sms' }, from('203.0.113.51')))
        .code,
    ).toBe('VERIFICATION_TICKET_INVALID');
  });

  it('sends are rate-limited (one a minute, five a ticket) and five wrong codes end the ticket', async () => {
    const { ticket } = await ticketFor();
    expect(
      (await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS))).statusCode,
    ).toBe(200);
    const again = body(await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS)));
    expect(again).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    for (let i = 0; i < 4; i += 1) {
      platform.advance(60_000);
      expect(
        (await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS))).statusCode,
      ).toBe(200);
    }
    platform.advance(60_000);
    expect(body(await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const code = lastCode('+60123456789')!;
    for (let i = 0; i < 4; i += 1) {
      expect(
        body(await platform.call('loginVerify', { ticket, method: 'sms', code: '000000' }, from(NEW_ADDRESS))).code,
      ).toBe('SMS_CODE_INVALID');
    }
    expect(
      body(await platform.call('loginVerify', { ticket, method: 'sms', code: '000000' }, from(NEW_ADDRESS))).code,
    ).toBe('VERIFICATION_TICKET_INVALID');
    expect(body(await platform.call('loginVerify', { ticket, method: 'sms', code }, from(NEW_ADDRESS))).code).toBe(
      'VERIFICATION_TICKET_INVALID',
    );
  });

  it('the brand decides which ways are offered (setting loginVerification:<brand>)', async () => {
    setBrandVerificationMethods(platform.db, platform.brands.byId.get('aurora')!, ['email', 'totp']);
    const { ticket, methods } = await ticketFor();
    expect(methods).toEqual(['email']);
    expect(body(await platform.call('loginVerificationSend', { ticket, method: 'sms' }, from(NEW_ADDRESS))).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('the bank account name verifies, whatever its case and spacing', async () => {
    platform.db.prepare("UPDATE members SET payee_name = 'Ali Bin Abu' WHERE id = ?").run(platform.memberId());
    const { ticket, methods } = await ticketFor();
    expect(methods).toContain('bankName');
    expect(
      body(await platform.call('loginVerify', { ticket, method: 'bankName', code: 'Ali Abu' }, from(NEW_ADDRESS)))
        .message,
    ).toBe('The bank account name does not match.');
    expect(
      (await platform.call('loginVerify', { ticket, method: 'bankName', code: '  ali  bin ABU ' }, from(NEW_ADDRESS)))
        .statusCode,
    ).toBe(200);
  });

  it('a member enrols an authenticator, confirms it with a first code, and it then verifies logins, each code once', async () => {
    const token = platform.sessionFor();
    const enrol = body(await platform.call('authenticatorEnrol', undefined, { token }));
    expect(enrol.value).toMatchObject({ digits: 6, period: 30 });
    expect(String(enrol.value!.uri)).toMatch(/^otpauth:\/\/totp\/Aurora:demo_member\?issuer=Aurora&secret=[A-Z2-7]+/);
    const totp = new TOTP({ secret: Secret.fromBase32(String(enrol.value!.secret)) });
    // Not in use before it is confirmed.
    expect((await ticketFor()).methods).not.toContain('totp');
    expect(body(await platform.call('authenticatorConfirm', { code: '000000' }, { token })).code).toBe(
      'SMS_CODE_INVALID',
    );
    expect(
      body(
        await platform.call('authenticatorConfirm', { code: totp.generate({ timestamp: platform.now() }) }, { token }),
      ).value,
    ).toEqual({ enabled: true });

    platform.advance(30_000);
    const { ticket, methods } = await ticketFor();
    expect(methods).toEqual(['sms', 'email', 'totp']);
    const code = totp.generate({ timestamp: platform.now() });
    expect(
      (await platform.call('loginVerify', { ticket, method: 'totp', code, rememberDevice: false }, from(NEW_ADDRESS)))
        .statusCode,
    ).toBe(200);
    const replay = await ticketFor();
    expect(
      body(await platform.call('loginVerify', { ticket: replay.ticket, method: 'totp', code }, from(NEW_ADDRESS))).code,
    ).toBe('SMS_CODE_INVALID');
  });

  it('the contract keeps the code off the wire: the verification call is encrypted', async () => {
    const { ticket } = await ticketFor();
    const plain = await platform.call(
      'loginVerify',
      { ticket, method: 'sms', code: '123456' },
      { ...from(NEW_ADDRESS), plain: true },
    );
    expect(body(plain).code).toBe('PLAIN_TEXT_REJECTED');
  });

  it("a completed verification lets the owner in and makes the address known, but leaves the strangers' count (issue 14, item 9)", async () => {
    for (let n = 0; n < 3; n += 1) {
      const ip = `198.51.100.${n + 10}`;
      const captcha =
        n > 0
          ? {
              captcha:
                (await platform.call('captcha', undefined, from(ip)), captchaAnswerFor(platform.db, 'aurora', ip)),
            }
          : {};
      await login(ip, 'demo_member', 'wrong123', captcha);
    }
    // From any new address the account now wants the captcha and a challenge.
    expect(body(await login(NEW_ADDRESS)).code).toBe('CAPTCHA_REQUIRED');
    await platform.call('captcha', undefined, from(NEW_ADDRESS));
    const { verification } = body(
      await login(NEW_ADDRESS, 'demo_member', DEMO_PASSWORD, {
        captcha: captchaAnswerFor(platform.db, 'aurora', NEW_ADDRESS),
        challengeToken: await platform.challenge('login'),
      }),
    );
    await platform.call('loginVerificationSend', { ticket: verification!.ticket, method: 'sms' }, from(NEW_ADDRESS));
    await platform.call(
      'loginVerify',
      { ticket: verification!.ticket, method: 'sms', code: lastCode('+60123456789') },
      from(NEW_ADDRESS),
    );
    // The owner's address is known now: nothing more is asked there.
    expect((await login(NEW_ADDRESS)).statusCode).toBe(200);
    // The owner's success is not the strangers': any other new address still meets the captcha.
    expect(body(await login('198.51.100.99')).code).toBe('CAPTCHA_REQUIRED');
  });
});

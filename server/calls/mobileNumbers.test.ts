// @vitest-environment node
// Issue 24, item 8: a mobile number is one number however it is typed. "0123456789",
// "012-345 6789" and "123456789" (+60) are counted by the SMS limits as one number, stored as one
// and found as one (engine/validation/nationalNumber.ts); numbers stored before are normalised.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { setPlatformFlag } from '../brands.ts';
import { migrate } from '../migrations.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest(() => {
  const aurora = platform.brands.byId.get('aurora')!;
  setPlatformFlag(platform.db, aurora, 'MOBILEVERCODELOGIN3', true);
  setPlatformFlag(platform.db, aurora, 'PHONEPWDRECOVERY', true);
});

type Body = { success: boolean; value?: Record<string, unknown>; code?: string; message?: string; captcha?: boolean };
const body = (response: { body: string }) => JSON.parse(response.body) as Body;
const sms = (recipient: string) =>
  platform.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').all(recipient) as {
    body: string;
  }[];
const lastCode = (recipient: string) => /code is (\d{6})/.exec(sms(recipient)[0]?.body ?? '')?.[1];
/** CALL-13 for a number of aurora's own country (+60; demo_member's is 123456789), with a solved challenge. */
const sendLoginCode = async (mobileNum: string) =>
  body(
    await platform.call('smsNoLogin', {
      mobileNum,
      countryDialingCode: '+60',
      challengeToken: await platform.challenge('sms'),
    }),
  );
const registerMobile = async (mobileNum: string) =>
  body(
    await platform.call('registerMobile', {
      mobileNum,
      countryDialingCode: '+60',
      password: 'abc12345',
      registerMethod: 'WEB',
      challengeToken: await platform.challenge('register'),
    }),
  );

describe('a mobile number is one number however it is typed (issue 24, item 8)', () => {
  it('SMS-05 the per-number limits count 0123456789 and 123456789 as one number', async () => {
    expect((await sendLoginCode('123456789')).success).toBe(true);
    // One a minute per number (SMS-04): the other spelling is the same number.
    expect(await sendLoginCode('0123456789')).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Please wait 60 seconds before asking for another code.',
    });
    for (const spelling of ['0123456789', '123456789', '0123456789', '123456789']) {
      platform.advance(60_000);
      expect((await sendLoginCode(spelling)).success, spelling).toBe(true);
    }
    // Five in ten minutes, whichever way they were typed: the sixth is refused.
    platform.advance(60_000);
    expect((await sendLoginCode('0123456789')).code).toBe('TOO_MANY_REQUESTS');
    expect(sms('+60123456789')).toHaveLength(5);
    expect(sms('+600123456789')).toHaveLength(0);
  });

  it('a code asked for with the trunk zero reaches the member, and signs in typed either way', async () => {
    expect((await sendLoginCode('0123456789')).success).toBe(true);
    const code = lastCode('+60123456789');
    expect(code).toMatch(/^\d{6}$/);
    const login = body(
      await platform.call('login', {
        username: '012-345 6789',
        password: code,
        type: 'sms',
        countryDialingCode: '+60',
      }),
    );
    expect(login.value).toMatchObject({ userName: 'demo_member' });
  });

  it('AUTH-08 failed SMS logins on either spelling count together', async () => {
    const wrong = body(
      await platform.call('login', {
        username: '123456789',
        password: '000000',
        type: 'sms',
        countryDialingCode: '+60',
      }),
    );
    expect(wrong).toMatchObject({ code: 'SMS_CODE_INVALID', captcha: true });
    const again = body(
      await platform.call('login', {
        username: '0123456789',
        password: '000000',
        type: 'sms',
        countryDialingCode: '+60',
      }),
    );
    expect(again).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
  });

  it('REG-04 a number registered with its trunk zero is taken without it, and the other way round', async () => {
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'REGMOBVERF3', false);
    expect((await registerMobile('0176543210')).value).toMatchObject({ userName: 'm176543210' });
    expect(await registerMobile('176543210')).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This mobile number is already registered.',
    });
    expect(platform.db.prepare("SELECT mobile FROM members WHERE account = 'm176543210'").get()).toEqual({
      mobile: '176543210',
    });
    // demo_member's 123456789, asked for with the trunk zero, is taken too.
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'REGMOBVERF3', true);
    const send = await platform.call('smsRegister', {
      mobileNo: '0123456789',
      countryDialingCode: '+60',
      challengeToken: await platform.challenge('sms'),
    });
    expect(body(send).code).toBe('USERNAME_TAKEN');
  });

  it("VAL-12 a country's digit count is of the number without its trunk zero, as typed on a phone", async () => {
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'REGMOBVERF3', false);
    // Malaysia's 10-digit mobile numbers (011-…) are 11 digits with the trunk zero.
    expect((await registerMobile('01112345678')).value).toMatchObject({ userName: 'm1112345678' });
    // Too long once the zero is dropped is still too long.
    expect(await registerMobile('011123456789')).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('PWD-05 a password reset by phone finds the member typed with the trunk zero', async () => {
    await sendLoginCode('0123456789');
    const reset = await platform.call('resetPasswordByPhone', {
      newPassword: 'phone1234',
      mobileNum: '0123456789',
      countryDialingCode: '+60',
      verificationCode: lastCode('+60123456789'),
    });
    expect(body(reset).value).toMatchObject({ userName: 'demo_member' });
  });
});

describe('numbers stored before are normalised (migration 32)', () => {
  it('drops the trunk zeros of stored numbers, leaving one of two accounts that already share a number as it was', () => {
    const NORMALISE = 32;
    const db = new Database(':memory:');
    db.exec('CREATE TABLE migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(NORMALISE, 'later');
    migrate(db);
    const add = db.prepare(
      "INSERT INTO members (brand, account, password_hash, created_at, country_code, mobile) VALUES ('aurora', ?, 'x', '', '+60', ?)",
    );
    add.run('zero', '0176543210');
    add.run('twice', '0123456789');
    add.run('plain', '123456789');
    add.run('elsewhere', '0198765432');
    db.prepare("UPDATE members SET country_code = '+65' WHERE account = 'elsewhere'").run();
    db.prepare('DELETE FROM migrations WHERE id = ?').run(NORMALISE);
    expect(migrate(db)).toEqual([NORMALISE]);
    expect(db.prepare('SELECT account, mobile FROM members ORDER BY account').all()).toEqual([
      { account: 'elsewhere', mobile: '198765432' },
      { account: 'plain', mobile: '123456789' },
      { account: 'twice', mobile: '0123456789' },
      { account: 'zero', mobile: '176543210' },
    ]);
    db.close();
  });
});

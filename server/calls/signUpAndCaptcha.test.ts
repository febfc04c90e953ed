// @vitest-environment node
// Issue 26 items 9 and 11, as the platform answers them: a login that did not know a captcha was
// needed (a page reloaded after a failure) is told the captcha is required, never that it is wrong,
// and it costs nothing; a sign-up's session is the account's first login, so the first-login popup
// (UNSPEC-51) comes once, after sign-up, and asks nothing the sign-up already did.
import { describe, expect, it } from 'vitest';
import { captchaAnswerFor } from '../services/captcha.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Body = {
  success: boolean;
  value?: Record<string, unknown>;
  code?: string;
  message?: string;
  captcha?: boolean;
  field?: string;
  rule?: string;
};
const body = (response: { body: string }) => JSON.parse(response.body) as Body;
const lastSmsCode = (recipient: string) =>
  /code is (\d{6})/.exec(
    (
      platform.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(recipient) as
        { body: string } | undefined
    )?.body ?? '',
  )?.[1];
const challenged = async (name: 'smsRegister' | 'register' | 'registerMobile', input: object, brand: string) =>
  platform.call(
    name,
    { ...input, challengeToken: await platform.challenge(name === 'smsRegister' ? 'sms' : 'register', brand) },
    { brand },
  );

/** A fresh username account on `brand`, signed up from this address (which it then knows). */
async function signUp(brand: string, username: string, password: string) {
  const answer = body(
    await challenged(
      'register',
      { username, password, confirmPassword: password, registerMethod: 'WEB', login: true },
      brand,
    ),
  );
  expect(answer.success).toBe(true);
  return answer;
}

const login = (brand: string, username: string, password: string, captcha?: string) =>
  platform.call(
    'login',
    { type: 'username', username, password, ...(captcha === undefined ? {} : { captcha }) },
    { brand },
  );

describe('issue 26 item 9: the captcha after a reload (AUTH-08, VAL-05)', () => {
  for (const brand of ['aurora', 'jade']) {
    it(`on ${brand}: a right password sent without the captcha it now needs is told the captcha is required, not wrong; with the captcha it logs in`, async () => {
      await signUp(brand, 'capreload1', 'abc12345');
      expect(body(await login(brand, 'capreload1', 'wrong999'))).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        captcha: true,
      });
      // The page reloads: the form knows nothing of the captcha and sends the right password alone.
      const missing = body(await login(brand, 'capreload1', 'abc12345'));
      expect(missing).toMatchObject({
        success: false,
        code: 'CAPTCHA_REQUIRED',
        captcha: true,
        field: 'captcha',
        rule: 'required',
        message: 'Please enter the captcha.',
      });
      // A wrong captcha is another answer: the field, but no missing value.
      await platform.call('captcha', undefined, { brand });
      const wrong = body(await login(brand, 'capreload1', 'abc12345', 'ZZZZZ'));
      expect(wrong).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
      expect(wrong.rule).toBeUndefined();
      // Neither counted as a failed password: the next try with the captcha goes in, without a wait.
      await platform.call('captcha', undefined, { brand });
      const answer = captchaAnswerFor(platform.db, brand, '127.0.0.1');
      expect(answer).toMatch(/^[A-Z0-9]{5}$/);
      const ok = body(await login(brand, 'capreload1', 'abc12345', answer!.toLowerCase()));
      expect(ok).toMatchObject({ success: true, value: { userName: 'capreload1' } });
    });
  }
});

describe('issue 26 item 11: the end of a sign-up (UNSPEC-51, REG-09)', () => {
  it('aurora: a phone sign-up verified by its SMS code is answered with the made-up username and the first login; later logins are not first logins', async () => {
    await challenged('smsRegister', { mobileNo: '0123987655', countryDialingCode: '+60' }, 'aurora');
    const code = lastSmsCode('+60123987655');
    const answer = body(
      await challenged(
        'registerMobile',
        {
          mobileNum: '0123987655',
          countryDialingCode: '+60',
          verificationCode: code,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          registerMethod: 'WEB',
          login: true,
        },
        'aurora',
      ),
    );
    expect(answer.value).toMatchObject({ userName: 'm123987655', firstTimeLogin: 'F' });
    // The sign-up's session has had its first login: a reload does not make it one again.
    const token = String(answer.value!.token);
    expect(body(await platform.call('memberInfo', undefined, { token, brand: 'aurora' })).value).toMatchObject({
      account: 'm123987655',
      firstTimeLogin: 'N',
    });
    const later = body(await login('aurora', 'm123987655', 'abc12345'));
    expect(later.value).toMatchObject({ userName: 'm123987655', firstTimeLogin: 'N' });
  });

  it('jade: a username sign-up is the first login; the next login is not', async () => {
    const answer = await signUp('jade', 'jadenew01', 'abc12345');
    expect(answer.value).toMatchObject({ userName: 'jadenew01', firstTimeLogin: 'F' });
    expect(body(await login('jade', 'jadenew01', 'abc12345')).value).toMatchObject({ firstTimeLogin: 'N' });
  });

  for (const brand of ['aurora', 'jade'])
    for (const language of ['en', 'ms', 'zh-CN'])
      it(`${brand} in ${language}: the first-login popup asks for nothing the product cannot do, such as verifying a number`, async () => {
        const answer = body(
          await platform.call('announcements', { types: 'PU', platform: 'W', execution: 'A', language }, { brand }),
        );
        const popups = (answer.value!.popup ?? []) as { id: string; content: string }[];
        expect(popups.map((popup) => popup.id)).toContain('pu-first-login');
        for (const { content } of popups) {
          expect(content).not.toMatch(/verify your mobile|sahkan nombor|验证您的手机/i);
          // Every step it names has a place: the member centre's security page.
          expect(content).toContain('href="/member?page=securityCenter"');
        }
      });
});

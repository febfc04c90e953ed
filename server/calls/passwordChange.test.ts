// @vitest-environment node
// A session opened with a password the member must change (AUTH-05: the first login of an account
// its agent opened; AUTH-06: a temporary or expired password) does nothing but the change, sign-out
// and member info until the change is made (UNSPEC-19, issue 24).
import { describe, expect, it } from 'vitest';
import { calls, type CallDefinition, type CallName } from '../../schemas/api/index.ts';
import { setPlatformFlag } from '../brands.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { OPEN_DURING_PASSWORD_CHANGE } from '../services/passwordChange.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Envelope = {
  success: boolean;
  value?: Record<string, unknown>;
  code?: string;
  message?: string;
  passwordChange?: string;
};
const answer = async (name: CallName, input?: unknown, token?: string) => {
  const response = await platform.call(name, input, { token });
  return { status: response.statusCode, ...(JSON.parse(response.body) as Envelope) };
};
const login = (username: string, password: string) => answer('login', { username, password, type: 'username' });
const paymentPasswordHash = (account: string) =>
  (
    platform.db
      .prepare('SELECT payment_password_hash AS hash FROM members WHERE id = ?')
      .get(platform.memberId(account)) as { hash: string | null }
  ).hash;

/** demo_agent opens a member account right below it with a password it chose (AG-03). */
async function downlineOpenedByAgent(username: string, password: string): Promise<void> {
  const opened = await answer(
    'registerDownline',
    { username, password, confirmPassword: password, kind: 'member' },
    platform.sessionFor('demo_agent'),
  );
  expect(opened.success).toBe(true);
}

/** A request the contract accepts for a call: its first example (as a form for multipart calls), else nothing. */
function exampleInput(definition: CallDefinition): unknown {
  const schema = (definition.body ?? definition.query) as { examples?: Record<string, unknown>[] } | undefined;
  const example = schema?.examples?.[0];
  if (!definition.multipart || !example) return example;
  const form = new FormData();
  for (const [field, value] of Object.entries(example))
    if (typeof value !== 'object') form.append(field, String(value));
  return form;
}

describe('the first login of an account its agent opened (AUTH-05)', () => {
  it('refuses everything but the change, sign-out and member info, then works with the own password only', async () => {
    await downlineOpenedByAgent('newdown5', 'first123');
    const first = await login('newdown5', 'first123');
    expect(first.value).toMatchObject({ passwordExpired: true, passwordChange: 'firstLogin', firstTimeLogin: 'F' });
    const token = String(first.value!.token);

    // The balance, and a payment password set with the agent's password, are refused; nothing is stored.
    expect(await answer('walletBalance', undefined, token)).toMatchObject({
      status: 403,
      success: false,
      code: 'PASSWORD_CHANGE_REQUIRED',
      passwordChange: 'firstLogin',
    });
    expect(await answer('paymentPasswordSet', { password: '135790' }, token)).toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(paymentPasswordHash('newdown5')).toBeNull();
    // Member info answers: the site shows the member signed in under the change dialog.
    expect(await answer('memberInfo', undefined, token)).toMatchObject({
      success: true,
      value: { account: 'newdown5' },
    });

    // Logging in again without changing it is still the first login, held the same way.
    const again = await login('newdown5', 'first123');
    expect(again.value).toMatchObject({ passwordExpired: true, passwordChange: 'firstLogin' });
    expect(await answer('walletBalance', undefined, String(again.value!.token))).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      passwordChange: 'firstLogin',
    });

    expect(
      await answer('changePassword', { newPassword: 'mine4567', confirmNewPassword: 'mine4567' }, token),
    ).toMatchObject({ success: true });
    expect(await answer('walletBalance', undefined, token)).toMatchObject({
      success: true,
      value: { balance: '0.00' },
    });
    expect(await answer('paymentPasswordSet', { password: '135790' }, token)).toMatchObject({ success: true });
    expect(paymentPasswordHash('newdown5')).not.toBeNull();

    const own = await login('newdown5', 'mine4567');
    expect(own.value).toMatchObject({ passwordExpired: false, firstTimeLogin: 'N' });
    expect(own.value).not.toHaveProperty('passwordChange');
    expect(await answer('walletBalance', undefined, String(own.value!.token))).toMatchObject({ success: true });
    expect(await login('newdown5', 'first123')).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
  });

  it('refuses every call of the contract but the open ones, with or without a session of its own', async () => {
    await downlineOpenedByAgent('newdown6', 'first123');
    const token = String((await login('newdown6', 'first123')).value!.token);
    const refusedOthers: string[] = [];
    for (const [name, definition] of Object.entries(calls) as [CallName, CallDefinition][]) {
      if (OPEN_DURING_PASSWORD_CHANGE.has(name)) continue;
      const response = await answer(name, exampleInput(definition), token);
      if (response.code !== 'PASSWORD_CHANGE_REQUIRED') refusedOthers.push(`${name}: ${response.code ?? 'answered'}`);
    }
    expect(refusedOthers).toEqual([]);
    // The same session may still sign out, which ends it.
    expect(await answer('logout', undefined, token)).toMatchObject({ success: true });
    expect(await answer('memberInfo', undefined, token)).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});

describe('an expired or temporary password (AUTH-06)', () => {
  it('holds a session opened with the e-mailed temporary password until the change, and says the password expired', async () => {
    await platform.call('forgotPasswordEmail', { username: 'demo_member', email: 'demo_member@example.com' });
    const mail = (
      platform.db
        .prepare("SELECT body FROM outbox WHERE recipient = 'demo_member@example.com' ORDER BY id DESC")
        .get() as { body: string }
    ).body;
    const temporary = /temporary password is (\S+)/.exec(mail)![1]!;
    const session = await login('demo_member', temporary);
    expect(session.value).toMatchObject({ passwordExpired: true, passwordChange: 'expired' });
    const token = String(session.value!.token);
    expect(await answer('walletBalance', undefined, token)).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      passwordChange: 'expired',
    });
    expect(
      await answer('changePassword', { newPassword: 'fresh9876', confirmNewPassword: 'fresh9876' }, token),
    ).toMatchObject({ success: true });
    expect(await answer('walletBalance', undefined, token)).toMatchObject({ success: true });
  });

  it('holds a password login past the 90 days of the expiry feature, and no session opened before', async () => {
    const earlier = platform.sessionFor('demo_member');
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'PWDEXPFORCECHANGE3', true);
    platform.advance(91 * 24 * 60 * 60 * 1000);
    const stale = await login('demo_member', DEMO_PASSWORD);
    expect(stale.value).toMatchObject({ passwordExpired: true, passwordChange: 'expired' });
    expect(await answer('walletBalance', undefined, String(stale.value!.token))).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    // A session is held only when the login that opened it asked for the change (AUTH-06: a password login).
    platform.db.prepare('UPDATE sessions SET expires_at = ?').run(platform.now() + 60_000);
    expect(await answer('walletBalance', undefined, earlier)).toMatchObject({ success: true });
  });
});

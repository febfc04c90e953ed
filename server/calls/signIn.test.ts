// @vitest-environment node
// Issue 9, item 7: third-party sign-in through the development provider (AUTH-13, UNSPEC-34).
import { describe, expect, it } from 'vitest';
import { setPlatformFlag } from '../brands.ts';
import { createTestPlatform, platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Body = { success: boolean; value?: Record<string, unknown>; code?: string; message?: string };
const body = (response: { body: string }) => JSON.parse(response.body) as Body;

/** What the popup page does: asks the platform for a token for the person chosen. */
async function providerToken(provider: string, person: { name: string; email?: string }): Promise<string> {
  const response = await platform.app.inject({ method: 'POST', url: `/dev-auth/${provider}/token`, payload: person });
  expect(response.statusCode, response.body).toBe(200);
  return String(body(response).value!.providerToken);
}
const signIn = (provider: string, token: string, init: { token?: string; headers?: Record<string, string> } = {}) =>
  platform.call('login', { type: 'provider', provider, providerToken: token }, init);

describe('third-party sign-in with the development provider (AUTH-13, UNSPEC-34)', () => {
  it('the popup page is served to this machine only and posts the token to its opener, same origin', async () => {
    const page = await platform.app.inject({ method: 'GET', url: '/dev-auth/google' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('const messageType = "livery:sign-in";');
    expect(page.body).toContain(
      'window.opener.postMessage({ type: messageType, provider, providerToken: answer.value.providerToken }, location.origin)',
    );
    expect(page.body).toContain('<label for="name">Name</label>');
    expect(
      (await platform.app.inject({ method: 'GET', url: '/dev-auth/google', remoteAddress: '203.0.113.5' })).statusCode,
    ).toBe(404);
    expect(
      (
        await platform.app.inject({
          method: 'POST',
          url: '/dev-auth/google/token',
          remoteAddress: '203.0.113.5',
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await platform.app.inject({ method: 'GET', url: '/dev-auth/myspace' })).statusCode).toBe(400);
  });

  it('a new person gets a new account; signing in again finds it; never a forced password change or extra verification', async () => {
    setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'PWDEXPFORCECHANGE3', true);
    const first = body(
      await signIn('google', await providerToken('google', { name: 'Maya Tan', email: 'maya@example.net' }), {
        headers: { 'x-forwarded-for': '203.0.113.77' },
      }),
    );
    expect(first.value).toMatchObject({ firstTimeLogin: 'F', passwordExpired: false });
    const account = String(first.value!.userName);
    expect(account).toMatch(/^go_[0-9a-f]{8}$/);
    const info = body(await platform.call('memberInfo', undefined, { token: String(first.value!.token) }));
    expect(info.value).toMatchObject({ account, nickname: 'Maya Tan', type: 0 });
    platform.advance(91 * 24 * 60 * 60 * 1000);
    const again = body(
      await signIn('google', await providerToken('google', { name: 'Maya Tan', email: 'maya@example.net' }), {
        headers: { 'x-forwarded-for': '198.51.100.3' },
      }),
    );
    expect(again.value).toMatchObject({ userName: account, firstTimeLogin: 'N', passwordExpired: false });
  });

  it('a verified e-mail of an existing member links to that account', async () => {
    const linked = body(
      await signIn('facebook', await providerToken('facebook', { name: 'Demo', email: 'demo_member@example.com' })),
    );
    expect(linked.value).toMatchObject({ userName: 'demo_member' });
  });

  it('a signed-in member links the provider to their own account', async () => {
    const session = platform.sessionFor('player_down1');
    const token = await providerToken('telegram', { name: 'TG person' });
    expect(body(await signIn('telegram', token, { token: session })).value).toMatchObject({ userName: 'player_down1' });
    // From then on the same person signs in as player_down1 without a session.
    expect(body(await signIn('telegram', await providerToken('telegram', { name: 'TG person' }))).value).toMatchObject({
      userName: 'player_down1',
    });
  });

  it("a token for another provider, a changed token or an old one is refused with the catalogue's login error", async () => {
    const token = await providerToken('google', { name: 'Maya Tan', email: 'maya@example.net' });
    expect(body(await signIn('facebook', token)).code).toBe('INVALID_CREDENTIALS');
    expect(body(await signIn('google', `${token.slice(0, -2)}xx`)).code).toBe('INVALID_CREDENTIALS');
    platform.advance(5 * 60 * 1000 + 1);
    const old = body(await signIn('google', token));
    expect(old).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The sign-in could not be confirmed, please try again.',
    });
  });

  it('a provider login carries the provider and its token, nothing else', async () => {
    expect(body(await platform.call('login', { type: 'provider', provider: 'google' })).code).toBe('VALIDATION_FAILED');
    const mixed = await platform.call('login', {
      type: 'username',
      username: 'demo_member',
      password: 'x',
      provider: 'google',
      providerToken: 'abc',
    });
    expect(body(mixed).code).toBe('VALIDATION_FAILED');
  });

  it('without the developer routes no provider is configured: FEATURE_DISABLED', async () => {
    const bare = await createTestPlatform({ devRoutes: false });
    try {
      const refused = await bare.call('login', { type: 'provider', provider: 'google', providerToken: 'dev.e30.x' });
      expect(refused.statusCode).toBe(403);
      expect(body(refused).code).toBe('FEATURE_DISABLED');
      expect((await bare.app.inject({ method: 'GET', url: '/dev-auth/google' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../tests/support/waits.ts';
import { calls } from '../../schemas/api/index.ts';
import { memberInfoExample } from '../../schemas/api/entities.ts';
import { AGENT_TYPES, TRIAL_TYPE } from '../../schemas/api/memberTypes.ts';
import { failReply, fakePlatform, okReply, type FakeRoutes } from '../../tests/support/fakePlatform.ts';
import { createGateway } from '../api/gateway.ts';
import { TOKEN_STORAGE_KEY } from '../api/tokenStorage.ts';
import { createDataClient } from '../data/dataClient.ts';
import { createSessionStore, derive, sessionRead } from './session.ts';
import { bindRealtime, loadSession, signIn, signOut, type RealtimeListener } from './sessionLifecycle.ts';

const member = { ...memberInfoExample, type: 0 };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

function engineWith(routes: FakeRoutes, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const platform = fakePlatform(routes);
  const session = createSessionStore();
  const gateway = createGateway({
    baseURL: '',
    timeoutMs: 1000,
    storage,
    getPublicKey: async () => 'unused',
    adapter: platform.adapter,
    onNotLoggedIn: () => session.getState().setMember(null),
  });
  const data = createDataClient({ gateway, session });
  return { session, gateway, data, storage, seen: platform.seen };
}

afterEach(() => vi.restoreAllMocks());

describe('session state (issue 7, ROLE-02)', () => {
  type Row = [number, string, { isLogin: boolean; isAgent: boolean; isTrial: boolean }];
  const rows: Row[] = [
    [0, 'member', { isLogin: true, isAgent: false, isTrial: false }],
    ...AGENT_TYPES.map((type): Row => [type, 'agent', { isLogin: true, isAgent: true, isTrial: false }]),
    [TRIAL_TYPE, 'trial', { isLogin: true, isAgent: false, isTrial: true }],
  ];
  it.each(rows)('account type %i is a %s', (type, kind, flags) => {
    expect(derive({ ...member, type })).toMatchObject({ kind, ...flags });
  });

  it('a visitor is not logged in; a member the platform flags as trial is a trial', () => {
    expect(derive(null)).toMatchObject({ kind: 'visitor', isLogin: false, isAgent: false, isTrial: false });
    expect(derive({ ...member, type: 0, trial: true })).toMatchObject({ kind: 'trial', isTrial: true });
  });
});

describe('session lifecycle (issue 7, AUTH-04, AUTH-16, SHELL-10)', () => {
  const routes: FakeRoutes = {
    [calls.memberInfo.path]: okReply(member),
    [calls.walletBalance.path]: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    [calls.logout.path]: okReply(null),
  };

  it('with no stored token there is nothing to load: a visitor, no call made', async () => {
    const engine = engineWith(routes);
    await loadSession(engine);
    expect(engine.session.getState()).toMatchObject({ status: 'visitor', isLogin: false });
    expect(engine.seen).toEqual([]);
  });

  it('a stored token restores the member and asks for the balance alongside, into the data client (issue 15), sending the token', async () => {
    const engine = engineWith(routes, { [TOKEN_STORAGE_KEY]: 'tok-1' });
    const loading = loadSession(engine);
    expect(engine.session.getState().status).toBe('restoring');
    await loading;
    expect(engine.session.getState()).toMatchObject({
      status: 'ready',
      kind: 'member',
      member: { account: 'demo_member' },
    });
    await vi.waitFor(
      () =>
        expect(engine.data.read('walletBalance', undefined)).toMatchObject({
          status: 'success',
          data: { balance: '1250.50', currencySymbol: 'RM' },
        }),
      UNTIL,
    );
    expect(engine.seen.map((request) => request.headers.Authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1']);
  });

  it('a route change while a stored session is restored (a link followed on the drawn page) does not leave it restoring', async () => {
    const engine = engineWith(routes, { [TOKEN_STORAGE_KEY]: 'tok-1' });
    const loading = loadSession(engine);
    // What the router does on a route change: the screen's reads are cancelled.
    engine.gateway.cancelAll();
    await loading;
    expect(engine.session.getState()).toMatchObject({ status: 'ready', kind: 'member' });
  });

  it('an expired token ends the session and clears it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expired = {
      ...routes,
      [calls.memberInfo.path]: failReply(401, 'NOT_LOGGED_IN'),
      [calls.walletBalance.path]: failReply(401, 'NOT_LOGGED_IN'),
    };
    const engine = engineWith(expired, { [TOKEN_STORAGE_KEY]: 'old', merchantCode: 'AUR01' });
    await loadSession(engine);
    expect(engine.session.getState()).toMatchObject({ status: 'visitor', isLogin: false, member: null });
    expect(engine.storage.map.get(TOKEN_STORAGE_KEY)).toBeUndefined();
    expect(engine.storage.map.get('merchantCode')).toBe('AUR01');
  });

  it('a balance that cannot load leaves the member logged in, the failure where the balance is read', async () => {
    const engine = engineWith(
      { ...routes, [calls.walletBalance.path]: failReply(500, 'UNKNOWN') },
      { [TOKEN_STORAGE_KEY]: 'tok-1' },
    );
    // The header shows the balance as soon as someone logs in.
    const stop = engine.data.subscribe('walletBalance', undefined, () => undefined);
    await loadSession(engine);
    expect(engine.session.getState()).toMatchObject({ status: 'ready', isLogin: true });
    await vi.waitFor(() => expect(engine.data.read('walletBalance', undefined).status).toBe('error'), UNTIL);
    stop();
  });

  it('signIn keeps the token and loads the member; signOut clears all but the merchant code, even when the platform fails', async () => {
    const engine = engineWith({ ...routes, [calls.logout.path]: failReply(500, 'UNKNOWN') }, { merchantCode: 'AUR01' });
    await signIn(engine, 'tok-2');
    expect(engine.storage.map.get(TOKEN_STORAGE_KEY)).toBe('tok-2');
    expect(engine.session.getState().isLogin).toBe(true);
    await signOut(engine);
    expect(engine.session.getState()).toMatchObject({ isLogin: false, member: null });
    expect(engine.data.read('walletBalance', undefined).data).toBeUndefined();
    expect([...engine.storage.map.keys()]).toEqual(['merchantCode']);
  });

  it('AUTH-05 POPUP-07: a first login (the login answer says F, member info no longer does) is kept on the member for the first-login popups', async () => {
    const engine = engineWith({ ...routes, [calls.memberInfo.path]: okReply({ ...member, firstTimeLogin: 'N' }) });
    await signIn(engine, 'tok-4', { firstTimeLogin: 'F' });
    expect(engine.session.getState().member?.firstTimeLogin).toBe('F');
    await signIn(engine, 'tok-5', { firstTimeLogin: 'N' });
    expect(engine.session.getState().member?.firstTimeLogin).toBe('N');
  });

  it('runs the real-time listener only while logged in (SHELL-10)', async () => {
    const engine = engineWith(routes);
    const stop = vi.fn();
    const listener: RealtimeListener = { name: 'events', start: vi.fn(() => stop) };
    const unbind = bindRealtime(engine, [listener]);
    expect(listener.start).not.toHaveBeenCalled();
    await signIn(engine, 'tok-3');
    expect(listener.start).toHaveBeenCalledTimes(1);
    expect(listener.start).toHaveBeenCalledWith(
      expect.objectContaining({ member: expect.objectContaining({ account: 'demo_member' }) }),
    );
    engine.session.getState().setStatus('ready');
    expect(listener.start).toHaveBeenCalledTimes(1);
    await signOut(engine);
    expect(stop).toHaveBeenCalledTimes(1);
    unbind();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('sessionRead', () => {
  it('is the session at once when none is being read, else once member info has come or failed', async () => {
    const session = createSessionStore();
    expect((await sessionRead(session)).status).toBe('visitor');
    session.getState().setStatus('restoring');
    let read: string | undefined;
    void sessionRead(session).then((state) => (read = state.member?.account));
    await Promise.resolve();
    expect(read).toBeUndefined();
    session.getState().setMember({ ...memberInfoExample, account: 'amy' });
    await vi.waitFor(() => expect(read).toBe('amy'));
  });
});

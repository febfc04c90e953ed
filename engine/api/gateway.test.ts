// @vitest-environment node
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../tests/support/waits.ts';
import { decryptPayload, generateKeyPair, type GatewayKeyPair } from './crypto.ts';
import { GatewayError, displayText } from './errors.ts';
import { okReply as ok, settleAs, type FakeReply } from '../../tests/support/fakePlatform.ts';
import { createGateway, type GatewayOptions, type SessionStorageLike } from './gateway.ts';
import { calls, type CallDefinition } from '../../schemas/api/index.ts';
import type { EncryptedPayload } from '../../schemas/api/entities.ts';

const call = (overrides: Partial<CallDefinition>): CallDefinition => ({
  id: 'CALL-99',
  name: 'test',
  method: 'GET',
  path: '/wps/test',
  token: false,
  encrypted: false,
  moduleId: 'MOD_TEST',
  response: {},
  ...overrides,
});

const memberInfo = call({
  id: 'CALL-07',
  name: 'memberInfo',
  path: '/wps/member/info',
  token: true,
  moduleId: 'MEMBER',
});
const gameList = call({ id: 'CALL-20', name: 'games', path: '/wps/games', moduleId: 'GAME' });
const login = call({
  id: 'CALL-04',
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  moduleId: 'SESSION',
});
const feedback = call({ name: 'feedback', method: 'POST', path: '/wps/feedback', token: true });
const emailReset = call({ id: 'CALL-16', method: 'POST', path: '/wps/member/password/email', form: true });
const logout = call({ id: 'CALL-05', method: 'DELETE', path: '/wps/session/logout', token: true });

/** Session storage in memory, with key/length like the real one. */
class MemoryStorage implements SessionStorageLike {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

interface Seen {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  params: unknown;
  data: unknown;
}

/** A fake platform: answers each request with `reply` (no network). */
function fakeAdapter(reply: (seen: Seen, index: number) => FakeReply) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const request: Seen = {
      method: (config.method ?? '').toUpperCase(),
      url: config.url ?? '',
      headers: config.headers.toJSON() as Record<string, unknown>,
      params: config.params,
      data: config.data,
    };
    seen.push(request);
    return settleAs(reply(request, seen.length - 1), config);
  };
  return { adapter, seen };
}

let keys: GatewayKeyPair;
beforeAll(async () => {
  keys = await generateKeyPair();
});

function setup(reply: (seen: Seen, index: number) => FakeReply, extra: Partial<GatewayOptions> = {}) {
  const { adapter, seen } = fakeAdapter(reply);
  const storage = new MemoryStorage();
  const onNotLoggedIn = vi.fn();
  const onError = vi.fn();
  const gateway = createGateway({
    baseURL: 'https://platform.example',
    timeoutMs: 100,
    getPublicKey: () => Promise.resolve(keys.publicKeySpkiBase64),
    storage,
    onNotLoggedIn,
    onError,
    adapter,
    ...extra,
  });
  return { gateway, seen, storage, onNotLoggedIn, onError };
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }
  throw new Error('The call was expected to fail.');
}

describe('gateway requests', () => {
  it('adds the session token only to token calls, and the module id to every call', async () => {
    const { gateway, seen, storage } = setup(() => ok({ id: 1 }));
    storage.setItem('token', 'secret-token');
    await expect(gateway.send(memberInfo)).resolves.toEqual({ id: 1 });
    await gateway.send(gameList, { page: 1 });
    expect(seen[0]!.headers.Authorization).toBe('Bearer secret-token');
    expect(seen[0]!.headers['X-Module-Id']).toBe('MEMBER');
    expect(seen[1]!.headers.Authorization).toBeUndefined();
    expect(seen[1]!.headers['X-Module-Id']).toBe('GAME');
    expect(seen[0]!.url).toBe('/wps/member/info');
  });

  it('SHELL-08: a call by name goes where the contract says, with its module id and token', async () => {
    const { gateway, seen, storage } = setup(() => ok({ games: [], totalPages: 0 }));
    storage.setItem('token', 'secret-token');
    await expect(gateway.call('gameList', { pageNo: 2, pageSize: 18, gameType: 'SLOT' })).resolves.toEqual({
      games: [],
      totalPages: 0,
    });
    await gateway.call('memberInfo');
    expect(seen.map((request) => [request.method, request.url, request.headers['X-Module-Id']])).toEqual([
      [calls.gameList.method, calls.gameList.path, calls.gameList.moduleId],
      [calls.memberInfo.method, calls.memberInfo.path, calls.memberInfo.moduleId],
    ]);
    expect(seen[0]!.params).toEqual({ pageNo: 2, pageSize: 18, gameType: 'SLOT' });
    expect(seen[1]!.headers.Authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { gateway, seen } = setup(() => ok(null));
    await gateway.send(memberInfo);
    expect(seen[0]!.headers.Authorization).toBeUndefined();
  });

  it('puts input in the query for GET/DELETE and in a JSON or form body otherwise', async () => {
    const { gateway, seen } = setup(() => ok(true));
    await gateway.send(gameList, { type: 'SLOT', page: 2 });
    await gateway.send(logout, { all: true });
    await gateway.send(feedback, { text: 'hello' });
    await gateway.send(emailReset, { username: 'alice', email: 'a@b.co' });
    expect(seen[0]).toMatchObject({ method: 'GET', params: { type: 'SLOT', page: 2 }, data: undefined });
    expect(seen[1]).toMatchObject({ method: 'DELETE', params: { all: true } });
    expect(JSON.parse(String(seen[2]!.data))).toEqual({ text: 'hello' });
    expect(seen[3]!.headers['Content-Type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(String(seen[3]!.data)).toBe('username=alice&email=a%40b.co');
  });

  it('reports how much of an upload has gone out, 0..1, to the caller that asked (feedback images, MC-20)', async () => {
    const upload = call({ name: 'feedback', method: 'PUT', path: '/wps/feedback', token: true, multipart: true });
    const adapter: AxiosAdapter = (config) => {
      config.onUploadProgress?.({ loaded: 250, total: 1000, bytes: 250, lengthComputable: true } as never);
      config.onUploadProgress?.({ loaded: 1000, total: 1000, bytes: 750, lengthComputable: true } as never);
      return settleAs(ok({ message: 'OK' }), config);
    };
    const { gateway } = setup(() => ok(true), { adapter });
    const seen: number[] = [];
    await gateway.send(upload, new FormData(), { onUploadProgress: (fraction) => seen.push(fraction) });
    expect(seen).toEqual([0.25, 1]);
  });

  it('sends the merchant code kept in session storage', async () => {
    const { gateway, seen, storage } = setup(() => ok(1));
    storage.setItem('merchantCode', 'M001');
    await gateway.send(gameList);
    expect(seen[0]!.headers['X-Merchant-Code']).toBe('M001');
  });

  it('encrypted calls carry only the envelope, which decrypts back to the input', async () => {
    const { gateway, seen } = setup(() => ok({ token: 't' }));
    const input = { username: 'alice', password: 'Pa55-very-secret', captcha: '1234', type: 'username' };
    await expect(gateway.send(login, input)).resolves.toEqual({ token: 't' });
    const body = String(seen[0]!.data);
    expect(body).not.toContain('Pa55-very-secret');
    expect(body).not.toContain('alice');
    expect(body).not.toContain('password');
    expect(seen[0]!.headers['X-Encrypted']).toBe('1');
    const envelope = JSON.parse(body) as EncryptedPayload;
    expect(Object.keys(envelope).sort()).toEqual(['data', 'iv', 'key']);
    await expect(decryptPayload(keys.privateKey, envelope)).resolves.toEqual(input);
  });

  it('does not send a plain request when the public key cannot be had', async () => {
    const { gateway, seen } = setup(() => ok(1), { getPublicKey: () => Promise.reject(new Error('no key')) });
    const error = await failure(gateway.send(login, { password: 'x' }));
    expect(error.kind).toBe('unknown');
    expect(seen).toHaveLength(0);
  });
});

describe('gateway retries', () => {
  it('retries a GET once on a 500, then succeeds', async () => {
    const { gateway, seen } = setup((_, index) => (index === 0 ? { status: 500, data: 'oops' } : ok(['game'])));
    await expect(gateway.send(gameList)).resolves.toEqual(['game']);
    expect(seen).toHaveLength(2);
  });

  it('retries a GET once on a network error, then gives up', async () => {
    const { gateway, seen } = setup(() => 'network');
    expect((await failure(gateway.send(gameList))).kind).toBe('network');
    expect(seen).toHaveLength(2);
  });

  it('never retries a POST, PUT or DELETE', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const { gateway, seen } = setup(() => ({ status: 500, data: '<html>error</html>' }));
      const error = await failure(gateway.send(call({ method }), { a: 1 }));
      expect(error).toMatchObject({ kind: 'unknown', status: 500 });
      expect(seen).toHaveLength(1);
    }
  });

  it('does not retry a timeout or a rejection', async () => {
    const timeout = setup(() => 'timeout');
    expect((await failure(timeout.gateway.send(gameList))).kind).toBe('timeout');
    expect(timeout.seen).toHaveLength(1);
    const rejected = setup(() => ({
      status: 200,
      data: { success: false, code: 'NOT_FOUND', message: 'No such game' },
    }));
    await failure(rejected.gateway.send(gameList));
    expect(rejected.seen).toHaveLength(1);
  });
});

describe('gateway failures', () => {
  it('network failure → ERR-19 with a retry offer', async () => {
    const { gateway, onError } = setup(() => 'network');
    const error = await failure(gateway.send(feedback, {}));
    expect(error).toMatchObject({ kind: 'network', textKey: 'errors.network', retryable: true, catalogueId: 'ERR-19' });
    expect(onError).toHaveBeenCalledWith(error, feedback);
  });

  it('timeout → ERR-20', async () => {
    const { gateway } = setup(() => 'timeout');
    expect(await failure(gateway.send(feedback, {}))).toMatchObject({
      kind: 'timeout',
      textKey: 'errors.timeout',
      retryable: true,
    });
  });

  it('401 → not logged in: session cleared except merchant codes, login popup opened', async () => {
    const { gateway, storage, onNotLoggedIn } = setup(() => ({ status: 401, data: '' }));
    storage.setItem('token', 'expired');
    storage.setItem('merchantCode', 'M001');
    storage.setItem('merchantId', '7');
    storage.setItem('userInfo', '{}');
    const error = await failure(gateway.send(memberInfo));
    expect(error).toMatchObject({ kind: 'notLoggedIn', status: 401, textKey: 'errors.notLoggedIn' });
    expect(storage.keys()).toEqual(['merchantCode', 'merchantId']);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('a NOT_LOGGED_IN envelope is the same as a 401', async () => {
    const { gateway, storage, onNotLoggedIn } = setup(() => ({
      status: 200,
      data: { success: false, code: 'NOT_LOGGED_IN', message: 'Please log in' },
    }));
    storage.setItem('token', 'expired');
    expect((await failure(gateway.send(memberInfo))).kind).toBe('notLoggedIn');
    expect(storage.getItem('token')).toBeNull();
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('a failed login (401 with its own code) is a rejection with the server message, not a lost session', async () => {
    const { gateway, storage, onNotLoggedIn } = setup(() => ({
      status: 401,
      data: { success: false, code: 'INVALID_CREDENTIALS', message: 'Incorrect account or password', captcha: true },
    }));
    storage.setItem('merchantCode', 'M001');
    storage.setItem('language', 'EN');
    const error = await failure(gateway.send(login, { username: 'a', password: 'b' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'Incorrect account or password',
      details: { captcha: true },
    });
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(storage.keys()).toEqual(['language', 'merchantCode']);
  });

  it('503 → maintenance (SHELL-02)', async () => {
    const { gateway } = setup(() => ({ status: 503, data: '<html>down</html>' }));
    expect(await failure(gateway.send(feedback, {}))).toMatchObject({
      kind: 'maintenance',
      status: 503,
      textKey: 'errors.maintenance',
    });
  });

  it('MAINTENANCE, REGION_RESTRICTED and DOMAIN_CHECK_FAILED envelopes map to their pages and dialogs', async () => {
    const cases = [
      ['MAINTENANCE', 503, 'maintenance'],
      ['REGION_RESTRICTED', 403, 'restricted'],
      ['DOMAIN_CHECK_FAILED', 403, 'domain'],
    ] as const;
    for (const [code, status, kind] of cases) {
      const { gateway } = setup(() => ({ status, data: { success: false, code, message: 'closed' } }));
      expect(await failure(gateway.send(gameList))).toMatchObject({ kind, code, status, textKey: `errors.${kind}` });
    }
  });

  it('a rejection shows the server message (UNSPEC-17); without one, the unknown-error text', async () => {
    const t = (key: string) => `t:${key}`;
    const withMessage = setup(() => ({
      status: 200,
      data: { success: false, code: 'TOO_MANY_REQUESTS', message: 'Retry after 5 minutes' },
    }));
    const error = await failure(withMessage.gateway.send(feedback, {}));
    expect(error).toMatchObject({
      kind: 'rejected',
      code: 'TOO_MANY_REQUESTS',
      message: 'Retry after 5 minutes',
      status: 200,
    });
    expect(displayText(error, t)).toBe('Retry after 5 minutes');
    const bare = setup(() => ({ status: 400, data: { success: false, code: 'SOMETHING_NEW' } }));
    const bareError = await failure(bare.gateway.send(feedback, {}));
    expect(bareError.kind).toBe('rejected');
    expect(displayText(bareError, t)).toBe('t:errors.unknown');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Bad gateway</body></html>'],
    ['an empty object', {}],
    ['success without value', { success: true }],
    ['null', null],
    ['a non-boolean success', { success: 'yes', value: 1 }],
    ['a failure without a code', { success: false, message: 'x' }],
    ['an array', [1, 2]],
  ])('a malformed answer (%s) is an unknown system error, never a crash', async (_label, data) => {
    const { gateway, onError } = setup(() => ({ status: 200, data }));
    const error = await failure(gateway.send(gameList));
    expect(error).toMatchObject({ kind: 'malformed', textKey: 'errors.unknown', catalogueId: 'ERR-23' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a 5xx without an envelope is an unknown error', async () => {
    const { gateway } = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    expect(await failure(gateway.send(gameList))).toMatchObject({
      kind: 'unknown',
      status: 502,
      textKey: 'errors.unknown',
    });
  });

  it('success:true with a null value resolves to null', async () => {
    const { gateway } = setup(() => ok(null));
    await expect(gateway.send(gameList)).resolves.toBeNull();
  });
});

describe('gateway cancellation', () => {
  it('cancelAll rejects every read in flight with kind canceled, silently', async () => {
    const { gateway, seen, onError, onNotLoggedIn } = setup(() => 'hang');
    const first = failure(gateway.send(gameList));
    const second = failure(gateway.send({ ...gameList, path: '/wps/other' }));
    // Both are in flight: the platform has them.
    await vi.waitFor(() => expect(seen).toHaveLength(2), UNTIL);
    gateway.cancelAll();
    for (const error of await Promise.all([first, second]))
      expect(error).toMatchObject({ kind: 'canceled', canceled: true });
    expect(onError).not.toHaveBeenCalled();
    expect(onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('issue 15: a route change never cancels a change: a withdrawal sent just before it still gets its answer', async () => {
    const { gateway } = setup((request) => (request.method === 'GET' ? 'hang' : ok('accepted')));
    const read = failure(gateway.send(gameList));
    const change = gateway.send(feedback, { text: 'x' });
    gateway.cancelAll();
    expect((await read).kind).toBe('canceled');
    await expect(change).resolves.toBe('accepted');
  });

  it('a read of the session (keepAcrossRoutes) is not cancelled by a route change', async () => {
    const { gateway } = setup(() => ok('member'));
    const screenRead = failure(gateway.send(gameList));
    const sessionRead = gateway.send(memberInfo, undefined, { keepAcrossRoutes: true });
    gateway.cancelAll();
    expect((await screenRead).kind).toBe('canceled');
    await expect(sessionRead).resolves.toBe('member');
  });

  it('cancels even when the adapter ignores the signal, and later calls still work', async () => {
    let hang = true;
    const { gateway } = setup(() => (hang ? { status: 200, data: { success: true, value: 'late' } } : ok('fresh')));
    // A call whose answer arrives after the cancellation must not resolve.
    const pending = failure(gateway.send(gameList));
    gateway.cancelAll();
    expect((await pending).kind).toBe('canceled');
    hang = false;
    await expect(gateway.send(gameList)).resolves.toBe('fresh');
  });

  it("the caller's own signal cancels one call", async () => {
    const { gateway } = setup(() => 'hang');
    const controller = new AbortController();
    const pending = failure(gateway.send(gameList, undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('canceled');
    const aborted = new AbortController();
    aborted.abort();
    expect((await failure(gateway.send(gameList, undefined, { signal: aborted.signal }))).kind).toBe('canceled');
  });
});

describe('gateway session', () => {
  it('setToken / getToken / clearSession keep merchant codes (AUTH-04, AUTH-16)', () => {
    const { gateway, storage } = setup(() => ok(1));
    storage.setItem('merchantCode', 'M001');
    gateway.setToken('abc');
    expect(gateway.getToken()).toBe('abc');
    expect(storage.getItem('token')).toBe('abc');
    gateway.clearSession();
    expect(storage.keys()).toEqual(['merchantCode']);
  });

  it('with a storage that cannot list its keys, clearing removes the token', () => {
    const map = new Map<string, string>([
      ['token', 'x'],
      ['merchantCode', 'M'],
    ]);
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    const gateway = createGateway({ baseURL: '', timeoutMs: 10, getPublicKey: () => Promise.resolve(''), storage });
    gateway.clearSession();
    expect([...map.keys()]).toEqual(['merchantCode']);
  });
});

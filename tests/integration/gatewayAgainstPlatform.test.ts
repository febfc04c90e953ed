// @vitest-environment node
// The player's gateway against the reference platform over real HTTP: what travels on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway, type SessionStorageLike } from '../../engine/api/gateway.ts';
import { GatewayError } from '../../engine/api/errors.ts';
import { DEMO_PASSWORD } from '../../server/seed/accounts.ts';
import { setMaintenance } from '../../server/siteSwitches.ts';
import { createTestPlatform, type TestPlatform } from '../support/platform.ts';

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
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

let platform: TestPlatform;
let gateway: Gateway;
let loggedOut = 0;
/** Raw request bodies as they arrived on the socket, by path. */
const wire: { path: string; body: string }[] = [];

beforeAll(async () => {
  platform = await createTestPlatform();
  platform.app.addHook('preParsing', async (request, _reply, payload) => {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    const raw = Buffer.concat(chunks);
    wire.push({ path: request.url, body: raw.toString('utf8') });
    const { Readable } = await import('node:stream');
    return Readable.from(raw);
  });
  const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  let publicKey: string | undefined;
  gateway = createGateway({
    baseURL: address,
    timeoutMs: 10_000,
    merchantCode: 'AURORA',
    storage: new MemoryStorage(),
    onNotLoggedIn: () => {
      loggedOut += 1;
    },
    async getPublicKey() {
      publicKey ??= (await gateway.call('systemStatus')).info.publicKey ?? '';
      return publicKey;
    },
  });
});
afterAll(() => platform.close());

describe('gateway ↔ platform over HTTP', () => {
  it('UNSPEC-20 an encrypted login carries no plain-text field on the wire, and the platform opens it', async () => {
    const value = await gateway.call('login', { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' });
    expect(value.userName).toBe('demo_member');
    const sent = wire.filter((entry) => entry.path === '/wps/session/login');
    expect(sent).toHaveLength(1);
    const raw = sent[0]!.body;
    expect(raw).not.toContain('demo_member');
    expect(raw).not.toContain(DEMO_PASSWORD);
    expect(raw).not.toContain('username');
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(['data', 'iv', 'key']);
    gateway.setToken(value.token);
    const info = await gateway.call('memberInfo');
    expect(info.account).toBe('demo_member');
  });

  it("ERR-01 a refused login reaches the player as the platform's message, without logging anyone out", async () => {
    const error = await gateway
      .call('login', { username: 'demo_member', password: 'wrong123', type: 'username' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'rejected', code: 'INVALID_CREDENTIALS' });
    expect(loggedOut).toBe(0);
  });

  it('ERR-15 a call after logout clears the session and asks for a login', async () => {
    await gateway.call('logout');
    const error = await gateway.call('memberInfo').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'notLoggedIn' });
    expect(loggedOut).toBe(1);
    expect(gateway.getToken()).toBeNull();
  });

  it('SHELL-02 during maintenance calls fail as maintenance while system status still answers', async () => {
    setMaintenance(platform.db, true, 'Back at 04:00');
    try {
      const status = await gateway.call('systemStatus');
      expect(status).toMatchObject({ status: 1, maintenanceText: 'Back at 04:00' });
      const error = await gateway.call('gameMenus').catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'maintenance' });
    } finally {
      setMaintenance(platform.db, false);
    }
  });
});

// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './db.ts';
import { loadOrCreateKeys } from './keys.ts';
import { seedOnce } from './seed/index.ts';
import { createTestPlatform } from '../tests/support/platform.ts';
import { loadPlatformBrands } from './brands.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'livery-restart-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const body = (response: { body: string }) =>
  JSON.parse(response.body) as { success: boolean; value?: Record<string, unknown> };

/** A platform on the database file in `dir`, as `npm start` opens it. */
async function start() {
  const db = openDb(join(dir, 'livery.db'));
  const brands = loadPlatformBrands();
  const seeded = await seedOnce(db, brands);
  const platform = await createTestPlatform({ db, brands, keys: await loadOrCreateKeys(db) });
  return { db, platform, seeded };
}

describe('restart', () => {
  it('keeps accounts, sessions, favourites and the key pair; seeds only once', async () => {
    const first = await start();
    expect(first.seeded).toBe(true);
    const registered = body(
      await first.platform.call('register', {
        username: 'keeper01',
        password: 'abc12345',
        registerMethod: 'WEB',
        login: true,
        challengeToken: await first.platform.challenge('register'),
      }),
    );
    const token = String(registered.value!.token);
    const favourite = String(
      (body(await first.platform.call('gameList', { pageNo: 1, pageSize: 1 })).value!.games as { nodeId: string }[])[0]!
        .nodeId,
    );
    expect(body(await first.platform.call('addFavoriteGame', { nodeId: favourite }, { token })).success).toBe(true);
    const key = String(
      (body(await first.platform.call('systemStatus')).value!.info as { publicKey: string }).publicKey,
    );
    await first.platform.close();
    first.db.close();

    const second = await start();
    try {
      expect(second.seeded).toBe(false);
      expect(body(await second.platform.call('memberInfo', undefined, { token })).value).toMatchObject({
        account: 'keeper01',
      });
      expect(body(await second.platform.call('favoriteGameIds', undefined, { token })).value).toEqual([favourite]);
      await expect(second.platform.login('keeper01', { password: 'abc12345' })).resolves.toBeTruthy();
      expect((body(await second.platform.call('systemStatus')).value!.info as { publicKey: string }).publicKey).toBe(
        key,
      );
    } finally {
      await second.platform.close();
      second.db.close();
    }
  });
});

describe('seeding', () => {
  it('a brand added after the first start gets its demo accounts and content at the next start', async () => {
    const db = openDb(join(dir, 'livery.db'));
    try {
      const all = loadPlatformBrands();
      const auroraOnly = { ...all, byId: new Map([...all.byId].filter(([id]) => id === 'aurora')) };
      expect(await seedOnce(db, auroraOnly)).toBe(true);
      const count = (brand: string) =>
        (db.prepare('SELECT COUNT(*) AS n FROM members WHERE brand = ?').get(brand) as { n: number }).n;
      expect(count('jade')).toBe(0);
      expect(await seedOnce(db, all)).toBe(true);
      expect(count('jade')).toBeGreaterThan(0);
      expect(await seedOnce(db, all)).toBe(false);
    } finally {
      db.close();
    }
  });
});

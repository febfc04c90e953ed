// Test support: a platform on an in-memory database, seeded, with helpers that call it as the player does.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { encryptPayload } from '../../engine/api/crypto.ts';
import { calls, type CallName } from '../../schemas/api/index.ts';
import type { ComplianceProfile } from '../../schemas/compliance/profiles.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { loadPlatformBrands, type PlatformBrands } from '../../server/brands.ts';
import { openDb, type Db } from '../../server/db.ts';
import { loadOrCreateKeys, type ServerKeys } from '../../server/keys.ts';
import { DEMO_PASSWORD } from '../../server/seed/accounts.ts';
import { setChallengeDifficulty, type ChallengeAction } from '../../server/services/challenge.ts';
import { openSession } from '../../server/services/sessions.ts';
import { seedOnce } from '../../server/seed/index.ts';

/** Where every test platform's clock starts. */
export const TEST_START = Date.parse('2026-11-22T10:00:00Z');

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  keys: ServerKeys;
  brands: PlatformBrands;
  /** The platform clock (it starts at 2026-11-22T10:00Z and moves only when a test moves it). */
  now(): number;
  setNow(time: number): void;
  /** Moves the platform clock forward. */
  advance(ms: number): void;
  /** Sends one call as the gateway would (query for GET/DELETE, encrypted body when flagged). */
  call(name: CallName, input?: unknown, options?: CallInit): Promise<LightMyRequestResponse>;
  /** The id of a seeded account (default aurora's demo_member). */
  memberId(account?: string, brand?: string): number;
  /** A settled bet of a seeded aurora account at `at`, as a game round writes it (the first game of the catalogue). */
  bet(account: string, stakeCents: number, winCents: number, at: number): void;
  /** A session for a seeded account, opened directly (tests of other calls need not go through login). */
  sessionFor(account?: string, brand?: string): string;
  /** Fetches a challenge (CALL-66) and solves it as the player's widget does: the `challengeToken` to send. */
  challenge(action: ChallengeAction, brand?: string): Promise<string>;
  /** Logs a demo account in and returns its token. */
  login(account?: string, options?: { brand?: string; password?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface CallInit {
  token?: string;
  /** Merchant code or brand id; default the first brand (aurora). */
  brand?: string;
  headers?: Record<string, string>;
  /** Send an encrypted call's body in plain text (to test that it is refused). */
  plain?: boolean;
}

/**
 * The brands as brands/ holds them, some under another licence (brand JSON `compliance.profile`,
 * issue 29): the copy of a brand a test runs under UKGC or MGA rules.
 */
export function brandsWithProfiles(profiles: Readonly<Record<string, ComplianceProfile>>): PlatformBrands {
  const brands = loadPlatformBrands();
  const byId = new Map(
    [...brands.byId].map(([id, brand]) => [
      id,
      { ...brand, complianceProfile: profiles[id] ?? brand.complianceProfile },
    ]),
  );
  return { ...brands, byId };
}

let seededTemplate: Promise<Buffer> | undefined;

/**
 * Seeding (accounts with scrypt, the catalogue, content) and making an RSA key pair take a while:
 * it is done once per test file, and each platform starts from an in-memory copy of the result.
 */
function seededCopy(brands: PlatformBrands): Promise<Db> {
  seededTemplate ??= (async () => {
    const db = openDb(':memory:');
    // Seeded on the test clock, so an age (a password's, a notice's) is the same whatever today's date.
    await seedOnce(db, brands, TEST_START);
    await loadOrCreateKeys(db);
    const bytes = db.serialize();
    db.close();
    return bytes;
  })();
  return seededTemplate.then((bytes) => openDb(bytes));
}

export async function createTestPlatform(
  options: Partial<AppOptions> & { seed?: boolean } = {},
): Promise<TestPlatform> {
  const brands = options.brands ?? loadPlatformBrands();
  const db = options.db ?? (options.seed === false ? openDb(':memory:') : await seededCopy(brands));
  const keys = options.keys ?? (await loadOrCreateKeys(db));
  // Light challenges, so that tests spend no time on proof of work (one test checks the default).
  if (!options.db) setChallengeDifficulty(db, { cost: 1, minCounter: 10, maxCounter: 200 });
  let clock = TEST_START;
  const app = await buildApp({ db, brands, keys, now: () => clock, trustProxy: true, devRoutes: true, ...options });
  const defaultBrand = [...brands.byId.keys()][0]!;

  async function call(name: CallName, input?: unknown, init: CallInit = {}) {
    const definition = calls[name];
    // The player reads English unless a test names another language (the platform answers in the
    // request's language, server/texts), as the end-to-end tests' pages do.
    const headers: Record<string, string> = {
      'x-merchant-code': init.brand ?? defaultBrand,
      'x-language': 'EN',
      ...init.headers,
    };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const method = definition.method;
    if (method === 'GET' || method === 'DELETE') {
      const query = Object.fromEntries(
        Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
      return app.inject({ method, url: definition.path, query, headers });
    }
    if (input instanceof FormData) {
      // Multipart, encoded as a browser would (boundary and all).
      const encoded = new Response(input);
      const payload = Buffer.from(await encoded.arrayBuffer());
      return app.inject({
        method,
        url: definition.path,
        payload,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
      });
    }
    let payload: unknown = input ?? {};
    if (definition.encrypted && !init.plain) payload = await encryptPayload(keys.publicKeySpkiBase64, input ?? {});
    if ('form' in definition && definition.form) {
      const form = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
      return app.inject({
        method,
        url: definition.path,
        payload: form.toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    return app.inject({ method, url: definition.path, payload: payload as object, headers });
  }

  const memberId = (account = 'demo_member', brand = 'aurora') => {
    const row = db.prepare('SELECT id FROM members WHERE brand = ? AND account = ?').get(brand, account) as
      { id: number } | undefined;
    if (!row) throw new Error(`no account ${brand}/${account}`);
    return row.id;
  };

  const bet = (account: string, stakeCents: number, winCents: number, at: number) => {
    const game = db.prepare('SELECT node_id, vendor, game_type FROM games LIMIT 1').get() as {
      node_id: number;
      vendor: string;
      game_type: string;
    };
    db.prepare(
      'INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(memberId(account), 'aurora', game.node_id, game.vendor, game.game_type, stakeCents, winCents, at);
  };

  return {
    app,
    db,
    keys,
    brands,
    call,
    memberId,
    bet,
    sessionFor: (account, brand) => openSession(db, memberId(account, brand), clock),
    now: () => clock,
    setNow(time) {
      clock = time;
    },
    async challenge(action, brand) {
      const response = await call('challenge', { action }, { brand });
      const challenge = (response.json() as { value: Parameters<typeof solveChallenge>[0]['challenge'] }).value;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    advance(ms) {
      clock += ms;
    },
    async login(account = 'demo_member', { brand, password = DEMO_PASSWORD } = {}) {
      const response = await call('login', { username: account, password, type: 'username' }, { brand });
      const body = response.json() as { success: boolean; value?: { token: string } };
      if (!body.success || !body.value) throw new Error(`login ${account} failed: ${response.body}`);
      return body.value.token;
    },
    async close() {
      await app.close();
      if (!options.db) db.close();
    },
  };
}

/**
 * The set-up most platform test files share: a fresh seeded platform for each test (options as for
 * createTestPlatform), closed after it. `prepare` runs once it has started, before the test (flags
 * the file needs, sessions it keeps). The answer stands for the platform of the test running, so
 * test code reads `platform.call(…)` as it would with its own `let platform`; read outside a test, it throws.
 */
export function platformForEachTest(
  prepare?: (platform: TestPlatform) => void | Promise<void>,
  options?: Parameters<typeof createTestPlatform>[0],
): TestPlatform {
  let current: TestPlatform | undefined;
  beforeEach(async () => {
    current = await createTestPlatform(options);
    await prepare?.(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestPlatform, {
    get(_target, key) {
      if (!current) throw new Error('The test platform exists only while a test runs (platformForEachTest).');
      return Reflect.get(current, key) as unknown;
    },
  });
}

// @vitest-environment node
// Issue 24 item 5: a database another process holds past the wait never reaches a player as 500. The
// call is refused as BUSY (503, ERR-20, to retry), nothing is changed, and the same request sent
// again with its idempotency key moves the money once. Unexpected errors leave their details in the
// server log, which is on by default.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from './calls/index.ts';
import { openDb, type Db } from './db.ts';
import { serverLogger } from './logging.ts';
import { checkLedger } from './money/ledger.ts';
import { createTestPlatform, type TestPlatform } from '../tests/support/platform.ts';

let dir: string;
let db: Db;
let operator: Db | undefined;
let platform: TestPlatform;
let log: string[];

/** Collects the server's log lines, as standard output would receive them. */
const logStream = () =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });

beforeEach(async () => {
  log = [];
  dir = mkdtempSync(join(tmpdir(), 'livery-busy-'));
  const seeded = await createTestPlatform();
  writeFileSync(join(dir, 'livery.db'), seeded.db.serialize());
  await seeded.close();
  // A short wait, so that the test need not hold the lock for the server's full busy timeout.
  db = openDb(join(dir, 'livery.db'), { busyTimeoutMs: 50 });
});

afterEach(async () => {
  if (operator?.inTransaction) operator.exec('ROLLBACK');
  operator?.close();
  operator = undefined;
  await platform.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a busy database (issue 24)', () => {
  beforeEach(async () => {
    platform = await createTestPlatform({ db, logger: serverLogger({}, logStream()) });
  });

  it('answers a money call BUSY (503, to retry) while another process holds the write lock, and the retry moves the money once', async () => {
    const token = platform.sessionFor('demo_member');
    const balance = async () =>
      ((await platform.call('walletBalance', undefined, { token })).json() as { value: { balance: string } }).value
        .balance;
    const before = await balance();
    const transfer = { fromWallet: 'MAIN', toWallet: 'PG', amount: '1.00', idempotencyKey: randomUUID() };

    // An operator's command, in its own process, in the middle of a write.
    operator = openDb(join(dir, 'livery.db'));
    operator.exec('BEGIN IMMEDIATE');
    const refused = await platform.call('walletTransfer', transfer, { token });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'BUSY', retryAfter: 1 });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).not.toMatch(/SQLITE|at \w+ \(/);
    // Reads go on meanwhile.
    expect(await balance()).toBe(before);
    operator.exec('COMMIT');

    const sent = await platform.call('walletTransfer', transfer, { token });
    expect(sent.statusCode).toBe(200);
    const again = await platform.call('walletTransfer', transfer, { token });
    expect(again.json()).toEqual(sent.json());
    expect(Number(await balance())).toBeCloseTo(Number(before) - 1, 2);
    const report = checkLedger(db);
    expect(report.mismatches).toEqual([]);
    expect(report.brokenChains).toEqual([]);
    expect(log.join('')).toContain('database busy');
  });
});

describe('the server log (issue 24)', () => {
  beforeEach(async () => {
    platform = await createTestPlatform({
      db,
      logger: serverLogger({}, logStream()),
      handlers: {
        ...handlers,
        systemStatus: () => {
          throw new Error('the disk is on fire');
        },
      },
    });
  });

  it('is on by default: an answer of 500 says nothing of the cause, the log has its details', async () => {
    const response = await platform.call('systemStatus');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('on fire');
    expect(log.join('')).toContain('the disk is on fire');
  });

  it('is off with LIVERY_LOG=0, logs every request with LIVERY_LOG=1, and warnings and errors by default', () => {
    expect(serverLogger({ LIVERY_LOG: '0' })).toBe(false);
    expect(serverLogger({ LIVERY_LOG: '1' })).toEqual({ level: 'info' });
    expect(serverLogger({})).toEqual({ level: 'warn' });
  });
});

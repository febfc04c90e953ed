// @vitest-environment node
// Issue 24 item 5: operator commands run in their own process on the database the server uses. Players'
// wallet calls in several lanes while the operator's commands run: no player is answered 500, every
// command succeeds (each waits its turn for the write lock instead of failing "database is locked"),
// and the ledger check stays green.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDb, type Db } from '../db.ts';
import { createTestPlatform, type TestPlatform } from '../../tests/support/platform.ts';
import { createDeposit } from './deposits.ts';
import { checkLedger } from './ledger.ts';
import { addPayoutAccount } from './payoutAccounts.ts';
import { createWithdrawal } from './withdrawals.ts';

/** Accounts playing in the lanes (aurora runs transfer wallets); demo_member plays in two lanes at once. */
const LANES = ['demo_member', 'demo_member', 'demo_agent', 'agent_down1', 'player_down1', 'player_down2'];
/** Each lane stops here at the latest, even if the operator's commands were still running. */
const MAX_CALLS_PER_LANE = 20_000;

let dir: string;
let db: Db;
let platform: TestPlatform;
const children = new Set<ChildProcess>();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'livery-load-'));
  // The seeded platform, as a file both the server and the operator's processes open.
  const seeded = await createTestPlatform();
  writeFileSync(join(dir, 'livery.db'), seeded.db.serialize());
  await seeded.close();
  db = openDb(join(dir, 'livery.db'));
  platform = await createTestPlatform({ db });
});

afterEach(async () => {
  for (const child of children) child.kill('SIGKILL');
  await platform.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One operator command, as `npm run admin -- …` runs it, in its own process. */
function admin(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir },
    });
    children.add(child);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      children.delete(child);
      resolve({ code, out: `${args.join(' ')}: ${out.trim()}` });
    });
  });
}

it(
  'player calls under operator load: no answer is 500, every operator command succeeds, the ledger holds',
  { timeout: 300_000 },
  async () => {
    const brand = platform.brands.byId.get('aurora')!;
    const now = Date.now();
    // What the operator will decide: bank transfers to credit, withdrawals to approve or reject.
    const depositor = platform.memberId('player_down1');
    const deposits = Array.from({ length: 8 }, () =>
      createDeposit(db, brand, depositor, { methodId: 'bank', amount: '40.00' }, now),
    );
    const withdrawer = platform.memberId('demo_agent');
    const account = addPayoutAccount(
      db,
      brand,
      withdrawer,
      { bankName: 'Maybank', accountNumber: '514012345678', realName: 'Test Agent' },
      now,
    );
    const withdrawals = Array.from({ length: 6 }, () =>
      createWithdrawal(db, brand, withdrawer, { accountId: account.accountId, amount: '50.00' }, now),
    );
    const commands: string[][] = [
      ...deposits.map((deposit) => ['deposit', 'arrive', `D${deposit.id}`]),
      ...withdrawals.map((withdrawal, index) =>
        index % 2 === 0
          ? ['withdrawal', 'approve', withdrawal.withdrawalId]
          : ['withdrawal', 'reject', withdrawal.withdrawalId, 'Name does not match'],
      ),
      ['receipts', 'due', '+120'],
      ['promotion', 'aurora', 'demo_member', 'p-welcome', 'claim', '5.00'],
      ['message', 'aurora', 'player_down2', 'Hello', '<p>A notice</p>'],
      ['contracts', 'settle'],
    ];

    let operatorDone = false;
    const statuses = new Map<number, number>();
    const lane = async (accountName: string) => {
      const token = platform.sessionFor(accountName);
      let calls = 0;
      while (!operatorDone && calls < MAX_CALLS_PER_LANE) {
        const [fromWallet, toWallet] = calls % 2 === 0 ? ['MAIN', 'PG'] : ['PG', 'MAIN'];
        const response = await platform.call(
          'walletTransfer',
          { fromWallet, toWallet, amount: '1.00', idempotencyKey: randomUUID() },
          { token },
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode !== 200) console.error(`${accountName}: ${response.statusCode} ${response.body}`);
        calls += 1;
      }
      return calls;
    };
    const operator = async () => {
      const results = [];
      try {
        for (const command of commands) results.push(await admin(...command));
      } finally {
        operatorDone = true;
      }
      return results;
    };

    const [results, ...laneCalls] = await Promise.all([operator(), ...LANES.map(lane)]);
    expect(results.filter((result) => result.code !== 0).map((result) => result.out)).toEqual([]);
    expect(laneCalls.every((calls) => calls > 0)).toBe(true);
    expect(Object.fromEntries(statuses)).toEqual({ 200: laneCalls.reduce((sum, calls) => sum + calls, 0) });
    expect(await admin('ledger', 'check')).toMatchObject({ code: 0 });
    const report = checkLedger(db);
    expect(report.mismatches).toEqual([]);
    expect(report.brokenChains).toEqual([]);
  },
);

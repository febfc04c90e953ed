// @vitest-environment node
// Each contract period is paid exactly once (issue 17, CONTRACT-08): when two settlements of the
// same periods run at once in two processes, and when the server settling a backlog is killed
// with -9 and settles again after the restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadPlatformBrands } from '../brands.ts';
import { openDb, type Db } from '../db.ts';
import { seedOnce } from '../seed/index.ts';
import { REALTIME_PERIOD_MS, settleContracts } from './contractSettlement.ts';
import { checkLedger, walletBalanceCents } from './ledger.ts';

const HOLDERS = ['agent_down1', 'player_down1'] as const;
/** Two days of 5-minute periods per holder, a 10.00 stake in each: 1.00% pays 0.10 a period. */
const PERIODS = 2 * 24 * 12;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'livery-settle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, 'livery.db');

/**
 * A seeded database where demo_agent's two downlines held 1.00% real-time salaries for the two days
 * before now, with a bet in every period (ended on a period's edge, so the count of periods is the
 * same however long the test takes).
 */
async function backlog(now: number): Promise<{ signedAt: number; balances: Map<number, number> }> {
  const db = openDb(file());
  try {
    await seedOnce(db, loadPlatformBrands(), now);
    const signedAt = Math.floor(now / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS - PERIODS * REALTIME_PERIOD_MS;
    const memberId = (account: string) =>
      (db.prepare("SELECT id FROM members WHERE brand = 'aurora' AND account = ?").get(account) as { id: number }).id;
    const game = db.prepare('SELECT node_id, vendor, game_type FROM games LIMIT 1').get() as {
      node_id: number;
      vendor: string;
      game_type: string;
    };
    const insertBet = db.prepare(
      "INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at) VALUES (?, 'aurora', ?, ?, ?, 1000, 0, ?)",
    );
    const balances = new Map<number, number>();
    db.transaction(() => {
      // Only this test's bets: each period's pay is then known to the cent.
      db.prepare("DELETE FROM bets WHERE brand = 'aurora'").run();
      for (const account of HOLDERS) {
        const holder = memberId(account);
        balances.set(holder, walletBalanceCents(db, holder));
        const endedAt = signedAt + PERIODS * REALTIME_PERIOD_MS;
        db.prepare(
          `INSERT INTO contracts (brand, kind, upline_id, downline_id, rate, period, status, created_at, updated_at, accepted_at, ended_at)
                    VALUES ('aurora', 'realtimeSalary', ?, ?, '1.00', 'D', 'termination', ?, ?, ?, ?)`,
        ).run(memberId('demo_agent'), holder, signedAt, endedAt, signedAt, endedAt);
        for (let i = 0; i < PERIODS; i++)
          insertBet.run(holder, game.node_id, game.vendor, game.game_type, signedAt + i * REALTIME_PERIOD_MS + 1000);
      }
    })();
    return { signedAt, balances };
  } finally {
    db.close();
  }
}

/** Every settled period paid exactly once: one ledger row per paid settlement and none without one; each holder's balance is its start plus its settlements. */
function expectPaidOnce(db: Db, balances: Map<number, number>, periodsEach: number) {
  const settlements = db
    .prepare(
      "SELECT s.id, s.member_id, s.amount_cents FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id WHERE c.kind = 'realtimeSalary' ORDER BY s.id",
    )
    .all() as { id: number; member_id: number; amount_cents: number }[];
  const payments = db
    .prepare("SELECT reference, member_id, amount_cents FROM ledger_entries WHERE reference LIKE 'S%' ORDER BY id")
    .all() as {
    reference: string;
    member_id: number;
    amount_cents: number;
  }[];
  expect(payments.map((p) => [p.reference, p.member_id, p.amount_cents]).sort()).toEqual(
    settlements
      .filter((s) => s.amount_cents > 0)
      .map((s) => [`S${s.id}`, s.member_id, s.amount_cents])
      .sort(),
  );
  for (const [holder, start] of balances) {
    const own = settlements.filter((s) => s.member_id === holder);
    expect(own).toHaveLength(periodsEach);
    expect(own.every((s) => s.amount_cents === 10)).toBe(true);
    expect(walletBalanceCents(db, holder)).toBe(start + periodsEach * 10);
  }
  expect(checkLedger(db)).toMatchObject({ mismatches: [], brokenChains: [] });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

it(
  'two settlements of the same periods at once, in two processes: each period is paid once',
  { timeout: 240_000 },
  async () => {
    const now = Date.now();
    const { balances } = await backlog(now);
    // Settled now, for real: the backlog's contracts ended on the last period edge before now.
    const settle = () =>
      spawn(process.execPath, ['--import', 'tsx', 'server/admin.ts', 'contracts', 'settle'], {
        env: { ...process.env, DATA_DIR: dir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const runs = [settle(), settle()];
    const outputs = runs.map((run) => {
      let text = '';
      run.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      run.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      return () => text;
    });
    expect(await Promise.all(runs.map(exitOf))).toEqual([0, 0]);
    // Between them they settled every period; neither settled one the other had.
    const settled = outputs.map((out) => Number(/Settled (\d+) period/.exec(out())?.[1]));
    expect(settled[0]! + settled[1]!).toBe(HOLDERS.length * PERIODS);

    const db = openDb(file());
    try {
      expectPaidOnce(db, balances, PERIODS);
    } finally {
      db.close();
    }
  },
);

it(
  'a kill -9 of the server while it settles a backlog: after the restart every period is paid once',
  { timeout: 240_000 },
  async () => {
    const now = Date.now();
    const { balances } = await backlog(now);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        SITE_DIR: join(dir, 'no-site'),
        LIVERY_LIVE_BRANDS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = exitOf(server);
    const watcher = openDb(file());
    let killedAt = 0;
    try {
      // The server settles its backlog in turns from the start: kill it part-way through.
      for (let i = 0; i < 1200 && killedAt === 0; i++) {
        const { n } = watcher.prepare('SELECT COUNT(*) AS n FROM contract_settlements').get() as { n: number };
        if (n >= 50) {
          server.kill('SIGKILL');
          killedAt = n;
        } else await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      watcher.close();
    }
    if (killedAt === 0) server.kill('SIGKILL');
    await exited;
    expect(killedAt).toBeGreaterThan(0);

    const db = openDb(file());
    try {
      const partial = (db.prepare('SELECT COUNT(*) AS n FROM contract_settlements').get() as { n: number }).n;
      expect(partial).toBeLessThan(HOLDERS.length * PERIODS); // killed with periods still to settle
      // What was written before the kill is whole: every settlement has its payment, no payment lacks one.
      const unpaid = db
        .prepare(
          "SELECT COUNT(*) AS n FROM contract_settlements s WHERE s.amount_cents > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.reference = 'S' || s.id)",
        )
        .get();
      expect(unpaid).toEqual({ n: 0 });
      // The restarted platform settles the rest (as the server's clock does), and again finds nothing left.
      const rest = settleContracts(db, loadPlatformBrands().byId, now);
      expect(rest.periods).toBe(HOLDERS.length * PERIODS - partial);
      expect(settleContracts(db, loadPlatformBrands().byId, now).periods).toBe(0);
      expectPaidOnce(db, balances, PERIODS);
    } finally {
      db.close();
    }
  },
);

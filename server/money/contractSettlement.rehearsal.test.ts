// @vitest-environment node
// The operator's settlement commands on the real clock (issue 24): `contracts settle +MINUTES`
// rehearses, printing what would be paid and writing nothing; `contracts settle` pays only the
// periods that have ended, each dated at its end.
import { expect, it } from 'vitest';
import { loadPlatformBrands } from '../brands.ts';
import type { Db } from '../db.ts';
import { operatorDatabaseForEachTest } from '../../tests/support/operatorCli.ts';
import { seedOnce } from '../seed/index.ts';
import { formatMoney } from './format.ts';
import { cashierConfig } from './config.ts';
import { periodContaining } from './contractSettlement.ts';

const HOUR = 60 * 60 * 1000;

let db: Db;
const { admin } = operatorDatabaseForEachTest((opened) => {
  db = opened;
});

/** Everything a settlement could write: settlements, ledger rows, balances, messages, live events. */
const moneyTables = () =>
  ['contract_settlements', 'ledger_entries', 'vendor_wallets', 'platform_messages', 'live_events']
    .map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all())
    .concat([db.prepare('SELECT id, balance_cents FROM members ORDER BY id').all()]);

it(
  "a rehearsal prints each period's pay and writes nothing; the real settlement then pays the ended period as printed, dated at its end, and not the running one",
  { timeout: 240_000 },
  async () => {
    const brands = loadPlatformBrands();
    await seedOnce(db, brands, Date.now());
    const zone = cashierConfig(db, brands.byId.get('aurora')!).timeZone;
    const memberId = (account: string) =>
      (db.prepare("SELECT id FROM members WHERE brand = 'aurora' AND account = ?").get(account) as { id: number }).id;
    const holder = memberId('agent_down1');
    // A daily salary signed the day before yesterday: yesterday has ended, today is running.
    const today = periodContaining('dailySalary', 'D', Date.now(), zone);
    const yesterday = periodContaining('dailySalary', 'D', today.start - 1, zone);
    const signedAt = yesterday.start - 24 * HOUR;
    const game = db.prepare('SELECT node_id, vendor, game_type FROM games LIMIT 1').get() as {
      node_id: number;
      vendor: string;
      game_type: string;
    };
    const bet = (stakeCents: number, at: number) =>
      db
        .prepare(
          "INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at) VALUES (?, 'aurora', ?, ?, ?, ?, 0, ?)",
        )
        .run(holder, game.node_id, game.vendor, game.game_type, stakeCents, at);
    // Only this test's bets, on every brand: each day's pay is known to the cent, and the seed's bets
    // on the other brand (placed relative to the seed's clock) cannot add pay at some hours of the day.
    db.prepare('DELETE FROM bets').run();
    // And only this test's contract: a seeded one held above agent_down1 counts these bets too, and
    // pays in the rehearsed two days or not by the day of the week and the hour.
    db.prepare("UPDATE contracts SET status = 'rejected'").run();
    const contract = Number(
      db
        .prepare(
          `INSERT INTO contracts (brand, kind, upline_id, downline_id, rate, period, status, created_at, updated_at, accepted_at)
    VALUES ('aurora', 'dailySalary', ?, ?, '2.00', 'D', 'accepted', ?, ?, ?)`,
        )
        .run(memberId('demo_agent'), holder, signedAt, signedAt, signedAt).lastInsertRowid,
    );
    bet(300_00, yesterday.start + HOUR); // yesterday pays 6.00
    bet(150_00, Math.max(today.start, Date.now() - 1000)); // today so far: 3.00
    const before = moneyTables();

    const rehearsal = admin('contracts', 'settle', '+2880');
    expect(rehearsal.code, rehearsal.out).toBe(0);
    expect(moneyTables()).toEqual(before);
    const lines = rehearsal.out.split('\n').filter((line) => line.includes(`C-${contract},`));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`aurora/agent_down1 +6\\.00 +Daily salary C-${contract}, .*valid bet 300\\.00$`),
      ),
      expect.stringMatching(new RegExp(`aurora/agent_down1 +3\\.00 +Daily salary C-${contract}, .*valid bet 150\\.00`)),
    ]);
    // Today had not ended when the command ran (it has not ended now): it is marked as counted so far.
    if (Date.now() < today.end) expect(lines[1]).toContain('not ended yet');
    expect(rehearsal.out, rehearsal.out).toMatch(/would pay 9\.00 in all/);
    // The same as --dry-run, with no time: what is due now.
    expect(admin('contracts', 'settle', '--dry-run').out).toMatch(/would pay 6\.00 in all/);
    expect(moneyTables()).toEqual(before);

    const real = admin('contracts', 'settle');
    expect(real.code, real.out).toBe(0);
    const settled = db
      .prepare(
        'SELECT id, period_end, amount_cents FROM contract_settlements WHERE contract_id = ? ORDER BY period_start',
      )
      .all(contract) as {
      id: number;
      period_end: number;
      amount_cents: number;
    }[];
    const checkedAt = Date.now();
    expect(settled.every((s) => s.period_end <= checkedAt)).toBe(true);
    if (checkedAt < today.end) expect(settled.map((s) => s.period_end)).toEqual([yesterday.start, yesterday.end]);
    const paid = settled.find((s) => s.period_end === yesterday.end)!;
    expect(formatMoney(paid.amount_cents)).toBe('6.00');
    expect(
      db.prepare('SELECT amount_cents, created_at FROM ledger_entries WHERE reference = ?').all(`S${paid.id}`),
    ).toEqual([{ amount_cents: 6_00, created_at: yesterday.end }]);
  },
);

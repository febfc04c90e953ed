// @vitest-environment node
// Migration 16 (issue 17, AG-07): the ledger takes the income kinds contract settlements write,
// keeping every row of a database made before it, and stays append-only with its team totals.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from './migrations.ts';

const INCOME_MIGRATION = 16;

describe('the ledger with income kinds (migration 16)', () => {
  it("keeps an older database's rows and ids, then takes a daily salary row; still append-only, and deposits still reach the team totals", () => {
    const db = new Database(':memory:');
    // A database from before migration 16: the migrations made before it applied, 16 not yet.
    migrate(
      db,
      MIGRATIONS.filter((m) => m.id < INCOME_MIGRATION),
    );
    db.prepare(
      "INSERT INTO members (id, brand, account, password_hash, created_at) VALUES (1, 'aurora', 'agent1', 'x', '')",
    ).run();
    db.prepare(
      "INSERT INTO members (id, brand, account, password_hash, created_at, parent_id) VALUES (2, 'aurora', 'down1', 'x', '', 1)",
    ).run();
    const row = db.prepare(
      "INSERT INTO ledger_entries (member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at) VALUES (?, 'MAIN', ?, ?, ?, ?, ?, ?)",
    );
    row.run(2, 'deposit', 100_00, 100_00, 'Deposit', 'D1', 3_600_000);
    expect(() => row.run(2, 'dailySalary', 5_00, 105_00, 'Daily salary', 'S1', 3_600_001)).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM ledger_entries ORDER BY id').all();

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.id <= INCOME_MIGRATION),
      ),
    ).toEqual([INCOME_MIGRATION]);

    expect(db.prepare('SELECT * FROM ledger_entries ORDER BY id').all()).toEqual(before);
    // And the migrations made after it (columns added to the ledger keep its rows too).
    migrate(db);
    expect(db.prepare('SELECT id, reason, amount_cents FROM ledger_entries ORDER BY id').all()).toEqual(
      before.map((r) => {
        const { id, reason, amount_cents } = r as { id: number; reason: string; amount_cents: number };
        return { id, reason, amount_cents };
      }),
    );
    row.run(2, 'dailySalary', 5_00, 105_00, 'Daily salary', 'S1', 3_600_001);
    expect(db.prepare("SELECT id FROM ledger_entries WHERE kind = 'dailySalary'").get()).toEqual({ id: 2 });
    expect(() => row.run(2, 'salary', 1, 1, 'unknown kind', 'X', 3_600_002)).toThrow(/CHECK/);
    expect(() => db.prepare('UPDATE ledger_entries SET amount_cents = 1').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger_entries').run()).toThrow(/append-only/);
    row.run(2, 'deposit', 50_00, 155_00, 'Deposit', 'D2', 3_600_003);
    // The deposits of the hour reach down1's own totals and its upline agent1's team totals.
    expect(
      db.prepare('SELECT member_id, own, deposit_cents FROM team_hour_totals WHERE hour = 1 ORDER BY member_id').all(),
    ).toEqual([
      { member_id: 1, own: 0, deposit_cents: 150_00 },
      { member_id: 2, own: 1, deposit_cents: 150_00 },
    ]);
  });
});

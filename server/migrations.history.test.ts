// @vitest-environment node
// Migrations are history (issue 25 item 3, DESIGN.md §6): literal SQL as written when made, run in
// ascending id order, so a database made today has the schema of one upgraded from the first migration.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { BETS_TEAM_TRIGGER, REBUILD_TEAM_TOTALS } from './team/tables.ts';
import { assertAscending, migrate, MIGRATIONS } from './migrations.ts';

/**
 * Each migration's text as it was made (the first 16 hex digits of its SHA-256). A migration once
 * made is never edited: a change of schema is a new migration, whose digest is added here.
 */
const MADE_AS: Readonly<Record<number, string>> = {
  1: '400db38ccb325f83',
  2: '2f8cf3ccd505bb6b',
  3: '31a523aa00b6e265',
  4: '0e5f94fb1b3d1496',
  5: 'a94ed0ff01e6f88f',
  6: 'c778e6a72640106e',
  7: 'da9f76cf61a87b9b',
  8: '80bccb87a46a4bfc',
  10: '93a9e515a2ac400c',
  15: 'fbafe6d437d68b89',
  16: '3cfee06b13a871ea',
  20: '99ea3de44f9920ce',
  25: '3af415e822b67b7a',
  30: 'e9ec36b4b98f0d16',
  31: 'afd158845491207c',
  32: '5152600b4340a36a',
  34: '24353889ffc2dca9',
  35: '342d790cca05a5dd',
  36: 'f67225ddff57cafe',
  37: 'b0556391aa77de82',
};

/** The schema as sqlite_master holds it, whitespace collapsed, in a stable order. */
function schemaOf(db: Database.Database): { type: string; name: string; tbl_name: string; sql: string | null }[] {
  const rows = db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }[];
  return rows.map((row) => ({ ...row, sql: row.sql === null ? null : row.sql.replace(/\s+/g, ' ').trim() }));
}

describe('migrations are history', () => {
  it('run in ascending id order, and a list out of order is refused before anything runs', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    const [first, second] = MIGRATIONS;
    if (!first || !second) throw new Error('the first two migrations are missing');
    expect(() => assertAscending([second, first])).toThrow(/out of order/);
    expect(() => assertAscending([first, first])).toThrow(/out of order/);
    const db = new Database(':memory:');
    expect(() => migrate(db, [second, first])).toThrow(/out of order/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'members'").get()).toBeUndefined();
  });

  it("keep the text each had when it was made: none imports today's constants or is edited later", () => {
    const digests = Object.fromEntries(
      MIGRATIONS.map((m) => [m.id, createHash('sha256').update(m.sql).digest('hex').slice(0, 16)]),
    );
    expect(digests).toEqual(MADE_AS);
  });

  it("make a fresh database's schema equal to one upgraded step by step from the first migration, its rows kept", () => {
    const fresh = new Database(':memory:');
    migrate(fresh);

    // Each step is a release that brought the migrations up to it; the database has rows by then,
    // so the migrations that carry rows over (opening balances, upline paths, signed contracts) run on some.
    const upgraded = new Database(':memory:');
    const rowsAfter: Record<number, () => void> = {
      1: () => {
        upgraded
          .prepare(
            "INSERT INTO members (id, brand, account, password_hash, created_at) VALUES (1, 'aurora', 'agent1', 'x', '2026-11-01')",
          )
          .run();
      },
      2: () => {
        upgraded
          .prepare(
            "INSERT INTO members (id, brand, account, password_hash, created_at, parent_id, balance_cents) VALUES (2, 'aurora', 'down1', 'x', '2026-11-01', 1, 500)",
          )
          .run();
      },
      4: () => {
        upgraded
          .prepare(
            "INSERT INTO contracts (brand, kind, upline_id, downline_id, rate, period, status, created_at, updated_at) VALUES ('aurora', 'dailySalary', 1, 2, '1.00', 'D', 'accepted', 0, 0)",
          )
          .run();
      },
    };
    for (const [index, migration] of MIGRATIONS.entries()) {
      expect(migrate(upgraded, MIGRATIONS.slice(0, index + 1))).toEqual([migration.id]);
      rowsAfter[migration.id]?.();
    }

    expect(schemaOf(upgraded)).toEqual(schemaOf(fresh));
    expect(upgraded.prepare('SELECT id, upline_path FROM members ORDER BY id').all()).toEqual([
      { id: 1, upline_path: '/1/' },
      { id: 2, upline_path: '/1/2/' },
    ]);
    expect(upgraded.prepare('SELECT member_id, kind, amount_cents FROM ledger_entries').all()).toEqual([
      { member_id: 2, kind: 'adjustment', amount_cents: 500 },
    ]);
    expect(upgraded.prepare('SELECT accepted_at IS NOT NULL AS signed FROM contracts').get()).toEqual({ signed: 1 });
  });

  it('leave the bet trigger a bulk load puts back as the migrations made it', () => {
    const db = new Database(':memory:');
    migrate(db);
    const made = schemaOf(db).find((row) => row.name === 'bets_team_hours');
    const bulkLoad = new Database(':memory:');
    migrate(bulkLoad);
    bulkLoad.exec('DROP TRIGGER bets_team_hours');
    bulkLoad.exec(BETS_TEAM_TRIGGER);
    bulkLoad.exec(REBUILD_TEAM_TOTALS);
    expect(schemaOf(bulkLoad)).toEqual(schemaOf(db));
    expect(made?.sql).toMatch(/^CREATE TRIGGER bets_team_hours AFTER INSERT ON bets/);
  });
});

import type { Db } from '../db.ts';

/** Per-member running amounts kept >= 0 by a CHECK: points (money goes through the ledger, server/money/ledger.ts). */
const AMOUNTS = {
  member_points: { column: 'points', keys: ['member_id'] },
} as const;

/**
 * Adds `delta` to a running amount, creating its row at `delta` when there is none. Update first,
 * then insert: an upsert would test the CHECK (>= 0) on the negative delta itself. The caller has
 * checked that the amount stays >= 0.
 */
export function addToRow(db: Db, table: keyof typeof AMOUNTS, key: readonly (string | number)[], delta: number): void {
  const { column, keys } = AMOUNTS[table];
  const where = keys.map((name) => `${name} = ?`).join(' AND ');
  const updated = db.prepare(`UPDATE ${table} SET ${column} = ${column} + ? WHERE ${where}`).run(delta, ...key);
  if (updated.changes === 0)
    db.prepare(
      `INSERT INTO ${table} (${keys.join(', ')}, ${column}) VALUES (${keys.map(() => '?').join(', ')}, ?)`,
    ).run(...key, delta);
}

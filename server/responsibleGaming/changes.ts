import { statement, type Db } from '../db.ts';

/** One change to a member's responsible-gaming state, as recorded (issue 29, item 6). */
export interface RgChange {
  at: number;
  /** The operator who made it; null: the member. */
  byOperator: string | null;
  change: string;
  detail: Readonly<Record<string, unknown>>;
}

/**
 * Records a change with who made it and when: the member through the site, or an operator through
 * `npm run admin` (by name). Rows are never deleted, so a regulator's question is answered from them.
 */
export function recordChange(
  db: Db,
  entry: {
    memberId: number | null;
    brand: string;
    at: number;
    byOperator?: string | null;
    change: string;
    detail: object;
  },
): void {
  statement(
    db,
    'INSERT INTO rg_changes (member_id, brand, at, by_operator, change, detail) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(entry.memberId, entry.brand, entry.at, entry.byOperator ?? null, entry.change, JSON.stringify(entry.detail));
}

/** A member's recorded changes, oldest first (memberId null: the register's). */
export function changesOf(db: Db, brand: string, memberId: number | null): RgChange[] {
  const rows = statement(
    db,
    'SELECT at, by_operator, change, detail FROM rg_changes WHERE brand = ? AND member_id IS ? ORDER BY id',
  ).all(brand, memberId) as { at: number; by_operator: string | null; change: string; detail: string }[];
  return rows.map((row) => ({
    at: row.at,
    byOperator: row.by_operator,
    change: row.change,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
}

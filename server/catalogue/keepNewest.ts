import { statement, type Db } from '../db.ts';

/** A member's recent lists: one row per item, a relaunch takes a new, higher id. */
type RecentTable = 'recent_games' | 'recent_lottery';

/** Drops all but the member's `kept` newest rows of a recent list (newest = highest id). */
export function keepNewest(db: Db, table: RecentTable, memberId: number, kept: number): void {
  statement(
    db,
    `DELETE FROM ${table} WHERE member_id = ? AND id NOT IN
       (SELECT id FROM ${table} WHERE member_id = ? ORDER BY id DESC LIMIT ?)`,
  ).run(memberId, memberId, kept);
}

import { statement, type Db } from '../db.ts';

export function favouriteIds(db: Db, memberId: number): string[] {
  const rows = statement(db, 'SELECT node_id FROM favourite_games WHERE member_id = ? ORDER BY added_seq DESC').all(
    memberId,
  ) as { node_id: number }[];
  return rows.map((r) => String(r.node_id));
}

/** Adds a favourite; adding one twice keeps the first (the toggle may race, MYGAME-03). */
export function addFavourite(db: Db, memberId: number, nodeId: number): void {
  statement(
    db,
    `INSERT OR IGNORE INTO favourite_games (member_id, node_id, added_seq)
     VALUES (?, ?, (SELECT COALESCE(MAX(added_seq), 0) + 1 FROM favourite_games WHERE member_id = ?))`,
  ).run(memberId, nodeId, memberId);
}

export function removeFavourite(db: Db, memberId: number, nodeId: number): void {
  statement(db, 'DELETE FROM favourite_games WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
}

import type { Db } from '../db.ts';
import { GAME_COLUMNS, type GameDbRow } from './gameRows.ts';
import type { MemberGamesFilter } from './recentGames.ts';
import { statement } from './statements.ts';

export function favouriteIds(db: Db, memberId: number): string[] {
  const rows = statement(db, 'SELECT node_id FROM favourite_games WHERE member_id = ? ORDER BY added_seq DESC').all(memberId) as { node_id: number }[];
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

/** One page of the member's favourites, most recently added first, and their total. */
export function favouritesPage(
  db: Db, memberId: number, filter: MemberGamesFilter, page: { pageNo: number; pageSize: number },
): { rows: GameDbRow[]; total: number } {
  const from = `FROM favourite_games f JOIN games g ON g.node_id = f.node_id
    WHERE f.member_id = ? AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vendor = ?)`;
  const params = [memberId, filter.gameType ?? null, filter.gameType ?? null, filter.vassalage ?? null, filter.vassalage ?? null];
  const { total } = statement(db, `SELECT COUNT(*) AS total ${from}`).get(...params) as { total: number };
  const rows = statement(db, `SELECT ${GAME_COLUMNS} ${from} ORDER BY f.added_seq DESC LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize) as GameDbRow[];
  return { rows, total };
}

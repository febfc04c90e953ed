import type { Db } from '../db.ts';
import { GAME_COLUMNS, type GameDbRow } from './gameRows.ts';
import { statement } from './statements.ts';

/** A member's recent list keeps this many games; older ones drop off. */
export const RECENT_GAMES_KEPT = 100;

/** Records a launch: the game moves to the top of the member's recent games (no duplicates). */
export function recordRecentGame(db: Db, memberId: number, nodeId: number, now: number): void {
  db.transaction(() => {
    // REPLACE deletes the old row, so the game gets a new, highest id: newest first by id.
    statement(db, 'INSERT OR REPLACE INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)').run(memberId, nodeId, now);
    statement(
      db,
      `DELETE FROM recent_games WHERE member_id = ? AND id NOT IN
         (SELECT id FROM recent_games WHERE member_id = ? ORDER BY id DESC LIMIT ?)`,
    ).run(memberId, memberId, RECENT_GAMES_KEPT);
  })();
}

export interface MemberGamesFilter {
  gameType?: string;
  vassalage?: string;
}

/** One page of the member's recent games, newest first, and their total. */
export function recentGamesPage(
  db: Db, memberId: number, filter: MemberGamesFilter, page: { pageNo: number; pageSize: number },
): { rows: GameDbRow[]; total: number } {
  const from = `FROM recent_games r JOIN games g ON g.node_id = r.node_id
    WHERE r.member_id = ? AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vendor = ?)`;
  const params = [memberId, filter.gameType ?? null, filter.gameType ?? null, filter.vassalage ?? null, filter.vassalage ?? null];
  const { total } = statement(db, `SELECT COUNT(*) AS total ${from}`).get(...params) as { total: number };
  const rows = statement(db, `SELECT ${GAME_COLUMNS} ${from} ORDER BY r.id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize) as GameDbRow[];
  return { rows, total };
}

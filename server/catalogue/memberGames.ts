import { statement, type Db } from '../db.ts';
import { GAME_COLUMNS, type GameDbRow } from './gameRows.ts';

export interface MemberGamesFilter {
  gameType?: string;
  vassalage?: string;
}

/** A member's own game list: favourites in the order added, recent games in the order played. */
const LISTS = {
  favourites: { table: 'favourite_games', newestFirst: 'added_seq DESC' },
  recent: { table: 'recent_games', newestFirst: 'id DESC' },
} as const;

/** One page of a member's favourites or recent games, newest first, and their total. */
export function memberGamesPage(
  db: Db,
  list: keyof typeof LISTS,
  memberId: number,
  filter: MemberGamesFilter,
  page: { pageNo: number; pageSize: number },
): { rows: GameDbRow[]; total: number } {
  const { table, newestFirst } = LISTS[list];
  const from = `FROM ${table} m JOIN games g ON g.node_id = m.node_id
    WHERE m.member_id = ? AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vendor = ?)`;
  const params = [
    memberId,
    filter.gameType ?? null,
    filter.gameType ?? null,
    filter.vassalage ?? null,
    filter.vassalage ?? null,
  ];
  const { total } = statement(db, `SELECT COUNT(*) AS total ${from}`).get(...params) as { total: number };
  const rows = statement(db, `SELECT ${GAME_COLUMNS} ${from} ORDER BY m.${newestFirst} LIMIT ? OFFSET ?`).all(
    ...params,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  ) as GameDbRow[];
  return { rows, total };
}

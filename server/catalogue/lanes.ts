import { statement, type Db } from '../db.ts';
import { GAME_COLUMNS, type GameDbRow } from './gameRows.ts';

/** Hot games (CALL-44), in lobby order, optionally for one game type and/or vendor. */
export function hotGames(db: Db, filter: { gameType?: string; vassalage?: string }): GameDbRow[] {
  return statement(
    db,
    `SELECT ${GAME_COLUMNS} FROM games g
     WHERE g.is_hot = 1 AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vendor = ?)
     ORDER BY g.sort, g.name, g.node_id`,
  ).all(
    filter.gameType ?? null,
    filter.gameType ?? null,
    filter.vassalage ?? null,
    filter.vassalage ?? null,
  ) as GameDbRow[];
}

export interface Lane {
  vassalage: string;
  gameType: string;
  games: GameDbRow[];
}

/** New-game lanes (CALL-45): per vendor and game type, its newest games, newest first. */
export function newGameLanes(db: Db): Lane[] {
  const rows = statement(
    db,
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendor_categories c ON c.vendor = g.vendor AND c.game_type = g.game_type
     WHERE g.is_new = 1 ORDER BY c.sort, g.game_type, g.release_seq DESC`,
  ).all() as GameDbRow[];
  const lanes = new Map<string, Lane>();
  for (const row of rows) {
    const key = `${row.vendor}:${row.game_type}`;
    let lane = lanes.get(key);
    if (!lane) {
      lane = { vassalage: row.vendor, gameType: row.game_type, games: [] };
      lanes.set(key, lane);
    }
    lane.games.push(row);
  }
  return [...lanes.values()];
}

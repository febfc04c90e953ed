import { statement, type Db } from '../db.ts';
import { GAME_COLUMNS, type GameDbRow } from './gameRows.ts';

export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Case-insensitive substring of the name (LOBBY-06); trimmed, empty = no filter. */
  gameName?: string;
}

/** The trigram index needs three characters; shorter searches scan the names instead. */
const TRIGRAM_MIN_LENGTH = 3;
/**
 * Walking the lobby-order index and testing each name beats sorting the matched set while the
 * walk stays short: a common word fills a page within a few hundred rows.
 */
const MAX_ROWS_TO_WALK = 2000;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 phrase: the search text quoted, so the trigram index matches it as a substring. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

interface Where {
  sql: string;
  params: string[];
}

/**
 * WHERE clauses for a filter, with the name matched either through the trigram index or by
 * LIKE. The SQL text depends only on which filters are set, so a handful of statements are ever
 * prepared; values always travel as parameters.
 */
function whereOf(filter: GameFilter, name: { text: string; via: 'index' | 'like' } | null): Where {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.gameType) {
    clauses.push('g.game_type = ?');
    params.push(filter.gameType);
  }
  if (filter.vassalage) {
    clauses.push('g.vendor = ?');
    params.push(filter.vassalage);
  }
  if (filter.gameClassify) {
    clauses.push('g.game_classify = ?');
    params.push(filter.gameClassify);
  }
  if (name?.via === 'index') {
    clauses.push('g.node_id IN (SELECT rowid FROM games_name_search WHERE games_name_search MATCH ?)');
    params.push(phrase(name.text));
  } else if (name) {
    clauses.push("g.name LIKE ? ESCAPE '\\'");
    params.push(likePattern(name.text));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const catalogueSize = (db: Db) => (statement(db, 'SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;

function countOf(db: Db, filter: GameFilter, name: string | undefined): number {
  const onlyName =
    name && name.length >= TRIGRAM_MIN_LENGTH && !filter.gameType && !filter.vassalage && !filter.gameClassify;
  if (onlyName) {
    return (
      statement(db, 'SELECT COUNT(*) AS total FROM games_name_search WHERE games_name_search MATCH ?').get(
        phrase(name),
      ) as { total: number }
    ).total;
  }
  const where = whereOf(
    filter,
    name ? { text: name, via: name.length >= TRIGRAM_MIN_LENGTH ? 'index' : 'like' } : null,
  );
  return (statement(db, `SELECT COUNT(*) AS total FROM games g ${where.sql}`).get(...where.params) as { total: number })
    .total;
}

/** One page of the games matching the filter, in lobby order (sort, then name), and the total count. */
export function searchGames(
  db: Db,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
): { rows: GameDbRow[]; total: number } {
  const name = filter.gameName?.trim() || undefined;
  const total = countOf(db, filter, name);
  const offset = (page.pageNo - 1) * page.pageSize;
  if (offset >= total) return { rows: [], total };
  let via: 'index' | 'like' = 'like';
  if (name && name.length >= TRIGRAM_MIN_LENGTH) {
    // LIKE folds ASCII case only: non-ASCII searches always go through the (Unicode-folding) index.
    const rowsToWalk = ((offset + page.pageSize) * catalogueSize(db)) / total;
    via = /^[\x20-\x7e]*$/.test(name) && rowsToWalk <= MAX_ROWS_TO_WALK ? 'like' : 'index';
  }
  const where = whereOf(filter, name ? { text: name, via } : null);
  const rows = statement(
    db,
    `SELECT ${GAME_COLUMNS} FROM games g ${where.sql} ORDER BY g.sort, g.name, g.node_id LIMIT ? OFFSET ?`,
  ).all(...where.params, page.pageSize, offset) as GameDbRow[];
  return { rows, total };
}

export function gameByNodeId(db: Db, nodeId: number): GameDbRow | undefined {
  return statement(db, `SELECT ${GAME_COLUMNS} FROM games g WHERE g.node_id = ?`).get(nodeId) as GameDbRow | undefined;
}

export function gameByCode(db: Db, vendor: string, gameCode: string): GameDbRow | undefined {
  return statement(db, `SELECT ${GAME_COLUMNS} FROM games g WHERE g.vendor = ? AND g.game_code = ?`).get(
    vendor,
    gameCode,
  ) as GameDbRow | undefined;
}

/** "10021" → 10021; anything that is not a plain positive integer → undefined. */
export function parseNodeId(text: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
}

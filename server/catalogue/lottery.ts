import { statement, writeTransaction, type Db } from '../db.ts';
import { latestDraw, type Draw } from './draws.ts';
import { keepNewest } from './keepNewest.ts';
import type { DrawFormat, PrizeMode } from './lotteryGames.ts';

export interface LotteryGameRow {
  game_code: string;
  prize_mode: PrizeMode;
  name: string;
  area: string;
  draw_format: DrawFormat;
  draw_minute_utc: number;
}

/** Lottery games of one prize mode, in menu order (CALL-57). */
export function lotteryMenu(db: Db, prizeMode: PrizeMode): LotteryGameRow[] {
  return statement(db, 'SELECT * FROM lottery_games WHERE prize_mode = ? ORDER BY sort').all(
    prizeMode,
  ) as LotteryGameRow[];
}

export function lotteryGame(db: Db, gameCode: string): LotteryGameRow | undefined {
  return statement(db, 'SELECT * FROM lottery_games WHERE game_code = ?').get(gameCode) as LotteryGameRow | undefined;
}

/** The latest opened numbers of a lottery game (CALL-59, CALL-60): stable for the whole draw day. */
export function openedNumbers(game: LotteryGameRow, now: number): Draw {
  return latestDraw({ gameCode: game.game_code, format: game.draw_format, drawMinuteUtc: game.draw_minute_utc }, now);
}

/** A member's recent lottery games are kept to this many. */
const RECENT_LOTTERY_KEPT = 20;

export function recordRecentLottery(db: Db, memberId: number, gameCode: string): void {
  writeTransaction(db, () => {
    // REPLACE deletes the old row, so the game gets a new, highest id: newest first by id.
    statement(db, 'INSERT OR REPLACE INTO recent_lottery (member_id, game_code) VALUES (?, ?)').run(memberId, gameCode);
    keepNewest(db, 'recent_lottery', memberId, RECENT_LOTTERY_KEPT);
  });
}

/** The member's recently launched lottery games of one prize mode, newest first (CALL-58). */
export function recentLottery(db: Db, memberId: number, prizeMode: PrizeMode): LotteryGameRow[] {
  return statement(
    db,
    `SELECT l.* FROM recent_lottery r JOIN lottery_games l ON l.game_code = r.game_code
     WHERE r.member_id = ? AND l.prize_mode = ? ORDER BY r.id DESC`,
  ).all(memberId, prizeMode) as LotteryGameRow[];
}

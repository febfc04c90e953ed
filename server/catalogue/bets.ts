import { randomInt } from 'node:crypto';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { betsChanged } from '../money/records.ts';
import { chargeRound } from '../money/rounds.ts';
import type { PlatformBrand } from '../brands.ts';
import { requireMayStake } from '../responsibleGaming/enforce.ts';
import type { GameDbRow } from './gameRows.ts';
import { MAX_STAKE_CENTS, MIN_STAKE_CENTS, multiplierFor } from './payouts.ts';
import { text } from '../texts/index.ts';

export interface SpinResult {
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

const RANDOM_RANGE = 2 ** 32;

/**
 * One round of the demo game: the stake is taken, the win paid, the round recorded in `bets`,
 * all or nothing. Insufficient balance refuses the round before anything changes, and so does an
 * exclusion or a wager or loss limit the stake would pass (issue 29; `brand` is the member's).
 */
export function playRound(
  db: Db,
  member: { id: number; brand: string },
  game: GameDbRow,
  stakeCents: number,
  now: number,
  brand: PlatformBrand,
): SpinResult {
  if (!Number.isInteger(stakeCents) || stakeCents < MIN_STAKE_CENTS || stakeCents > MAX_STAKE_CENTS) {
    throw new PlatformError('VALIDATION_FAILED', text('error.betRange'));
  }
  const winCents = Math.round(stakeCents * multiplierFor(randomInt(RANDOM_RANGE) / RANDOM_RANGE));
  return writeTransaction(db, () => {
    requireMayStake(db, brand, member.id, stakeCents, now);
    const bet = statement(
      db,
      `INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(member.id, member.brand, game.node_id, game.vendor, game.game_type, stakeCents, winCents, now);
    const reference = `B${bet.lastInsertRowid}`;
    betsChanged(db, member.id);
    const balanceCents = chargeRound(db, {
      memberId: member.id,
      stakeCents,
      winCents,
      gameName: game.name,
      reference,
      at: now,
    });
    return { stakeCents, winCents, balanceCents };
  });
}

export interface WinnerRow {
  account: string;
  win_cents: number;
  name: string;
  game_code: string;
  vendor: string;
}

/** The brand's biggest wins (CALL-54), all game types or one. */
export function biggestWins(db: Db, brand: string, gameCategory: string, limit: number): WinnerRow[] {
  const select = `SELECT m.account, b.win_cents, g.name, g.game_code, b.vendor
    FROM bets b JOIN members m ON m.id = b.member_id JOIN games g ON g.node_id = b.node_id`;
  if (gameCategory === 'ALL') {
    return statement(
      db,
      `${select} WHERE b.brand = ? AND b.win_cents > 0 ORDER BY b.win_cents DESC, b.id DESC LIMIT ?`,
    ).all(brand, limit) as WinnerRow[];
  }
  return statement(
    db,
    `${select} WHERE b.brand = ? AND b.game_type = ? AND b.win_cents > 0 ORDER BY b.win_cents DESC, b.id DESC LIMIT ?`,
  ).all(brand, gameCategory, limit) as WinnerRow[];
}

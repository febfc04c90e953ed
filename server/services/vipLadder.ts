import type { Db } from '../db.ts';
import { formatMoney } from '../money/format.ts';

/**
 * The reference platform's VIP ladder (MC-25, SIDE-03): the lifetime turnover (stakes of settled
 * bets, in the brand's minor units) each rank needs. A member's rank is the one their turnover has
 * reached, or the rank an operator gave them if that is higher (the seeds give ranks by hand). A
 * real platform sends its own ladder through the same fields of member info.
 */
export const VIP_TURNOVER_CENTS: readonly number[] = [0, 100_000, 500_000, 2_000_000, 10_000_000, 50_000_000];

export const vipLabel = (rank: number) => `VIP ${rank}`;

export interface VipStanding {
  rank: number;
  /** What the next rank needs, absent at the top: its label and rank and the turnover still to bet. */
  next?: { label: string; rank: number; turnover: string };
}

export function vipStanding(db: Db, memberId: number, givenRank: number): VipStanding {
  const { stake } = db
    .prepare('SELECT COALESCE(SUM(stake_cents), 0) AS stake FROM bets WHERE member_id = ?')
    .get(memberId) as { stake: number };
  const earned = VIP_TURNOVER_CENTS.findLastIndex((needed) => stake >= needed);
  const rank = Math.max(givenRank, earned);
  const nextRank = rank + 1;
  const needed = VIP_TURNOVER_CENTS[nextRank];
  if (needed === undefined) return { rank };
  return { rank, next: { label: vipLabel(nextRank), rank: nextRank, turnover: formatMoney(needed - stake) } };
}

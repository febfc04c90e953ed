import type { PlatformBrand } from '../brands.ts';
import { statement, type Db } from '../db.ts';
import { rulesFor } from './limits.ts';
import { sessionStart } from './sessionTime.ts';

/** The reality-check interval in force, in minutes: the member's choice, else the profile's default; null is off. */
export function realityCheckMinutes(db: Db, brand: PlatformBrand, memberId: number): number | null {
  const chosen = statement(db, 'SELECT minutes FROM rg_reality_checks WHERE member_id = ?').get(memberId) as
    { minutes: number | null } | undefined;
  return chosen ? chosen.minutes : (rulesFor(brand).realityCheck?.defaultMinutes ?? null);
}

/**
 * "This session" as the reality check tells it (RG-07): since the login started (`session`, its
 * digest; a login opened before starts were kept counts from now), the stakes and wins less stakes
 * in minor units. The site's dialog (CALL-150) and the platform's game window read the same figures.
 */
export function sessionSummary(
  db: Db,
  memberId: number,
  session: string | null,
  now: number,
): { startedAt: number; netCents: number; stakedCents: number } {
  const startedAt = (session ? sessionStart(db, session) : null) ?? now;
  const round = statement(
    db,
    'SELECT COALESCE(SUM(win_cents - stake_cents), 0) AS net, COALESCE(SUM(stake_cents), 0) AS staked FROM bets WHERE member_id = ? AND created_at >= ? AND created_at <= ?',
  ).get(memberId, startedAt, now) as { net: number; staked: number };
  return { startedAt, netCents: round.net, stakedCents: round.staked };
}

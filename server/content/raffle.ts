import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/**
 * Claims a raffle promotion for a member (PROMO-05, UNSPEC-11): only promotions of type RAFFLE,
 * once per member (a second claim is ALREADY_CLAIMED, 409). The answer names the ticket, so the member has something to quote.
 */
export function claimRaffle(db: Db, brand: string, memberId: number, promotionId: string, now: number): string {
  const { title, ticket } = joinRaffle(db, brand, memberId, promotionId, now);
  return `You have joined "${title}". Your ticket is ${ticket}; good luck in the draw!`;
}

/** The raffle claim itself: the promotion's title and the member's new ticket (R-000001 …). */
export function joinRaffle(
  db: Db,
  brand: string,
  memberId: number,
  promotionId: string,
  now: number,
): { title: string; ticket: string } {
  const promotion = db
    .prepare(
      `SELECT title, promotion_type FROM content_items WHERE brand = ? AND id = ? AND kind = 'promotion' ORDER BY language = 'EN' DESC LIMIT 1`,
    )
    .get(brand, promotionId) as { title: string; promotion_type: string | null } | undefined;
  if (!promotion) throw new PlatformError('NOT_FOUND', text('error.noPromotion', { promotion: promotionId }));
  if (promotion.promotion_type !== 'RAFFLE') {
    throw new PlatformError('VALIDATION_FAILED', text('error.notRaffle', { title: promotion.title }));
  }
  const result = db
    .prepare('INSERT OR IGNORE INTO raffle_claims (brand, promotion_id, member_id, claimed_at) VALUES (?, ?, ?, ?)')
    .run(brand, promotionId, memberId, now);
  // A second claim is refused as every second claim is (rewards, missions, rebates): already claimed, nothing done.
  if (result.changes === 0)
    throw new PlatformError('ALREADY_CLAIMED', text('error.alreadyJoined', { title: promotion.title }));
  return { title: promotion.title, ticket: `R-${String(result.lastInsertRowid).padStart(6, '0')}` };
}

import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { renderText, text, type LocalisedParam } from '../texts/index.ts';
import type { ContentLanguage } from './languages.ts';

/**
 * Claims a raffle promotion for a member (PROMO-05, UNSPEC-11): only promotions of type RAFFLE,
 * once per member (a second claim is ALREADY_CLAIMED, 409). The answer names the ticket, so the member has something to quote.
 */
export function claimRaffle(
  db: Db,
  brand: string,
  memberId: number,
  promotionId: string,
  now: number,
  language: ContentLanguage,
): string {
  const { titles, ticket } = joinRaffle(db, brand, memberId, promotionId, now);
  return renderText(language, text('reward.joinedRaffle', { title: titles, ticket }));
}

/** The raffle claim itself: the promotion's title in each language it is written in, and the member's new ticket (R-000001 …). */
export function joinRaffle(
  db: Db,
  brand: string,
  memberId: number,
  promotionId: string,
  now: number,
): { titles: LocalisedParam; ticket: string } {
  const promotion = db
    .prepare(
      `SELECT title, promotion_type FROM content_items WHERE brand = ? AND id = ? AND kind = 'promotion' ORDER BY language = 'EN' DESC LIMIT 1`,
    )
    .get(brand, promotionId) as { title: string; promotion_type: string | null } | undefined;
  if (!promotion) throw new PlatformError('NOT_FOUND', text('error.noPromotion', { promotion: promotionId }));
  const titles: LocalisedParam = {
    EN: promotion.title,
    ...Object.fromEntries(
      (
        db
          .prepare("SELECT language, title FROM content_items WHERE brand = ? AND id = ? AND kind = 'promotion'")
          .all(brand, promotionId) as { language: string; title: string }[]
      ).map((row) => [row.language, row.title]),
    ),
  };
  if (promotion.promotion_type !== 'RAFFLE') {
    throw new PlatformError('VALIDATION_FAILED', text('error.notRaffle', { title: titles }));
  }
  const result = db
    .prepare('INSERT OR IGNORE INTO raffle_claims (brand, promotion_id, member_id, claimed_at) VALUES (?, ?, ?, ?)')
    .run(brand, promotionId, memberId, now);
  // A second claim is refused as every second claim is (rewards, missions, rebates): already claimed, nothing done.
  if (result.changes === 0) throw new PlatformError('ALREADY_CLAIMED', text('error.alreadyJoined', { title: titles }));
  return { titles, ticket: `R-${String(result.lastInsertRowid).padStart(6, '0')}` };
}

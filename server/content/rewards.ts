import type { ResponseOf } from '../../schemas/api/index.ts';
import type { ActivityStatus } from '../../schemas/api/calls/rewards.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { payBonus } from '../money/credits.ts';
import { formatMoney } from '../money/format.ts';
import type { ContentLanguage } from './languages.ts';
import { joinRaffle } from './raffle.ts';
import { renderText, text, type LocalisedParam } from '../texts/index.ts';

/** A promotion as the reward centre lists it for one member. */
interface PromotionRow {
  id: string;
  title: string;
  promotion_type: string | null;
  entry_status: string | null;
  entry_cents: number | null;
  default_status: string | null;
  raffle_joined: number;
}

/**
 * A member's status in a promotion (UNSPEC-04): their entry's, else a raffle they joined is
 * signed, else the promotion's own (coming, close), else join.
 */
function statusOf(row: PromotionRow): ActivityStatus {
  if (row.entry_status) return row.entry_status as ActivityStatus;
  if (row.raffle_joined) return 'signed';
  return (row.default_status ?? 'join') as ActivityStatus;
}

function promotionRows(
  db: Db,
  brand: string,
  memberId: number,
  language: ContentLanguage,
  promotionId?: string,
): PromotionRow[] {
  return db
    .prepare(
      `SELECT c.id, c.title, c.promotion_type, e.status AS entry_status, e.amount_cents AS entry_cents, o.default_status,
         EXISTS (SELECT 1 FROM raffle_claims r WHERE r.promotion_id = c.id AND r.member_id = ?) AS raffle_joined
       FROM content_items c
       LEFT JOIN promotion_entries e ON e.member_id = ? AND e.promotion_id = c.id
       LEFT JOIN promotion_offers o ON o.brand = c.brand AND o.promotion_id = c.id
       WHERE c.brand = ? AND c.kind = 'promotion' AND c.language = ? ${promotionId === undefined ? '' : 'AND c.id = ?'}
       ORDER BY c.sort`,
    )
    .all(memberId, memberId, brand, language, ...(promotionId === undefined ? [] : [promotionId])) as PromotionRow[];
}

/** Rewards ready to claim: the reward centre's red badge (MC-16; the count's source is our reading, docs/decisions.md). */
export function rewardsToClaim(db: Db, brand: string, memberId: number): number {
  const row = statement(
    db,
    `SELECT COUNT(*) AS n FROM promotion_entries WHERE member_id = ? AND brand = ? AND status = 'claim'`,
  ).get(memberId, brand) as { n: number };
  return row.n;
}

/** The reward centre (MC-11, CALL-120): every promotion of the brand with this member's status and, where there is one, the bonus. */
export function rewardCenter(
  db: Db,
  brand: string,
  memberId: number,
  language: ContentLanguage,
): ResponseOf<'rewardCenter'> {
  const promotions = promotionRows(db, brand, memberId, language).map((row) => {
    const status = statusOf(row);
    const paying = (status === 'claim' || status === 'claimed' || status === 'issued') && (row.entry_cents ?? 0) > 0;
    return {
      promotionId: row.id,
      title: row.title,
      ...(row.promotion_type ? { promotionType: row.promotion_type } : {}),
      status,
      ...(paying ? { amount: formatMoney(row.entry_cents ?? 0) } : {}),
    };
  });
  return { rewardCenter: rewardsToClaim(db, brand, memberId), promotions };
}

/**
 * Joins a promotion or claims its reward (CALL-121, UNSPEC-04): only from `join` and `claim`.
 * A claim moves its entry to claimed and pays the bonus into the main wallet in one transaction,
 * so two claims, however close, pay once; the second is told it was already claimed.
 */
export function rewardAction(
  db: Db,
  target: { brand: string; memberId: number; language: ContentLanguage },
  input: { promotionId: string; action: 'join' | 'claim' },
  now: number,
): ResponseOf<'rewardAction'> {
  const { brand, memberId, language } = target;
  return writeTransaction(db, () => {
    const row = promotionRows(db, brand, memberId, language, input.promotionId)[0];
    if (!row) throw new PlatformError('REWARD_UNAVAILABLE', text('error.promotionGone'));
    const status = statusOf(row);
    if (input.action === 'join') {
      if (status !== 'join') throw refusal(status, row.title);
      if (row.promotion_type === 'RAFFLE') {
        const { ticket } = joinRaffle(db, brand, memberId, row.id, now);
        return {
          message: renderText(language, text('reward.joinedRaffle', { title: row.title, ticket })),
          status: 'signed' as const,
          ticket,
        };
      }
      statement(
        db,
        `INSERT INTO promotion_entries (member_id, brand, promotion_id, status, amount_cents, updated_at) VALUES (?, ?, ?, 'signed', 0, ?)
         ON CONFLICT(member_id, promotion_id) DO UPDATE SET status = 'signed', updated_at = excluded.updated_at`,
      ).run(memberId, brand, row.id, now);
      return { message: renderText(language, text('reward.joined', { title: row.title })), status: 'signed' as const };
    }
    if (status !== 'claim') throw refusal(status, row.title);
    const moved = statement(
      db,
      `UPDATE promotion_entries SET status = 'claimed', updated_at = ? WHERE member_id = ? AND promotion_id = ? AND status = 'claim'`,
    ).run(now, memberId, row.id);
    if (moved.changes !== 1)
      throw new PlatformError('ALREADY_CLAIMED', text('error.alreadyClaimed', { title: row.title }));
    return payReward(db, language, {
      memberId,
      cents: row.entry_cents ?? 0,
      titles: titlesOf(db, 'SELECT language, title FROM content_items WHERE brand = ? AND kind = ? AND id = ?', [
        brand,
        'promotion',
        row.id,
      ]),
      reference: `PR-${row.id}`,
      at: now,
    });
  });
}

/** A promotion's or mission's title in each language it is written in (the ledger row shows the reader's). */
export function titlesOf(db: Db, sql: string, params: unknown[]): LocalisedParam {
  const rows = db.prepare(sql).all(...params) as { language: string; title: string }[];
  return Object.fromEntries(rows.map((r) => [r.language, r.title]));
}

/**
 * Pays a claimed reward or mission as a bonus into the main wallet (none for a reward of nothing) and
 * words the answer in the claimer's language; the ledger row keeps the title in every language.
 */
export function payReward(
  db: Db,
  language: ContentLanguage,
  reward: { memberId: number; cents: number; titles: LocalisedParam; reference: string; at: number },
): { message: string; status: 'claimed'; amount: string; balance?: string } {
  const { memberId, cents, titles, reference, at } = reward;
  const reason = text('ledger.reward', { title: titles });
  const balance = cents > 0 ? payBonus(db, { memberId, amountCents: cents, reason, reference, at }) : undefined;
  return {
    message: renderText(language, text('reward.paid', { title: titles, amount: formatMoney(cents) })),
    status: 'claimed',
    amount: formatMoney(cents),
    ...(balance === undefined ? {} : { balance: formatMoney(balance) }),
  };
}

/** Why a join or claim cannot be made in this status: already done, or not (or no longer) open. */
function refusal(status: ActivityStatus, title: string): PlatformError {
  if (status === 'claimed') return new PlatformError('ALREADY_CLAIMED', text('error.alreadyClaimed', { title }));
  if (status === 'signed') return new PlatformError('ALREADY_CLAIMED', text('error.alreadyJoined', { title }));
  return new PlatformError('REWARD_UNAVAILABLE', text('error.rewardClosed', { title }));
}

/**
 * The operator moves a member's place in a promotion (UNSPEC-04: applying → process → claim with
 * the bonus, rejected, close …): `npm run admin -- promotion …`. A claimed entry is never reopened.
 */
export function setPromotionEntry(
  db: Db,
  entry: { brand: string; memberId: number; promotionId: string; status: ActivityStatus; amountCents: number },
  now: number,
): void {
  const { brand, memberId, promotionId, status, amountCents } = entry;
  const known = statement(
    db,
    `SELECT 1 FROM content_items WHERE brand = ? AND id = ? AND kind = 'promotion' LIMIT 1`,
  ).get(brand, promotionId);
  if (!known) throw new PlatformError('NOT_FOUND', text('error.noPromotionOn', { promotion: promotionId, brand }));
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new PlatformError('VALIDATION_FAILED', text('error.wholeCents'));
  const result = statement(
    db,
    `INSERT INTO promotion_entries (member_id, brand, promotion_id, status, amount_cents, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(member_id, promotion_id) DO UPDATE SET status = excluded.status, amount_cents = excluded.amount_cents, updated_at = excluded.updated_at
     WHERE promotion_entries.status != 'claimed'`,
  ).run(memberId, brand, promotionId, status, amountCents, now);
  if (result.changes === 0) throw new PlatformError('ALREADY_CLAIMED', text('error.rewardClaimed'));
}

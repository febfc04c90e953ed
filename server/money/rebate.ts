import type { ResponseOf } from '../../schemas/api/index.ts';
import { platformFlags, type PlatformBrand } from '../brands.ts';
import { getSetting, statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { formatMoney } from './format.ts';
import { post } from './ledger.ts';
import { text, renderText } from '../texts/index.ts';

/** The manual rebate's rate when the operator set none: 0.5 % of the stake, in hundredths of a percent. */
const DEFAULT_RATE_BASIS_POINTS = 50;

/** The brand's rebate rate in basis points (setting `rebateRate:<brand>`, hundredths of a percent). */
export function rebateRateBasisPoints(db: Db, brand: PlatformBrand): number {
  const raw = Number(getSetting(db, `rebateRate:${brand.id}`));
  return Number.isInteger(raw) && raw >= 0 && raw <= 10_000 ? raw : DEFAULT_RATE_BASIS_POINTS;
}

/** The manual rebate is offered only where the operator turned MANPLAYREB3 on (FLAG-07, MC-15). */
function requireManualRebate(db: Db, brand: PlatformBrand): void {
  if (!platformFlags(db, brand).MANPLAYREB3) throw new PlatformError('FEATURE_DISABLED', text('error.manualRebateOff'));
}

interface Pending {
  stakeCents: number;
  bets: number;
  throughBetId: number;
  lastClaimAt: number | null;
}

/** Bets settled since the member's last claim: each bet's stake counts once, in the claim that first covers it. */
function pendingStakes(db: Db, memberId: number): Pending {
  const last = statement(
    db,
    'SELECT through_bet_id, created_at FROM rebate_claims WHERE member_id = ? ORDER BY id DESC LIMIT 1',
  ).get(memberId) as { through_bet_id: number; created_at: number } | undefined;
  const since = last?.through_bet_id ?? 0;
  const row = statement(
    db,
    'SELECT COALESCE(SUM(stake_cents), 0) AS stake, COUNT(*) AS bets, COALESCE(MAX(id), 0) AS through FROM bets WHERE member_id = ? AND id > ?',
  ).get(memberId, since) as { stake: number; bets: number; through: number };
  return { stakeCents: row.stake, bets: row.bets, throughBetId: row.through, lastClaimAt: last?.created_at ?? null };
}

/** The rebate in whole cents, rounded down: a member is never paid a fraction the ledger cannot hold. */
const rebateCents = (stakeCents: number, basisPoints: number) => Math.floor((stakeCents * basisPoints) / 10_000);

const percentOf = (basisPoints: number) => String(basisPoints / 100);

/** CALL-123: what a claim would pay now. */
export function manualRebate(db: Db, brand: PlatformBrand, memberId: number): ResponseOf<'manualRebate'> {
  requireManualRebate(db, brand);
  const rate = rebateRateBasisPoints(db, brand);
  const pending = pendingStakes(db, memberId);
  return {
    eligibleStake: formatMoney(pending.stakeCents),
    bets: pending.bets,
    ratePercent: percentOf(rate),
    amount: formatMoney(rebateCents(pending.stakeCents, rate)),
    ...(pending.lastClaimAt === null ? {} : { lastClaimAt: new Date(pending.lastClaimAt).toISOString() }),
  };
}

/**
 * CALL-124: pays the rebate on the stakes since the last claim into the main wallet. The claim row
 * (unique per member and last bet covered) and the ledger row are written in one transaction, so
 * two claims at once pay once: the second finds nothing left to claim.
 */
export function claimManualRebate(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  now: number,
  language: ContentLanguage,
): ResponseOf<'claimManualRebate'> {
  requireManualRebate(db, brand);
  return writeTransaction(db, () => {
    const rate = rebateRateBasisPoints(db, brand);
    const pending = pendingStakes(db, memberId);
    const cents = rebateCents(pending.stakeCents, rate);
    if (cents <= 0) {
      throw new PlatformError(
        'ALREADY_CLAIMED',
        pending.lastClaimAt === null ? text('error.rebateNoneYet') : text('error.rebateNone'),
      );
    }
    const claim = statement(
      db,
      'INSERT INTO rebate_claims (member_id, through_bet_id, stake_cents, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, pending.throughBetId, pending.stakeCents, cents, now);
    const balance = post(db, {
      memberId,
      kind: 'rebate',
      amountCents: cents,
      reason: text('ledger.rebate', { rate: percentOf(rate), stake: formatMoney(pending.stakeCents) }),
      reference: `RB${String(claim.lastInsertRowid)}`,
      at: now,
    });
    return {
      message: renderText(language, text('answer.rebate', { amount: formatMoney(cents) })),
      amount: formatMoney(cents),
      balance: formatMoney(balance),
    };
  });
}

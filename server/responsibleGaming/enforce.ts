import type { LimitKind } from '../../schemas/compliance/profiles.ts';
import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { closeSessionByKey } from '../services/sessions.ts';
import { sessionSeen } from './sessionTime.ts';
import { PlatformError } from '../errors.ts';
import { text, type PlatformText, type TextKey } from '../texts/index.ts';
import { activeExclusion, requireNotExcluded } from './exclusions.ts';
import { limitValueText, tightest, type Binding } from './limits.ts';

const LIMIT_TEXTS: Readonly<Record<LimitKind, TextKey>> = {
  deposit: 'error.limitDeposit',
  loss: 'error.limitLoss',
  wager: 'error.limitWager',
  session: 'error.limitSession',
};
const PERIOD_TEXTS = { day: 'rg.period.day', week: 'rg.period.week', month: 'rg.period.month' } as const;

/** LIMIT_REACHED for a binding limit: which one, and what it still allows this period. */
export function limitError(binding: Binding): PlatformError {
  const left = limitValueText(binding.kind, Math.max(0, binding.left));
  return new PlatformError(
    'LIMIT_REACHED',
    text(LIMIT_TEXTS[binding.kind], { period: text(PERIOD_TEXTS[binding.period]), left }),
    {
      limitReached: { kind: binding.kind, period: binding.period, left },
    },
  );
}

/**
 * A deposit of `amountCents` may be asked for: the account is not excluded and it fits under every
 * deposit limit (the lowest binding one wins). Called inside the transaction that records the deposit,
 * so deposits racing one another are counted one after the other.
 */
export function requireMayDeposit(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  amountCents: number,
  now: number,
): void {
  requireNotExcluded(db, memberId, now);
  const binding = tightest(db, brand, memberId, 'deposit', now);
  if (binding && amountCents > binding.left) throw limitError(binding);
}

/**
 * A stake may be placed: not excluded, within the wager limits, and within the loss limits even if the
 * round is lost (a round can lose at most its stake). Inside the round's transaction.
 */
export function requireMayStake(db: Db, brand: PlatformBrand, memberId: number, stakeCents: number, now: number): void {
  requireNotExcluded(db, memberId, now);
  for (const kind of ['wager', 'loss'] as const) {
    const binding = tightest(db, brand, memberId, kind, now);
    if (binding && stakeCents > binding.left) throw limitError(binding);
  }
}

/** A game may be opened: not excluded, and no session, wager or loss limit already used up. */
export function requireMayPlay(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  now: number,
  session: string | null,
): void {
  requireNotExcluded(db, memberId, now);
  for (const kind of ['session', 'wager', 'loss'] as const) {
    const binding = tightest(db, brand, memberId, kind, now, session);
    if (binding && binding.left <= 0) throw limitError(binding);
  }
}

/**
 * Why a deposit being credited now must fail instead, or null: the account was excluded, or a
 * deposit limit lowered since the deposit was asked for is passed (it is counted already).
 */
export function depositRefusalAtCredit(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  now: number,
): PlatformText | null {
  if (activeExclusion(db, memberId, now)) return text('deposit.refusedExcluded');
  const binding = tightest(db, brand, memberId, 'deposit', now);
  return binding && binding.left < 0 ? text('deposit.refusedLimit') : null;
}

/**
 * Play on a game page keeps its session in use (what a session limit counts); once the limit is
 * reached the session ends, and with it every game it opened, and the round is refused.
 */
export function requireSessionGoesOn(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  now: number,
  session: string,
): void {
  sessionSeen(db, session, now);
  const reached = sessionLimitReached(db, brand, memberId, now, session);
  if (!reached) return;
  closeSessionByKey(db, session);
  throw reached;
}

/** The session limit used up (the session ends), or null. */
export function sessionLimitReached(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  now: number,
  session: string | null,
): PlatformError | null {
  const binding = tightest(db, brand, memberId, 'session', now, session);
  return binding && binding.left <= 0 ? limitError(binding) : null;
}

import { writeTransaction, type Db } from '../db.ts';
import { MAIN, post } from './ledger.ts';
import type { PlatformText } from '../texts/index.ts';

/**
 * Money the platform gives: bonuses (rewards, missions, points converted) and an account's opening
 * balance. Each is one ledger row in a transaction of its own, or a savepoint of the caller's (the
 * claim that pays it, the conversion that takes the points), so the payment and what it pays for are
 * written together or not at all.
 */

/** Pays a bonus into the main wallet; returns the balance after. */
export function payBonus(
  db: Db,
  bonus: { memberId: number; amountCents: number; reason: PlatformText | string; reference: string; at: number },
): number {
  return writeTransaction(db, () => post(db, { ...bonus, kind: 'bonus' }));
}

/**
 * An account's first money (the trial credit, a demo account's vendor wallet): an adjustment dated
 * `at` with the reference "opening". Returns the wallet's balance after.
 */
export function creditOpeningBalance(
  db: Db,
  opening: { memberId: number; wallet?: string; amountCents: number; reason: PlatformText | string; at: number },
): number {
  const { memberId, wallet = MAIN, amountCents, reason, at } = opening;
  return writeTransaction(db, () =>
    post(db, { memberId, wallet, kind: 'adjustment', amountCents, reason, reference: 'opening', at }),
  );
}

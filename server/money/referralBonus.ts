import { statement, writeTransaction, type Db } from '../db.ts';
import { maskAccount } from '../services/text.ts';
import { post } from './ledger.ts';
import { text } from '../texts/index.ts';

/** Of a friend's first deposit, in percent, and at most this many minor units per friend (MC-12, docs/decisions.md). */
export const REFERRAL_BONUS_PERCENT = 10;
export const REFERRAL_BONUS_CAP_CENTS = 50_00;

/** The bonus a first deposit of this many minor units earns the inviter. */
export const referralBonusCents = (depositCents: number) =>
  Math.min(Math.floor((depositCents * REFERRAL_BONUS_PERCENT) / 100), REFERRAL_BONUS_CAP_CENTS);

/**
 * After a friend's deposit succeeded: the first one earns their inviter the bonus, credited to the
 * inviter's main wallet. The reward row (one per friend) and the ledger row are written together, in
 * the deposit's transaction when there is one; a later deposit earns nothing more.
 */
export function rewardInviter(db: Db, friendId: number, depositCents: number, now: number): void {
  writeTransaction(db, () => {
    const friend = statement(db, 'SELECT account, referred_by FROM members WHERE id = ?').get(friendId) as
      { account: string; referred_by: number | null } | undefined;
    if (!friend?.referred_by) return;
    const bonus = referralBonusCents(depositCents);
    const inserted = statement(
      db,
      'INSERT OR IGNORE INTO referral_rewards (inviter_id, friend_id, amount_cents, created_at) VALUES (?, ?, ?, ?)',
    ).run(friend.referred_by, friendId, bonus, now);
    if (inserted.changes === 0 || bonus === 0) return;
    post(db, {
      memberId: friend.referred_by,
      kind: 'bonus',
      amountCents: bonus,
      reason: text('ledger.invitationBonus', { friend: maskAccount(friend.account) }),
      reference: `RF${friendId}`,
      at: now,
    });
  });
}

import { randomInt } from 'node:crypto';
import type { ResponseOf } from '../../schemas/api/index.ts';
import { statement, type Db } from '../db.ts';
import { REFERRAL_BONUS_CAP_CENTS, REFERRAL_BONUS_PERCENT } from '../money/referralBonus.ts';
import { AGENT_TYPES, TRIAL_TYPE } from '../services/roles.ts';
import { maskAccount } from '../services/text.ts';
import { formatMoney } from '../money/format.ts';

/**
 * Inviting friends (MC-12). A member's invitation code lives where an agent's affiliate code does
 * (members.affiliate_code, unique per brand), so the registration form has one code field: an
 * agent's code makes the newcomer their downline (REG-05), a member's code records who invited them.
 * The inviter earns a share of the friend's first deposit, once per friend: server/money/referralBonus.ts.
 */

/** Letters and digits a player cannot confuse when reading a code aloud (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The member's invitation code, made the first time it is asked for and kept after. */
export function invitationCodeOf(db: Db, brand: string, memberId: number): string {
  const row = statement(db, 'SELECT affiliate_code FROM members WHERE id = ?').get(memberId) as
    { affiliate_code: string | null } | undefined;
  if (row?.affiliate_code) return row.affiliate_code;
  for (;;) {
    const code = newCode();
    const taken = statement(db, 'SELECT 1 FROM members WHERE brand = ? AND affiliate_code = ?').get(brand, code);
    if (taken) continue;
    statement(db, 'UPDATE members SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL').run(code, memberId);
    return (
      statement(db, 'SELECT affiliate_code FROM members WHERE id = ?').get(memberId) as { affiliate_code: string }
    ).affiliate_code;
  }
}

/** The real (not agent, not trial) member whose invitation code this is, in this brand. */
export function inviterByCode(db: Db, brand: string, code: string): number | null {
  const row = statement(
    db,
    `SELECT id FROM members WHERE brand = ? AND affiliate_code = ? AND type NOT IN (${[...AGENT_TYPES, TRIAL_TYPE].join(',')})`,
  ).get(brand, code) as { id: number } | undefined;
  return row?.id ?? null;
}

export function recordInvitation(db: Db, friendId: number, inviterId: number): void {
  statement(db, 'UPDATE members SET referred_by = ? WHERE id = ? AND referred_by IS NULL AND id <> ?').run(
    inviterId,
    friendId,
    inviterId,
  );
}

export function referralSummary(db: Db, brand: string, memberId: number): ResponseOf<'referralSummary'> {
  const code = invitationCodeOf(db, brand, memberId);
  const friends = statement(
    db,
    `SELECT m.account, m.created_at, COALESCE(r.amount_cents, 0) AS earned
     FROM members m LEFT JOIN referral_rewards r ON r.friend_id = m.id AND r.inviter_id = m.referred_by
     WHERE m.referred_by = ? ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
  ).all(memberId) as { account: string; created_at: string; earned: number }[];
  const total = friends.reduce((sum, friend) => sum + friend.earned, 0);
  return {
    code,
    friends: friends.map((friend) => ({
      account: maskAccount(friend.account),
      joinedAt: new Date(friend.created_at).toISOString(),
      earned: formatMoney(friend.earned),
    })),
    totalEarned: formatMoney(total),
    bonusPercent: REFERRAL_BONUS_PERCENT,
    bonusCap: formatMoney(REFERRAL_BONUS_CAP_CENTS),
  };
}

import type { ResponseOf } from '../../schemas/api/index.ts';
import type { PlatformBrand } from '../brands.ts';
import type { Member } from '../context.ts';
import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney, parseMoney } from '../services/wallet.ts';
import { cashierConfig } from './config.ts';
import { publicId, requireInRange } from './ids.ts';
import { post, walletBalanceCents } from './ledger.ts';

const uplineOf = (db: Db, member: Member) =>
  member.parentId === null
    ? undefined
    : (statement(db, 'SELECT id, account FROM members WHERE id = ? AND brand = ?').get(member.parentId, member.brand) as { id: number; account: string } | undefined);

export function uplineInfo(db: Db, brand: PlatformBrand, member: Member): ResponseOf<'uplineInfo'> {
  const upline = uplineOf(db, member);
  if (!upline) return { hasUpline: false };
  const config = cashierConfig(db, brand);
  return {
    hasUpline: true, upline: upline.account, min: formatMoney(config.uplineMinCents), max: formatMoney(config.uplineMaxCents),
    available: formatMoney(walletBalanceCents(db, member.id)),
  };
}

/** Moves money from the member's main wallet to their upline's (MC-06): two ledger rows, one reference. */
export function transferToUpline(db: Db, brand: PlatformBrand, member: Member, input: { amount: string; remark?: string }, now: number): ResponseOf<'transferUpline'> {
  const upline = uplineOf(db, member);
  if (!upline) throw new PlatformError('FEATURE_DISABLED', 'Your account has no upline to transfer to.');
  const config = cashierConfig(db, brand);
  const amountCents = parseMoney(input.amount);
  requireInRange(amountCents, config.uplineMinCents, config.uplineMaxCents, formatMoney);
  const remark = input.remark?.trim() || null;
  const result = statement(db, 'INSERT INTO upline_transfers (member_id, upline_id, amount_cents, remark, created_at) VALUES (?, ?, ?, ?, ?)').run(
    member.id, upline.id, amountCents, remark, now,
  );
  const reference = publicId('U', Number(result.lastInsertRowid));
  const balance = post(db, { memberId: member.id, kind: 'transfer', amountCents: -amountCents, reason: `Transfer to upline ${upline.account}`, reference, at: now });
  post(db, { memberId: upline.id, kind: 'transfer', amountCents, reason: `Transfer from downline ${member.account}${remark ? `: ${remark}` : ''}`, reference, at: now });
  return { transferId: reference, amount: formatMoney(amountCents), balance: formatMoney(balance), message: `Transferred ${formatMoney(amountCents)} to ${upline.account}.` };
}

import type { ResponseOf } from '../../schemas/api/index.ts';
import { requireDownlineNotExcluded } from '../responsibleGaming/exclusions.ts';
import type { PlatformBrand } from '../brands.ts';
import type { Member } from '../context.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { normaliseAccount } from '../services/accounts.ts';
import { isAgent } from '../services/roles.ts';
import { formatMoney, parseMoney } from './format.ts';
import { cashierConfig } from './config.ts';
import { publicId, requireInRange } from './ids.ts';
import { post, walletBalanceCents } from './ledger.ts';
import { text, type TextKey, renderText } from '../texts/index.ts';

const uplineOf = (db: Db, member: Member) =>
  member.parentId === null
    ? undefined
    : (statement(db, 'SELECT id, account FROM members WHERE id = ? AND brand = ?').get(
        member.parentId,
        member.brand,
      ) as { id: number; account: string } | undefined);

/** The limits of a transfer between a member and its upline, either way, and what the sender can send. */
function transferLimits(db: Db, brand: PlatformBrand, member: Member) {
  const config = cashierConfig(db, brand);
  return {
    min: formatMoney(config.uplineMinCents),
    max: formatMoney(config.uplineMaxCents),
    available: formatMoney(walletBalanceCents(db, member.id)),
  };
}

export function uplineInfo(db: Db, brand: PlatformBrand, member: Member): ResponseOf<'uplineInfo'> {
  const upline = uplineOf(db, member);
  if (!upline) return { hasUpline: false };
  return { hasUpline: true, upline: upline.account, ...transferLimits(db, brand, member) };
}

/** ROLE-10: what an agent may send to a downline; the same limits as the other way. */
export function downlineTransferInfo(db: Db, brand: PlatformBrand, agent: Member): ResponseOf<'downlineTransferInfo'> {
  return transferLimits(db, brand, agent);
}

/**
 * Moves money between two members' main wallets, within the transfer limits (MC-06, ROLE-10): two
 * ledger rows under one reference, the sender's first, so a transfer over the balance is refused
 * (INSUFFICIENT_BALANCE) before anything moves. The record, both rows and the answer in one transaction
 * (a savepoint of the caller's, such as the idempotency key's).
 */
function transferBetween(
  db: Db,
  brand: PlatformBrand,
  from: { id: number; account: string },
  to: { id: number; account: string },
  input: { amount: string; remark?: string },
  record: (amountCents: number, remark: string | null) => string,
  directions: { out: TextKey; in: TextKey; inRemark: TextKey },
  now: number,
  language: ContentLanguage,
): ResponseOf<'transferUpline'> {
  const config = cashierConfig(db, brand);
  const amountCents = parseMoney(input.amount);
  requireInRange(amountCents, config.uplineMinCents, config.uplineMaxCents, formatMoney);
  const remark = input.remark?.trim() || null;
  return writeTransaction(db, () => {
    const reference = record(amountCents, remark);
    const balance = post(db, {
      memberId: from.id,
      kind: 'transfer',
      amountCents: -amountCents,
      reason: text(directions.out, { account: to.account }),
      reference,
      at: now,
    });
    post(db, {
      memberId: to.id,
      kind: 'transfer',
      amountCents,
      reason: remark
        ? text(directions.inRemark, { account: from.account, remark })
        : text(directions.in, { account: from.account }),
      reference,
      at: now,
    });
    return {
      transferId: reference,
      amount: formatMoney(amountCents),
      balance: formatMoney(balance),
      message: renderText(
        language,
        text('answer.transferred', { amount: formatMoney(amountCents), account: to.account }),
      ),
    };
  });
}

/** Moves money from the member's main wallet to their upline's (MC-06): two ledger rows, one reference. */
export function transferToUpline(
  db: Db,
  brand: PlatformBrand,
  member: Member,
  input: { amount: string; remark?: string },
  now: number,
  language: ContentLanguage,
): ResponseOf<'transferUpline'> {
  const upline = uplineOf(db, member);
  if (!upline) throw new PlatformError('FEATURE_DISABLED', text('error.noUpline'));
  const record = (amountCents: number, remark: string | null) =>
    publicId(
      'U',
      Number(
        statement(
          db,
          'INSERT INTO upline_transfers (member_id, upline_id, amount_cents, remark, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(member.id, upline.id, amountCents, remark, now).lastInsertRowid,
      ),
    );
  return transferBetween(
    db,
    brand,
    member,
    upline,
    input,
    record,
    { out: 'ledger.toUpline', in: 'ledger.fromDownline', inRemark: 'ledger.fromDownlineRemark' },
    now,
    language,
  );
}

/**
 * An agent moves money to a downline anywhere in its team (ROLE-10). Anyone outside the team is
 * NOT_FOUND, the same answer as an account that does not exist, so no other team can be probed.
 */
export function transferToDownline(
  db: Db,
  brand: PlatformBrand,
  member: Member,
  input: { downline: string; amount: string; remark?: string },
  now: number,
  language: ContentLanguage,
): ResponseOf<'transferDownline'> {
  if (!isAgent(member)) throw new PlatformError('NOT_AGENT', text('error.agentsOnlyDownline'));
  const downline = statement(
    db,
    `WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE parent_id = ? UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)
     SELECT id, account FROM members WHERE brand = ? AND account = ? AND id IN (SELECT id FROM team)`,
  ).get(member.id, member.brand, normaliseAccount(input.downline)) as { id: number; account: string } | undefined;
  if (!downline) throw new PlatformError('NOT_FOUND', text('error.notDownline', { account: input.downline.trim() }));
  requireDownlineNotExcluded(db, downline, now);
  const record = (amountCents: number, remark: string | null) =>
    publicId(
      'N',
      Number(
        statement(
          db,
          'INSERT INTO downline_transfers (member_id, downline_id, amount_cents, remark, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(member.id, downline.id, amountCents, remark, now).lastInsertRowid,
      ),
    );
  return transferBetween(
    db,
    brand,
    member,
    downline,
    input,
    record,
    { out: 'ledger.toDownline', in: 'ledger.fromUpline', inRemark: 'ledger.fromUplineRemark' },
    now,
    language,
  );
}

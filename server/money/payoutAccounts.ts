import type { ResponseOf } from '../../schemas/api/index.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { cashierConfig } from './config.ts';
import { noSuch, publicId, rowId } from './ids.ts';
import { text, type PlatformText } from '../texts/index.ts';

export interface PayoutAccountRow {
  id: number;
  member_id: number;
  bank_name: string;
  account_number: string;
}
type PayoutAccount = ResponseOf<'payoutAccountAdd'>;

/** "514012345678" → "**** **** 5678": the full number is never sent back. */
export const maskAccountNumber = (digits: string) => `**** **** ${digits.slice(-4)}`;

export const realNameOf = (db: Db, memberId: number): string | null =>
  (
    statement(db, 'SELECT payee_name FROM members WHERE id = ?').get(memberId) as
      { payee_name: string | null } | undefined
  )?.payee_name ?? null;

export const toPayoutAccount = (row: PayoutAccountRow, holder: string): PayoutAccount => ({
  accountId: publicId('PA', row.id),
  bankName: row.bank_name,
  accountNumber: maskAccountNumber(row.account_number),
  holder,
});

const liveAccounts = (db: Db, memberId: number) =>
  statement(
    db,
    'SELECT id, member_id, bank_name, account_number FROM payout_accounts WHERE member_id = ? AND removed_at IS NULL ORDER BY id',
  ).all(memberId) as PayoutAccountRow[];

export function payoutAccountList(db: Db, brand: PlatformBrand, memberId: number): ResponseOf<'payoutAccounts'> {
  const config = cashierConfig(db, brand);
  const realName = realNameOf(db, memberId);
  return {
    accounts: liveAccounts(db, memberId).map((row) => toPayoutAccount(row, realName ?? '')),
    maxAccounts: config.maxPayoutAccounts,
    realName,
    banks: config.banks,
  };
}

/** A member's own live payout account by public id, else NOT_FOUND. */
export function memberPayoutAccount(db: Db, memberId: number, accountId: string): PayoutAccountRow {
  const row = statement(
    db,
    'SELECT id, member_id, bank_name, account_number FROM payout_accounts WHERE id = ? AND removed_at IS NULL',
  ).get(rowId('PA', accountId, 'payout account')) as PayoutAccountRow | undefined;
  if (!row || row.member_id !== memberId) throw noSuch('payout account', accountId);
  return row;
}

/** Adds a payout account; the holder is always the member's real name, which the first account sets. */
export function addPayoutAccount(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  input: { bankName: string; accountNumber: string; realName?: string },
  now: number,
): PayoutAccount {
  const config = cashierConfig(db, brand);
  if (!config.banks.includes(input.bankName))
    throw new PlatformError('VALIDATION_FAILED', text('error.bankNotOffered', { banks: config.banks.join(', ') }));
  return writeTransaction(db, () => {
    let realName = realNameOf(db, memberId);
    if (realName && input.realName && input.realName.trim() !== realName) {
      throw new PlatformError('VALIDATION_FAILED', text('error.realNameSet'));
    }
    if (!realName) {
      const given = input.realName?.trim() ?? '';
      if (given.length < 2 || /[<>]/.test(given))
        throw new PlatformError('VALIDATION_FAILED', text('error.realNameRequired'));
      statement(db, 'UPDATE members SET payee_name = ? WHERE id = ?').run(given, memberId);
      realName = given;
    }
    const accounts = liveAccounts(db, memberId);
    if (accounts.some((a) => a.bank_name === input.bankName && a.account_number === input.accountNumber)) {
      throw new PlatformError('VALIDATION_FAILED', text('error.payoutAccountListed'));
    }
    if (accounts.length >= config.maxPayoutAccounts)
      throw new PlatformError('VALIDATION_FAILED', text('error.payoutAccountsMax', { max: config.maxPayoutAccounts }));
    const result = statement(
      db,
      'INSERT INTO payout_accounts (member_id, bank_name, account_number, created_at) VALUES (?, ?, ?, ?)',
    ).run(memberId, input.bankName, input.accountNumber, now);
    return toPayoutAccount(
      {
        id: Number(result.lastInsertRowid),
        member_id: memberId,
        bank_name: input.bankName,
        account_number: input.accountNumber,
      },
      realName,
    );
  });
}

/** Removes a payout account, unless a withdrawal to it is still applying. */
export function removePayoutAccount(db: Db, memberId: number, accountId: string, now: number): PlatformText {
  // Checked and removed under the write lock: no withdrawal to it can be applied for in between.
  return writeTransaction(db, () => {
    const row = memberPayoutAccount(db, memberId, accountId);
    const applying = statement(
      db,
      "SELECT 1 FROM withdrawals WHERE account_id = ? AND status = 'applying' LIMIT 1",
    ).get(row.id);
    if (applying) throw new PlatformError('INVALID_STATE', text('error.payoutAccountBusy'));
    statement(db, 'UPDATE payout_accounts SET removed_at = ? WHERE id = ?').run(now, row.id);
    return text('answer.payoutRemoved', { bank: row.bank_name, account: maskAccountNumber(row.account_number) });
  });
}

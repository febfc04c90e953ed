import type { ResponseOf } from '../../schemas/api/index.ts';
import { recordPeriodOf } from './recordPeriod.ts';
import { rulesFor } from '../responsibleGaming/limits.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { UploadedFile } from '../multipart.ts';
import { formatMoney, parseMoney } from './format.ts';
import { cashierConfig, feeFor } from './config.ts';
import { noSuch, publicId, requireInRange, rowId } from './ids.ts';
import { post, walletBalanceCents } from './ledger.ts';
import { emitToMember } from './liveEvents.ts';
import { sendCashierMessage } from './messages.ts';
import { memberPayoutAccount, realNameOf, toPayoutAccount } from './payoutAccounts.ts';
import { pageOf, totalPagesOf } from './periods.ts';
import { text } from '../texts/index.ts';

type Withdrawal = ResponseOf<'withdrawCreate'>;
type Status = Withdrawal['status'];
type Receipt = NonNullable<Withdrawal['receipt']>;

export interface WithdrawalRow {
  id: number;
  member_id: number;
  brand: string;
  account_id: number;
  amount_cents: number;
  fee_cents: number;
  status: Status;
  reject_reason: string | null;
  receipt: Receipt | null;
  auto_confirm_at: number | null;
  created_at: number;
  decided_at: number | null;
  bank_name: string;
  account_number: string;
}

const SELECT = `SELECT w.*, a.bank_name, a.account_number FROM withdrawals w JOIN payout_accounts a ON a.id = w.account_id`;
const iso = (at: number) => new Date(at).toISOString();

/**
 * A member may cancel an applying withdrawal back into the wallet: the brand allows it, and so does
 * its licence (the UKGC forbids reversing withdrawals, issue 29).
 */
export const reversalAllowed = (db: Db, brand: PlatformBrand): boolean =>
  cashierConfig(db, brand).cancelAllowed && rulesFor(brand).withdrawalReversal;

export function toWithdrawal(db: Db, brand: PlatformBrand, row: WithdrawalRow): Withdrawal {
  return {
    withdrawalId: publicId('W', row.id),
    amount: formatMoney(row.amount_cents),
    fee: formatMoney(row.fee_cents),
    status: row.status,
    account: toPayoutAccount(
      { id: row.account_id, member_id: row.member_id, bank_name: row.bank_name, account_number: row.account_number },
      realNameOf(db, row.member_id) ?? '',
    ),
    createdAt: iso(row.created_at),
    ...(row.reject_reason ? { rejectReason: row.reject_reason } : {}),
    ...(row.receipt ? { receipt: row.receipt } : {}),
    ...(row.decided_at ? { decidedAt: iso(row.decided_at) } : {}),
    ...(row.receipt === 'awaiting' && row.auto_confirm_at ? { autoConfirmAt: iso(row.auto_confirm_at) } : {}),
    ...(row.status === 'applying' ? { canCancel: reversalAllowed(db, brand) } : {}),
  };
}

export const withdrawalRow = (db: Db, id: number): WithdrawalRow | undefined =>
  statement(db, `${SELECT} WHERE w.id = ?`).get(id) as WithdrawalRow | undefined;

function memberWithdrawal(db: Db, memberId: number, withdrawalId: string): WithdrawalRow {
  const row = withdrawalRow(db, rowId('W', withdrawalId, 'withdrawal'));
  if (!row || row.member_id !== memberId) throw noSuch('withdrawal', withdrawalId);
  return row;
}

function tell(db: Db, row: WithdrawalRow, now: number): void {
  emitToMember(
    db,
    row.member_id,
    'withdrawal',
    {
      withdrawalId: publicId('W', row.id),
      status: row.status,
      amount: formatMoney(row.amount_cents),
      ...(row.receipt ? { receipt: row.receipt } : {}),
      ...(row.reject_reason ? { rejectReason: row.reject_reason } : {}),
    },
    now,
  );
}

/** Money held by applying withdrawals: already out of the balance, back if rejected or cancelled. */
export const heldCents = (db: Db, memberId: number): number =>
  (
    statement(
      db,
      "SELECT COALESCE(SUM(amount_cents), 0) AS held FROM withdrawals WHERE member_id = ? AND status = 'applying'",
    ).get(memberId) as { held: number }
  ).held;

export function withdrawSettings(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  hasPassword: boolean,
): ResponseOf<'withdrawSettings'> {
  const config = cashierConfig(db, brand);
  const balance = walletBalanceCents(db, memberId);
  const awaiting = (
    statement(db, "SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND receipt = 'awaiting'").get(
      memberId,
    ) as { n: number }
  ).n;
  return {
    balance: formatMoney(balance),
    held: formatMoney(heldCents(db, memberId)),
    available: formatMoney(balance),
    min: formatMoney(config.withdrawMinCents),
    max: formatMoney(config.withdrawMaxCents),
    feePercent: String(config.withdrawFeeBasisPoints / 100),
    paymentPasswordSet: hasPassword,
    cancelAllowed: reversalAllowed(db, brand),
    autoConfirmMinutes: config.autoConfirmMinutes,
    awaitingReceipt: awaiting,
  };
}

/**
 * Applies for a withdrawal: the amount leaves the balance at once as a hold (WALLET-04). The payment
 * password was checked. The withdrawal and its hold are written together: over the balance, neither is.
 */
export function createWithdrawal(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  input: { accountId: string; amount: string },
  now: number,
): Withdrawal {
  const config = cashierConfig(db, brand);
  const amountCents = parseMoney(input.amount);
  requireInRange(amountCents, config.withdrawMinCents, config.withdrawMaxCents, formatMoney);
  return writeTransaction(db, () => {
    const account = memberPayoutAccount(db, memberId, input.accountId);
    const result = statement(
      db,
      `INSERT INTO withdrawals (member_id, brand, account_id, amount_cents, fee_cents, status, created_at) VALUES (?, ?, ?, ?, ?, 'applying', ?)`,
    ).run(memberId, brand.id, account.id, amountCents, feeFor(amountCents, config.withdrawFeeBasisPoints), now);
    const id = Number(result.lastInsertRowid);
    post(db, {
      memberId,
      kind: 'withdrawal',
      amountCents: -amountCents,
      reason: text('ledger.withdrawal', { bank: account.bank_name, last4: account.account_number.slice(-4) }),
      reference: publicId('W', id),
      at: now,
    });
    const row = withdrawalRow(db, id)!;
    tell(db, row, now);
    return toWithdrawal(db, brand, row);
  });
}

/**
 * The operator's decision on an applying withdrawal: passed starts the receipt confirmation
 * (WALLET-05), rejected gives the money back with the reason. A message and a live event follow (MC-18).
 */
export function decideWithdrawal(
  db: Db,
  brands: ReadonlyMap<string, PlatformBrand>,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: number,
): WithdrawalRow {
  return writeTransaction(db, () => {
    const row = withdrawalRow(db, id);
    if (!row) throw noSuch('withdrawal', publicId('W', id));
    const brand = brands.get(row.brand);
    if (!brand) throw new PlatformError('NOT_FOUND', text('error.withdrawalNoBrand', { id: publicId('W', id) }));
    if (row.status !== 'applying')
      throw new PlatformError(
        'INVALID_STATE',
        text('error.withdrawalDecided', { id: publicId('W', id), status: text(`withdrawal.status.${row.status}`) }),
      );
    if (decision.approve) {
      const autoConfirmAt = now + cashierConfig(db, brand).autoConfirmMinutes * 60_000;
      statement(
        db,
        "UPDATE withdrawals SET status = 'passed', receipt = 'awaiting', auto_confirm_at = ?, decided_at = ? WHERE id = ?",
      ).run(autoConfirmAt, now, id);
      sendCashierMessage(db, brand, row.member_id, 'WITHDRAWAL_APPROVED', { amountCents: row.amount_cents }, now);
    } else {
      statement(db, "UPDATE withdrawals SET status = 'rejected', reject_reason = ?, decided_at = ? WHERE id = ?").run(
        decision.reason,
        now,
        id,
      );
      post(db, {
        memberId: row.member_id,
        kind: 'withdrawalRelease',
        amountCents: row.amount_cents,
        reason: text('ledger.withdrawalRejected', { reason: decision.reason }),
        reference: publicId('W', id),
        at: now,
      });
      sendCashierMessage(
        db,
        brand,
        row.member_id,
        'WITHDRAWAL_REJECTED',
        { amountCents: row.amount_cents, reason: decision.reason },
        now,
      );
    }
    const after = withdrawalRow(db, id)!;
    tell(db, after, now);
    return after;
  });
}

/** Cancels an applying withdrawal where the brand allows it; the hold comes back. */
export function cancelWithdrawal(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  withdrawalId: string,
  now: number,
): Withdrawal {
  if (!reversalAllowed(db, brand)) throw new PlatformError('FEATURE_DISABLED', text('error.withdrawalNoCancel'));
  return writeTransaction(db, () => {
    const row = memberWithdrawal(db, memberId, withdrawalId);
    if (row.status !== 'applying')
      throw new PlatformError(
        'INVALID_STATE',
        text('error.withdrawalAlready', { status: text(`withdrawal.status.${row.status}`) }),
      );
    statement(db, "UPDATE withdrawals SET status = 'cancelled', decided_at = ? WHERE id = ?").run(now, row.id);
    post(db, {
      memberId,
      kind: 'withdrawalRelease',
      amountCents: row.amount_cents,
      reason: text('ledger.withdrawalCancelled'),
      reference: publicId('W', row.id),
      at: now,
    });
    const after = withdrawalRow(db, row.id)!;
    tell(db, after, now);
    return toWithdrawal(db, brand, after);
  });
}

function setReceipt(db: Db, row: WithdrawalRow, receipt: Receipt, remark: string | null, now: number): WithdrawalRow {
  statement(
    db,
    'UPDATE withdrawals SET receipt = ?, receipt_remark = COALESCE(?, receipt_remark), receipt_at = ? WHERE id = ?',
  ).run(receipt, remark, now, row.id);
  const after = withdrawalRow(db, row.id)!;
  tell(db, after, now);
  return after;
}

/** Confirms a passed withdrawal was received; one marked not received may be confirmed later too (WALLET-05). */
export function confirmReceipt(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  withdrawalId: string,
  now: number,
): Withdrawal {
  return writeTransaction(db, () => {
    const row = memberWithdrawal(db, memberId, withdrawalId);
    if (row.status !== 'passed' || (row.receipt !== 'awaiting' && row.receipt !== 'notReceived')) {
      throw new PlatformError(
        'INVALID_STATE',
        row.status === 'passed' ? text('error.withdrawalConfirmed') : text('error.withdrawalNotPaidOut'),
      );
    }
    return toWithdrawal(db, brand, setReceipt(db, row, 'received', null, now));
  });
}

export function confirmAllReceipts(db: Db, memberId: number, now: number): number {
  return writeTransaction(db, () => {
    const rows = statement(db, `${SELECT} WHERE w.member_id = ? AND w.receipt = 'awaiting'`).all(
      memberId,
    ) as WithdrawalRow[];
    for (const row of rows) setReceipt(db, row, 'received', null, now);
    return rows.length;
  });
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG);
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Marks a passed withdrawal not received, with 1..3 PNG or JPEG proofs of at most 5 MB (WALLET-05). */
export function markNotReceived(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  input: { withdrawalId: string; remark?: string },
  files: UploadedFile[],
  now: number,
): Withdrawal {
  if (files.length === 0) throw new PlatformError('VALIDATION_FAILED', text('error.statementImage'));
  if (files.length > 3) throw new PlatformError('VALIDATION_FAILED', text('error.tooManyImages', { count: 3 }));
  for (const file of files) {
    if (file.size > 5 * 1024 * 1024)
      throw new PlatformError('VALIDATION_FAILED', text('error.imageTooLarge', { name: file.name }));
    const matches =
      (file.type === 'image/png' && isPng(file.bytes)) || (file.type === 'image/jpeg' && isJpeg(file.bytes));
    if (!matches) throw new PlatformError('VALIDATION_FAILED', text('error.imageType', { name: file.name }));
  }
  return writeTransaction(db, () => {
    const row = memberWithdrawal(db, memberId, input.withdrawalId);
    if (row.status !== 'passed' || row.receipt !== 'awaiting')
      throw new PlatformError('INVALID_STATE', text('error.notReceivedState'));
    const insert = statement(
      db,
      'INSERT INTO withdrawal_proofs (withdrawal_id, name, type, size, bytes) VALUES (?, ?, ?, ?, ?)',
    );
    for (const file of files) insert.run(row.id, file.name.slice(0, 255), file.type, file.size, file.bytes);
    return toWithdrawal(db, brand, setReceipt(db, row, 'notReceived', input.remark?.trim() || null, now));
  });
}

/**
 * Passed withdrawals nobody confirmed within the brand's minutes are treated as received (WALLET-06);
 * `memberId` limits it to one member's (the operator's command can). Returns how many. Only the
 * sweep's timer and the operator's `receipts due` run it: reading the cashier never writes.
 */
export function autoConfirmDue(db: Db, now: number, memberId?: number): number {
  return writeTransaction(db, () => {
    const rows = (
      memberId === undefined
        ? statement(db, `${SELECT} WHERE w.receipt = 'awaiting' AND w.auto_confirm_at <= ?`).all(now)
        : statement(db, `${SELECT} WHERE w.receipt = 'awaiting' AND w.auto_confirm_at <= ? AND w.member_id = ?`).all(
            now,
            memberId,
          )
    ) as WithdrawalRow[];
    for (const row of rows) setReceipt(db, row, 'autoConfirmed', null, now);
    return rows.length;
  });
}

/** How often the server looks for receipts due (WALLET-06): a passed withdrawal is confirmed at most this late. */
export const RECEIPT_SWEEP_MS = 30_000;

/** The server's receipt sweep: every `intervalMs` from now on, until the returned function stops it. */
export function startReceiptSweep(db: Db, clock: () => number = Date.now, intervalMs = RECEIPT_SWEEP_MS): () => void {
  const timer = setInterval(() => {
    try {
      autoConfirmDue(db, clock());
    } catch (error) {
      // A database held past the busy timeout must not stop the sweep (or the server): the next tick does it.
      console.error('receipt sweep:', error instanceof Error ? error.message : error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function withdrawalPage(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: {
    pageNo?: number;
    pageSize?: number;
    startDate?: string;
    endDate?: string;
    status?: Status;
    receipt?: Receipt;
  },
  now: number,
): ResponseOf<'withdrawList'> {
  // Asking for the ones awaiting receipt lists them all, whatever their date: they need an answer.
  const period = recordPeriodOf(db, brand, query, now);
  const byDate = query.receipt !== 'awaiting';
  const where = `w.member_id = ?${byDate ? ' AND w.created_at >= ? AND w.created_at < ?' : ''}${query.status ? ' AND w.status = ?' : ''}${query.receipt ? ' AND w.receipt = ?' : ''}`;
  const params: (string | number)[] = [
    memberId,
    ...(byDate ? [period.from, period.to] : []),
    ...(query.status ? [query.status] : []),
    ...(query.receipt ? [query.receipt] : []),
  ];
  const { pageNo, pageSize, offset } = pageOf(query);
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(w.amount_cents), 0) AS amount, COALESCE(SUM(w.fee_cents), 0) AS fee FROM withdrawals w WHERE ${where}`,
  ).get(...params) as { n: number; amount: number; fee: number };
  const rows = statement(db, `${SELECT} WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    pageSize,
    offset,
  ) as WithdrawalRow[];
  return {
    list: rows.map((row) => toWithdrawal(db, brand, row)),
    pageNo,
    totalPages: totalPagesOf(totals.n, pageSize),
    totalRows: totals.n,
    period: { startDate: period.startDate, endDate: period.endDate, timeZone: period.timeZone },
    totals: { amount: formatMoney(totals.amount), fee: formatMoney(totals.fee) },
  };
}

/** Withdrawals waiting for the operator, oldest first (`npm run admin -- withdrawals`). */
export function applyingWithdrawals(db: Db): (WithdrawalRow & { account: string; holder: string | null })[] {
  return db
    .prepare(
      `SELECT w.*, a.bank_name, a.account_number, m.account, m.payee_name AS holder FROM withdrawals w JOIN payout_accounts a ON a.id = w.account_id
      JOIN members m ON m.id = w.member_id WHERE w.status = 'applying' ORDER BY w.created_at, w.id LIMIT 200`,
    )
    .all() as (WithdrawalRow & { account: string; holder: string | null })[];
}

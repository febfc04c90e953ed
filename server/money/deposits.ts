import { randomBytes } from 'node:crypto';
import { recordPeriodOf } from './recordPeriod.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney, parseMoney } from './format.ts';
import { cashierConfig, feeFor, percentText, type DepositMethodConfig } from './config.ts';
import { noSuch, publicId, requireInRange, rowId } from './ids.ts';
import { post } from './ledger.ts';
import { emitToMember } from './liveEvents.ts';
import { sendCashierMessage } from './messages.ts';
import { rewardInviter } from './referralBonus.ts';
import { memberLanguageOf } from '../services/accounts.ts';
import { pageOf, totalPagesOf } from './periods.ts';
import { text, wordsIn, readerLanguage, renderStored, storedText, type PlatformText } from '../texts/index.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { depositRefusalAtCredit, requireMayDeposit } from '../responsibleGaming/enforce.ts';

type Deposit = ResponseOf<'depositStatus'>;

export interface DepositRow {
  id: number;
  member_id: number;
  brand: string;
  method_id: string;
  kind: 'bank' | 'ewallet' | 'card';
  amount_cents: number;
  fee_cents: number;
  status: 'pending' | 'succeeded' | 'failed';
  reference: string;
  page_key: string | null;
  /** The English words of a failure (or the operator's own); failure_code and failure_params the platform's text. */
  failure_reason: string | null;
  failure_code: string | null;
  failure_params: string | null;
  created_at: number;
  settled_at: number | null;
  /** The language the deposit was made in: its payment page speaks it. */
  language: string | null;
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * How long an e-wallet or card deposit waits for its payment page: after this the page no longer
 * takes the payment, the answer stops offering it, and the deposit is marked failed (nothing was
 * taken), by the server's sweep or when the page is used (issue 24).
 */
export const PAGE_PAYMENT_MINUTES = 30;

/** When a payment-page deposit stops taking its payment. */
export const pageExpiresAt = (row: Pick<DepositRow, 'created_at'>) => row.created_at + PAGE_PAYMENT_MINUTES * 60_000;

/** Whether a deposit can still be paid on its payment page now. */
export const payableOnPage = (row: DepositRow, now: number) =>
  row.kind !== 'bank' && row.status === 'pending' && row.page_key !== null && now < pageExpiresAt(row);

/** The reason an expired payment-page deposit failed with. */
export const PAGE_EXPIRED_REASON: PlatformText = text('deposit.pageExpired');

/** Whether a failed deposit failed because its payment page expired. */
export const expiredOnPage = (row: Pick<DepositRow, 'failure_code'>) => row.failure_code === PAGE_EXPIRED_REASON.key;

/** A failure's reason in the reader's language: the platform's text, else the operator's words as given. */
const failureReasonIn = (language: ContentLanguage, row: DepositRow): string | null =>
  row.failure_reason === null ? null : renderStored(language, row.failure_code, row.failure_params, row.failure_reason);

/**
 * The brand's deposit methods. E-wallet and card are paid on a payment provider's page: where the
 * platform has none (`pagePayments` false: the development provider is one of the developer
 * routes), they are listed as not available, so the deposit page can say so.
 */
export function depositMethods(
  db: Db,
  brand: PlatformBrand,
  pagePayments: boolean,
  language: ContentLanguage,
): ResponseOf<'depositMethods'> {
  const config = cashierConfig(db, brand);
  return {
    currency: config.currency,
    methods: config.deposits.map((m) => ({
      methodId: m.methodId,
      kind: m.kind,
      name: wordsIn(language, m.name),
      min: formatMoney(m.minCents),
      max: formatMoney(m.maxCents),
      feePercent: percentText(m.feeBasisPoints),
      presets: m.presetsCents.map(formatMoney),
      available: m.kind === 'bank' || pagePayments,
      ...(m.bankAccount ? { bankAccount: m.bankAccount } : {}),
    })),
  };
}

const methodOf = (db: Db, brand: PlatformBrand, methodId: string): DepositMethodConfig | undefined =>
  cashierConfig(db, brand).deposits.find((m) => m.methodId === methodId);

/** The payment page of the development provider for a deposit (ewallet and card). */
export const paymentPagePath = (row: Pick<DepositRow, 'id' | 'page_key'>) =>
  `/dev-pay/${publicId('D', row.id)}?key=${row.page_key}`;

export function toDeposit(
  db: Db,
  brand: PlatformBrand,
  row: DepositRow,
  origin: string,
  now: number,
  language: ContentLanguage,
): Deposit {
  const method = methodOf(db, brand, row.method_id);
  const failureReason = failureReasonIn(language, row);
  return {
    depositId: publicId('D', row.id),
    methodId: row.method_id,
    kind: row.kind,
    amount: formatMoney(row.amount_cents),
    fee: formatMoney(row.fee_cents),
    status: row.status,
    createdAt: iso(row.created_at),
    ...(row.kind === 'bank'
      ? { reference: row.reference, ...(method?.bankAccount ? { bankAccount: method.bankAccount } : {}) }
      : {}),
    ...(row.kind !== 'bank' ? { expiresAt: iso(pageExpiresAt(row)) } : {}),
    ...(payableOnPage(row, now) ? { paymentUrl: `${origin}${paymentPagePath(row)}` } : {}),
    ...(failureReason ? { failureReason } : {}),
    ...(row.settled_at ? { settledAt: iso(row.settled_at) } : {}),
  };
}

/**
 * Opens a deposit: a bank transfer waits for the operator, an e-wallet or card payment for its
 * payment page (MC-04). Without a payment provider (`pagePayments`, off unless said) an e-wallet or
 * card deposit is refused: it could never be paid.
 */
export function createDeposit(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  input: { methodId: string; amount: string },
  now: number,
  options: { pagePayments?: boolean; language?: ContentLanguage } = {},
): DepositRow {
  const method = methodOf(db, brand, input.methodId);
  if (!method) throw new PlatformError('NOT_FOUND', text('error.noDepositMethod', { method: input.methodId }));
  if (method.kind !== 'bank' && !options.pagePayments) {
    throw new PlatformError('FEATURE_DISABLED', text('error.depositMethodUnavailable', { method: method.name }));
  }
  const amountCents = parseMoney(input.amount);
  requireInRange(amountCents, method.minCents, method.maxCents, formatMoney);
  // Issue 29: no deposit while excluded, none past a deposit limit (counted in this transaction).
  requireMayDeposit(db, brand, memberId, amountCents, now);
  // A reference a member can read out and type: brand letters and 8 of A-Z2-9 (no 0/O, 1/I).
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const reference =
    brand.id.slice(0, 3).toUpperCase() + [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  const pageKey = method.kind === 'bank' ? null : randomBytes(18).toString('base64url');
  const result = statement(
    db,
    `INSERT INTO deposits (member_id, brand, method_id, kind, amount_cents, fee_cents, status, reference, page_key, created_at, language)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
  ).run(
    memberId,
    brand.id,
    method.methodId,
    method.kind,
    amountCents,
    feeFor(amountCents, method.feeBasisPoints),
    reference,
    pageKey,
    now,
    options.language ?? null,
  );
  return depositRow(db, Number(result.lastInsertRowid))!;
}

export const depositRow = (db: Db, id: number): DepositRow | undefined =>
  statement(db, 'SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;

/** A member's own deposit by public id, else NOT_FOUND. */
export function memberDeposit(db: Db, memberId: number, depositId: string): DepositRow {
  const row = depositRow(db, rowId('D', depositId, 'deposit'));
  if (!row || row.member_id !== memberId) throw noSuch('deposit', depositId);
  return row;
}

/**
 * Settles a pending deposit: succeeded credits the amount through the ledger, failed credits
 * nothing; either way the member gets the message (MC-18) and a live event. A deposit already
 * settled is left as it is and false is returned: a replayed callback or a second operator command
 * moves nothing. A failure's reason is a catalogue text (stored as its code, read in the reader's
 * language) or an operator's own words. A success asked for by any path (the payment page, its
 * callback, an operator) fails instead when the account is excluded or past a deposit limit (issue 29).
 */
export function settleDeposit(
  db: Db,
  brands: ReadonlyMap<string, PlatformBrand>,
  id: number,
  asked: 'succeeded' | 'failed',
  askedReason: string | PlatformText | null,
  now: number,
): boolean {
  return writeTransaction(db, () => {
    const row = depositRow(db, id);
    if (!row) throw noSuch('deposit', publicId('D', id));
    const brand = brands.get(row.brand);
    if (!brand) throw new PlatformError('NOT_FOUND', text('error.depositNoBrand', { id: publicId('D', id) }));
    // Issue 29: money reaching an excluded account, or past a limit lowered since, is not credited.
    const refusal = asked === 'succeeded' ? depositRefusalAtCredit(db, brand, row.member_id, now) : null;
    const outcome = refusal ? 'failed' : asked;
    const reason = refusal ?? askedReason;
    const failure = outcome === 'failed' ? reason : null;
    const failureText = failure !== null && typeof failure !== 'string' ? storedText(failure) : null;
    const changed = statement(
      db,
      "UPDATE deposits SET status = ?, failure_reason = ?, failure_code = ?, failure_params = ?, settled_at = ? WHERE id = ? AND status = 'pending'",
    ).run(
      outcome,
      failure === null ? null : wordsIn('EN', failure),
      failureText?.code ?? null,
      failureText?.params ?? null,
      now,
      id,
    );
    if (changed.changes === 0) return false;
    const method = methodOf(db, brand, row.method_id);
    if (outcome === 'succeeded') {
      post(db, {
        memberId: row.member_id,
        kind: 'deposit',
        amountCents: row.amount_cents,
        reason: text('ledger.deposit', { method: method?.name ?? row.method_id }),
        reference: publicId('D', id),
        at: now,
      });
      sendCashierMessage(db, brand, row.member_id, 'DEPOSIT_ARRIVED', { amountCents: row.amount_cents }, now);
      // MC-12: a friend's first deposit earns whoever invited them their bonus.
      rewardInviter(db, row.member_id, row.amount_cents, now);
    } else {
      sendCashierMessage(
        db,
        brand,
        row.member_id,
        'DEPOSIT_FAILED',
        { amountCents: row.amount_cents, reason: reason ?? text('deposit.paymentFailed') },
        now,
      );
    }
    // The live event is worded for the page the deposit was made on, else in the member's language.
    const settled = depositRow(db, id)!;
    const failureReason = failureReasonIn(
      readerLanguage(brand, settled.language, memberLanguageOf(db, row.member_id)),
      settled,
    );
    emitToMember(
      db,
      row.member_id,
      'deposit',
      {
        depositId: publicId('D', id),
        status: outcome,
        amount: formatMoney(row.amount_cents),
        ...(failureReason ? { failureReason } : {}),
      },
      now,
    );
    return true;
  });
}

export function depositPage(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: { pageNo?: number; pageSize?: number; startDate?: string; endDate?: string; status?: DepositRow['status'] },
  origin: string,
  now: number,
  language: ContentLanguage,
): ResponseOf<'depositList'> {
  const period = recordPeriodOf(db, brand, query, now);
  const { pageNo, pageSize, offset } = pageOf(query);
  const where = `member_id = ? AND created_at >= ? AND created_at < ?${query.status ? ' AND status = ?' : ''}`;
  const params: (string | number)[] = [memberId, period.from, period.to, ...(query.status ? [query.status] : [])];
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(fee_cents), 0) AS fee FROM deposits WHERE ${where}`,
  ).get(...params) as { n: number; amount: number; fee: number };
  const rows = statement(
    db,
    `SELECT * FROM deposits WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as DepositRow[];
  return {
    list: rows.map((row) => toDeposit(db, brand, row, origin, now, language)),
    pageNo,
    totalPages: totalPagesOf(totals.n, pageSize),
    totalRows: totals.n,
    period: { startDate: period.startDate, endDate: period.endDate, timeZone: period.timeZone },
    totals: { amount: formatMoney(totals.amount), fee: formatMoney(totals.fee) },
  };
}

/**
 * Marks failed every payment-page deposit whose page has expired (PAGE_PAYMENT_MINUTES): the
 * member gets the failure message and the live event, nothing is credited. Returns how many.
 */
export function expirePageDeposits(db: Db, brands: ReadonlyMap<string, PlatformBrand>, now: number): number {
  const due = statement(
    db,
    "SELECT id FROM deposits WHERE status = 'pending' AND kind <> 'bank' AND created_at <= ? ORDER BY id LIMIT 500",
  ).all(now - PAGE_PAYMENT_MINUTES * 60_000) as { id: number }[];
  let expired = 0;
  for (const { id } of due) if (settleDeposit(db, brands, id, 'failed', PAGE_EXPIRED_REASON, now)) expired++;
  return expired;
}

/** Deposits waiting for the operator or the payment page, oldest first (`npm run admin -- deposits`). */
export function pendingDeposits(db: Db): (DepositRow & { account: string })[] {
  return db
    .prepare(
      "SELECT d.*, m.account FROM deposits d JOIN members m ON m.id = d.member_id WHERE d.status = 'pending' ORDER BY d.created_at, d.id LIMIT 200",
    )
    .all() as (DepositRow & { account: string })[];
}

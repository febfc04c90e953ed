import type { LedgerKind } from '../../schemas/vocabulary.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney } from './format.ts';
import { emitToMember } from './liveEvents.ts';
import { renderText, storedText, text, type PlatformText } from '../texts/index.ts';

/** The main wallet; any other wallet name is a vendor's transfer wallet (WALLET-02). */
export const MAIN = 'MAIN';

export type { LedgerKind };

export interface Movement {
  memberId: number;
  /** Default MAIN. */
  wallet?: string;
  kind: LedgerKind;
  /** Signed, in minor units: money in is positive. */
  amountCents: number;
  /**
   * Shown to the member in the account record, in the reader's language: stored as its text code and
   * parameters (and its English words in `reason`, for the operator's tools). Plain words (an
   * operator's, a test's) are stored as they are and shown as they are in every language.
   */
  reason: PlatformText | string;
  /** What the movement belongs to: a deposit (D…), withdrawal (W…), transfer (T…), bet (B…). */
  reference: string;
  at: number;
}

/** A wallet's balance as kept beside the ledger (always equal to the sum of its rows: `ledger check`). */
export function walletBalanceCents(db: Db, memberId: number, wallet: string = MAIN): number {
  if (wallet === MAIN) {
    const row = statement(db, 'SELECT balance_cents FROM members WHERE id = ?').get(memberId) as
      { balance_cents: number } | undefined;
    return row?.balance_cents ?? 0;
  }
  const row = statement(db, 'SELECT balance_cents FROM vendor_wallets WHERE member_id = ? AND vendor = ?').get(
    memberId,
    wallet,
  ) as { balance_cents: number } | undefined;
  return row?.balance_cents ?? 0;
}

/**
 * Writes one movement: a ledger row and the wallet's balance, together, refusing to take a wallet
 * below zero (INSUFFICIENT_BALANCE). Runs inside the caller's transaction when there is one. Only
 * server/money calls it: each money operation there is its own transaction around it. A main
 * wallet movement tells the member's live sessions the new balance. Returns the balance after.
 */
export function post(db: Db, movement: Movement): number {
  const { memberId, kind, amountCents, reason, reference, at } = movement;
  const wallet = movement.wallet ?? MAIN;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0)
    throw new Error(`ledger: a movement of ${amountCents} is not a whole non-zero amount`);
  const write = () => {
    const before = walletBalanceCents(db, memberId, wallet);
    const after = before + amountCents;
    if (after < 0) {
      const figures = { available: formatMoney(before), requested: formatMoney(-amountCents) };
      throw new PlatformError(
        'INSUFFICIENT_BALANCE',
        wallet === MAIN
          ? text('error.insufficientBalance', figures)
          : text('error.insufficientBalanceWallet', { ...figures, wallet }),
      );
    }
    if (wallet === MAIN) {
      statement(db, 'UPDATE members SET balance_cents = ? WHERE id = ?').run(after, memberId);
    } else {
      statement(
        db,
        'INSERT INTO vendor_wallets (member_id, vendor, balance_cents) VALUES (?, ?, ?) ON CONFLICT(member_id, vendor) DO UPDATE SET balance_cents = excluded.balance_cents',
      ).run(memberId, wallet, after);
    }
    const words = typeof reason === 'string' ? reason : renderText('EN', reason);
    const stored = typeof reason === 'string' ? { code: null, params: null } : storedText(reason);
    statement(
      db,
      `INSERT INTO ledger_entries (member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at, text_code, text_params)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(memberId, wallet, kind, amountCents, after, words, reference, at, stored.code, stored.params);
    if (wallet === MAIN) {
      emitToMember(
        db,
        memberId,
        'balance',
        {
          balance: formatMoney(after),
          available: formatMoney(after),
          delta: formatMoney(amountCents),
          kind,
          reason: words,
          reference,
        },
        at,
      );
    }
    return after;
  };
  return writeTransaction(db, write);
}

export interface LedgerMismatch {
  memberId: number;
  account: string;
  wallet: string;
  kept: number;
  ledger: number;
}

export interface LedgerReport {
  wallets: number;
  entries: number;
  mismatches: LedgerMismatch[];
  /** Rows whose balance_after is not the previous row's plus the amount. */
  brokenChains: { memberId: number; wallet: string; entryId: number }[];
}

/**
 * `npm run admin -- ledger check`: every wallet's balance equals the sum of its ledger rows, and
 * each row's balance-after follows from the one before.
 */
export function checkLedger(db: Db): LedgerReport {
  const mismatches = db
    .prepare(
      `WITH kept AS (
         SELECT id AS member_id, 'MAIN' AS wallet, balance_cents AS kept FROM members
         UNION ALL SELECT member_id, vendor, balance_cents FROM vendor_wallets
       ), sums AS (
         SELECT member_id, wallet, SUM(amount_cents) AS ledger FROM ledger_entries GROUP BY member_id, wallet
       ), together AS (
         SELECT k.member_id, k.wallet, k.kept, COALESCE(s.ledger, 0) AS ledger FROM kept k LEFT JOIN sums s ON s.member_id = k.member_id AND s.wallet = k.wallet
         UNION ALL
         SELECT s.member_id, s.wallet, 0, s.ledger FROM sums s WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = s.member_id AND k.wallet = s.wallet)
       )
       SELECT t.member_id AS memberId, COALESCE(m.account, '?') AS account, t.wallet, t.kept, t.ledger
       FROM together t LEFT JOIN members m ON m.id = t.member_id WHERE t.kept != t.ledger OR t.kept < 0`,
    )
    .all() as LedgerMismatch[];
  const brokenChains = db
    .prepare(
      `SELECT member_id AS memberId, wallet, id AS entryId FROM (
         SELECT id, member_id, wallet, amount_cents, balance_after_cents,
           LAG(balance_after_cents, 1, 0) OVER (PARTITION BY member_id, wallet ORDER BY id) AS previous
         FROM ledger_entries
       ) WHERE previous + amount_cents != balance_after_cents LIMIT 100`,
    )
    .all() as LedgerReport['brokenChains'];
  const counts = db
    .prepare("SELECT COUNT(*) AS entries, COUNT(DISTINCT member_id || '/' || wallet) AS wallets FROM ledger_entries")
    .get() as {
    entries: number;
    wallets: number;
  };
  return { ...counts, mismatches, brokenChains };
}

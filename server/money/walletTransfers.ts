import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { MAIN, post, walletBalanceCents } from './ledger.ts';

/** Vendors that keep a transfer wallet of their own (the footer's vendors, FOOTER-03). */
export const TRANSFER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** 'pg' → 'PG'; 'MAIN' → 'MAIN'; anything else is refused with the list of wallets that exist (UNSPEC-08). */
export function walletName(name: string): string {
  const upper = name.trim().toUpperCase();
  if (upper === MAIN || (TRANSFER_VENDORS as readonly string[]).includes(upper)) return upper;
  throw new PlatformError(
    'VALIDATION_FAILED',
    `Unknown wallet "${name}". Wallets: ${[MAIN, ...TRANSFER_VENDORS].join(', ')}.`,
  );
}

/**
 * Moves money between the main wallet and a vendor wallet (or between two vendors) in one
 * transaction, as two ledger rows under one reference; a wallet never goes below zero. Returns the
 * main wallet's balance afterwards.
 */
export function transferBetweenWallets(
  db: Db,
  memberId: number,
  from: string,
  to: string,
  amountCents: number,
  now: number,
): number {
  if (from === to) throw new PlatformError('VALIDATION_FAILED', 'Choose two different wallets.');
  if (amountCents <= 0) throw new PlatformError('AMOUNT_OUT_OF_RANGE', 'The amount must be greater than 0.00.');
  return writeTransaction(db, () => {
    const transfer = statement(
      db,
      'INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, from, to, amountCents, now);
    const reference = `T${transfer.lastInsertRowid}`;
    post(db, {
      memberId,
      wallet: from,
      kind: 'transfer',
      amountCents: -amountCents,
      reason: `Transfer to ${to}`,
      reference,
      at: now,
    });
    post(db, {
      memberId,
      wallet: to,
      kind: 'transfer',
      amountCents,
      reason: `Transfer from ${from}`,
      reference,
      at: now,
    });
    return walletBalanceCents(db, memberId);
  });
}

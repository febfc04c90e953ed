import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { MAIN, post, walletBalanceCents } from './ledger.ts';
import { text } from '../texts/index.ts';

/** Vendors that keep a transfer wallet of their own (the footer's vendors, FOOTER-03). */
export const TRANSFER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** 'pg' → 'PG'; 'MAIN' → 'MAIN'; anything else is refused with the list of wallets that exist (UNSPEC-08). */
export function walletName(name: string): string {
  const upper = name.trim().toUpperCase();
  if (upper === MAIN || (TRANSFER_VENDORS as readonly string[]).includes(upper)) return upper;
  throw new PlatformError(
    'VALIDATION_FAILED',
    text('error.unknownWallet', { name, wallets: [MAIN, ...TRANSFER_VENDORS].join(', ') }),
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
  if (from === to) throw new PlatformError('VALIDATION_FAILED', text('error.sameWallet'));
  if (amountCents <= 0) throw new PlatformError('AMOUNT_OUT_OF_RANGE', text('error.amountPositive'));
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
      reason: text('ledger.transferTo', { wallet: to }),
      reference,
      at: now,
    });
    post(db, {
      memberId,
      wallet: to,
      kind: 'transfer',
      amountCents,
      reason: text('ledger.transferFrom', { wallet: from }),
      reference,
      at: now,
    });
    return walletBalanceCents(db, memberId);
  });
}

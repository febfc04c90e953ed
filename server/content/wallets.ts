import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { adjustBalance, balanceCents, formatMoney } from '../services/wallet.ts';
import { addToRow } from './addToRow.ts';

/** The main wallet's name in a transfer (UNSPEC-08). */
export const MAIN_WALLET = 'MAIN';

/** Vendors that keep a transfer wallet of their own (the footer's vendors, FOOTER-03). */
export const TRANSFER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** 'pg' → 'PG'; 'MAIN' → 'MAIN'; anything else is refused with the list of wallets that exist. */
export function walletName(name: string): string {
  const upper = name.trim().toUpperCase();
  if (upper === MAIN_WALLET || (TRANSFER_VENDORS as readonly string[]).includes(upper)) return upper;
  throw new PlatformError('VALIDATION_FAILED', `Unknown wallet "${name}". Wallets: ${[MAIN_WALLET, ...TRANSFER_VENDORS].join(', ')}.`);
}

export function vendorBalanceCents(db: Db, memberId: number, vendor: string): number {
  const row = db.prepare('SELECT balance_cents FROM vendor_wallets WHERE member_id = ? AND vendor = ?').get(memberId, vendor) as
    | { balance_cents: number }
    | undefined;
  return row?.balance_cents ?? 0;
}

function adjustVendor(db: Db, memberId: number, vendor: string, deltaCents: number, insufficient: string): void {
  if (deltaCents < 0 && vendorBalanceCents(db, memberId, vendor) + deltaCents < 0) throw new PlatformError('VALIDATION_FAILED', insufficient);
  addToRow(db, 'vendor_wallets', [memberId, vendor], deltaCents);
}

/**
 * Moves money between the main wallet and a vendor wallet (or between two vendors) in one
 * transaction; a wallet never goes below zero. Returns the main wallet's balance afterwards.
 */
export function transferBetweenWallets(db: Db, memberId: number, from: string, to: string, amountCents: number, now: number): number {
  if (from === to) throw new PlatformError('VALIDATION_FAILED', 'Choose two different wallets.');
  if (amountCents <= 0) throw new PlatformError('VALIDATION_FAILED', 'The amount must be greater than 0.00.');
  const insufficient = (wallet: string, balance: number) =>
    `Insufficient balance in the ${wallet} wallet: ${formatMoney(balance)} available, ${formatMoney(amountCents)} requested.`;
  db.transaction(() => {
    if (from === MAIN_WALLET) {
      const available = balanceCents(db, memberId);
      if (available < amountCents) throw new PlatformError('VALIDATION_FAILED', insufficient(from, available));
      adjustBalance(db, memberId, -amountCents);
    } else {
      adjustVendor(db, memberId, from, -amountCents, insufficient(from, vendorBalanceCents(db, memberId, from)));
    }
    if (to === MAIN_WALLET) adjustBalance(db, memberId, amountCents);
    else adjustVendor(db, memberId, to, amountCents, '');
    db.prepare('INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)').run(
      memberId, from, to, amountCents, now,
    );
  })();
  return balanceCents(db, memberId);
}

import type { PlatformBrand } from '../brands.ts';
import { getSetting, setSetting, type Db } from '../db.ts';

/**
 * Wallet mode (GAME-13, CALL-61): a single (seamless) wallet that games debit directly, or
 * transfer wallets per vendor that the member fills from the main wallet (WALLET-02).
 * Kept in settings (`walletMode:<id>`) so an operator switches it without code; default transfer.
 */
export type WalletMode = 'single' | 'transfer';

export function walletModeFor(db: Db, brand: PlatformBrand): WalletMode {
  return getSetting(db, `walletMode:${brand.id}`) === 'single' ? 'single' : 'transfer';
}

export function setWalletMode(db: Db, brandId: string, mode: WalletMode): void {
  setSetting(db, `walletMode:${brandId}`, mode);
}

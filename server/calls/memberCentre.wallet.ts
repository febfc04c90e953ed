import type { CallHandlers } from '../context.ts';
import { currencySymbolFor } from '../brands.ts';
import { walletModeFor } from '../money/walletMode.ts';
import { PlatformError } from '../errors.ts';
import { once } from '../money/idempotency.ts';
import { walletBalanceCents } from '../money/ledger.ts';
import { TRANSFER_VENDORS, transferBetweenWallets, walletName } from '../money/walletTransfers.ts';
import { requireRealMember } from '../services/roles.ts';
import { formatMoney, parseMoney } from '../money/format.ts';
import { text, renderText } from '../texts/index.ts';

/** Wallet balance, transfers between wallets and the brand's wallet mode (CALL-19, 20, 61). */
export const walletHandlers: CallHandlers<'walletBalance' | 'walletTransfer' | 'merchantWallet'> = {
  walletBalance: (_input, ctx) => {
    const member = ctx.requireMember();
    const answer = {
      balance: formatMoney(walletBalanceCents(ctx.db, member.id)),
      currencySymbol: currencySymbolFor(ctx.db, ctx.brand),
    };
    // Transfer wallets: every vendor's, empty ones too, so the wallet page can list them (MC-03).
    if (walletModeFor(ctx.db, ctx.brand) === 'single') return answer;
    const wallets = TRANSFER_VENDORS.map((wallet) => ({
      wallet,
      balance: formatMoney(walletBalanceCents(ctx.db, member.id, wallet)),
    }));
    return { ...answer, wallets };
  },

  walletTransfer: (input, ctx) => {
    const member = requireRealMember(ctx);
    if (walletModeFor(ctx.db, ctx.brand) === 'single') {
      throw new PlatformError('VALIDATION_FAILED', text('error.singleWallet'));
    }
    const from = walletName(input.fromWallet);
    const to = walletName(input.toWallet);
    const amount = parseMoney(input.amount);
    return once(ctx.db, member.id, 'walletTransfer', input, ctx.now(), () => {
      const balance = transferBetweenWallets(ctx.db, member.id, from, to, amount, ctx.now());
      return {
        balance: formatMoney(balance),
        message: renderText(ctx.language, text('answer.walletTransferred', { amount: formatMoney(amount), from, to })),
      };
    });
  },

  // The query's isSingle is the client's cached guess; the brand's setting is the answer.
  merchantWallet: (_input, ctx) => ({ isSingle: walletModeFor(ctx.db, ctx.brand) === 'single' }),
};

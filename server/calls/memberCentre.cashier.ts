import type { CallHandlers } from '../context.ts';
import { depositMethods, createDeposit, depositPage, memberDeposit, toDeposit } from '../money/deposits.ts';
import { once } from '../money/idempotency.ts';
import { hasPaymentPassword, requirePaymentPassword, setPaymentPassword } from '../money/paymentPassword.ts';
import { addPayoutAccount, payoutAccountList, removePayoutAccount } from '../money/payoutAccounts.ts';
import { accountRecord, bettingRecord, bonusDetails, profitLoss } from '../money/records.ts';
import { transferToDownline, transferToUpline, uplineInfo } from '../money/upline.ts';
import {
  cancelWithdrawal,
  confirmAllReceipts,
  confirmReceipt,
  createWithdrawal,
  markNotReceived,
  withdrawalPage,
  withdrawSettings,
} from '../money/withdrawals.ts';
import { uploadedFiles } from '../multipart.ts';
import { requireAgent, requireRealMember } from '../services/roles.ts';
import { text, renderText } from '../texts/index.ts';

type CashierCall =
  | 'depositMethods'
  | 'depositCreate'
  | 'depositList'
  | 'depositStatus'
  | 'payoutAccounts'
  | 'payoutAccountAdd'
  | 'payoutAccountRemove'
  | 'paymentPasswordSet'
  | 'withdrawSettings'
  | 'withdrawCreate'
  | 'withdrawList'
  | 'withdrawConfirmReceipt'
  | 'withdrawNotReceived'
  | 'withdrawConfirmAll'
  | 'withdrawCancel'
  | 'uplineInfo'
  | 'transferUpline'
  | 'transferDownline'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitLoss'
  | 'bonusDetails';

/**
 * The cashier and the records (CALL-71..91, MC-02..09, WALLET-03..06). Every money-moving call runs
 * once per idempotency key; a payment password is checked (and counted) before anything moves.
 * Trial accounts have no cashier (ROLE-05).
 */
export const cashierHandlers: CallHandlers<CashierCall> = {
  depositMethods: (_input, ctx) => {
    requireRealMember(ctx);
    return depositMethods(ctx.db, ctx.brand, ctx.pagePayments, ctx.language);
  },

  depositCreate: (input, ctx) => {
    const member = requireRealMember(ctx);
    return once(ctx.db, member.id, 'depositCreate', input, ctx.now(), () =>
      toDeposit(
        ctx.db,
        ctx.brand,
        createDeposit(ctx.db, ctx.brand, member.id, input, ctx.now(), {
          pagePayments: ctx.pagePayments,
          language: ctx.language,
        }),
        ctx.origin,
        ctx.now(),
        ctx.language,
      ),
    );
  },

  depositList: (input, ctx) =>
    depositPage(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.origin, ctx.now(), ctx.language),

  depositStatus: (input, ctx) =>
    toDeposit(
      ctx.db,
      ctx.brand,
      memberDeposit(ctx.db, requireRealMember(ctx).id, input.depositId),
      ctx.origin,
      ctx.now(),
      ctx.language,
    ),

  payoutAccounts: (_input, ctx) => payoutAccountList(ctx.db, ctx.brand, requireRealMember(ctx).id),

  payoutAccountAdd: async (input, ctx) => {
    const member = requireRealMember(ctx);
    await requirePaymentPassword(ctx.db, member.id, input.paymentPassword, ctx.now());
    return addPayoutAccount(ctx.db, ctx.brand, member.id, input, ctx.now());
  },

  payoutAccountRemove: async (input, ctx) => {
    const member = requireRealMember(ctx);
    await requirePaymentPassword(ctx.db, member.id, input.paymentPassword, ctx.now());
    return { message: renderText(ctx.language, removePayoutAccount(ctx.db, member.id, input.accountId, ctx.now())) };
  },

  paymentPasswordSet: async (input, ctx) => ({
    message: await setPaymentPassword(ctx.db, requireRealMember(ctx).id, input, ctx.now()),
  }),

  withdrawSettings: (_input, ctx) => {
    const member = requireRealMember(ctx);
    return withdrawSettings(ctx.db, ctx.brand, member.id, hasPaymentPassword(ctx.db, member.id));
  },

  withdrawCreate: async (input, ctx) => {
    const member = requireRealMember(ctx);
    await requirePaymentPassword(ctx.db, member.id, input.paymentPassword, ctx.now());
    return once(ctx.db, member.id, 'withdrawCreate', input, ctx.now(), () =>
      createWithdrawal(ctx.db, ctx.brand, member.id, input, ctx.now()),
    );
  },

  withdrawList: (input, ctx) => {
    const member = requireRealMember(ctx);
    return withdrawalPage(ctx.db, ctx.brand, member.id, input, ctx.now());
  },

  withdrawConfirmReceipt: (input, ctx) =>
    confirmReceipt(ctx.db, ctx.brand, requireRealMember(ctx).id, input.withdrawalId, ctx.now()),

  withdrawNotReceived: (input, ctx) =>
    markNotReceived(ctx.db, ctx.brand, requireRealMember(ctx).id, input, uploadedFiles.get(input) ?? [], ctx.now()),

  withdrawConfirmAll: (_input, ctx) => ({
    confirmed: confirmAllReceipts(ctx.db, requireRealMember(ctx).id, ctx.now()),
  }),

  withdrawCancel: (input, ctx) =>
    cancelWithdrawal(ctx.db, ctx.brand, requireRealMember(ctx).id, input.withdrawalId, ctx.now()),

  uplineInfo: (_input, ctx) => uplineInfo(ctx.db, ctx.brand, requireRealMember(ctx)),

  transferUpline: async (input, ctx) => {
    const member = requireRealMember(ctx);
    await requirePaymentPassword(ctx.db, member.id, input.paymentPassword, ctx.now());
    return once(ctx.db, member.id, 'transferUpline', input, ctx.now(), () =>
      transferToUpline(ctx.db, ctx.brand, member, input, ctx.now(), ctx.language),
    );
  },

  // ROLE-10: the same integrity as the upline's direction: payment password, one key moves money once.
  transferDownline: async (input, ctx) => {
    const member = requireAgent(ctx, text('error.agentsOnlyDownline'));
    await requirePaymentPassword(ctx.db, member.id, input.paymentPassword, ctx.now());
    return once(ctx.db, member.id, 'transferDownline', input, ctx.now(), () =>
      transferToDownline(ctx.db, ctx.brand, member, input, ctx.now(), ctx.language),
    );
  },

  bettingRecord: (input, ctx) => bettingRecord(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.now()),

  accountRecord: (input, ctx) =>
    accountRecord(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.now(), ctx.language),

  profitLoss: (input, ctx) => profitLoss(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.now()),

  bonusDetails: (input, ctx) =>
    bonusDetails(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.now(), ctx.language),
};

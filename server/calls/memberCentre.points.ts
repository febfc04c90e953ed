import type { CallHandlers } from '../context.ts';
import {
  clearPasswordCheck,
  convertPoints,
  markPasswordChecked,
  pointBalance,
  pointConfig,
  redeemReward,
  redemptionPage,
  rewardCatalogue,
  transactionPage,
} from '../content/points.ts';
import { PlatformError } from '../errors.ts';
import { once } from '../money/idempotency.ts';
import { checkPaymentPassword } from '../money/paymentPassword.ts';
import { requireRealMember } from '../services/roles.ts';
import { formatMoney } from '../money/format.ts';
import { text } from '../texts/index.ts';

type PointCall =
  | 'getPointBalance'
  | 'getPointReward'
  | 'getPointConfig'
  | 'getRedeemPointList'
  | 'memTransDet'
  | 'convertPoint'
  | 'passwordCheck'
  | 'redeemPointReward';

/** The points mall (CALL-31..38, POINTS-*). */
export const pointHandlers: CallHandlers<PointCall> = {
  getPointBalance: (_input, ctx) => ({ points: pointBalance(ctx.db, ctx.requireMember().id) }),

  getPointReward: (_input, ctx) => {
    ctx.requireMember();
    return rewardCatalogue(ctx.db, ctx.brand.id, ctx.language, ctx.origin);
  },

  getPointConfig: (_input, ctx) => {
    ctx.requireMember();
    return pointConfig(ctx.db, ctx.brand.id);
  },

  getRedeemPointList: (input, ctx) => redemptionPage(ctx.db, ctx.requireMember().id, input),

  memTransDet: (input, ctx) => transactionPage(ctx.db, ctx.requireMember().id, input, ctx.language),

  convertPoint: (input, ctx) => {
    const member = requireRealMember(ctx);
    return once(ctx.db, member.id, 'convertPoint', input, ctx.now(), () => {
      const { points, creditedCents } = convertPoints(ctx.db, ctx.brand.id, member.id, input.points, ctx.now());
      return { points, credited: formatMoney(creditedCents) };
    });
  },

  passwordCheck: async (input, ctx) => {
    const member = requireRealMember(ctx);
    const pass = await checkPaymentPassword(ctx.db, member.id, input.password, ctx.now());
    if (pass === null) throw new PlatformError('PAYMENT_PASSWORD_NOT_SET', text('error.paymentPasswordNotSet'));
    if (pass) markPasswordChecked(ctx.db, member.id, ctx.now());
    else clearPasswordCheck(ctx.db, member.id);
    return { pass };
  },

  redeemPointReward: (input, ctx) => {
    const member = requireRealMember(ctx);
    const language = ctx.language;
    // A redeem sent again with its key (the first answer was lost on the way) is answered, not redone.
    return once(ctx.db, member.id, 'redeemPointReward', input, ctx.now(), () => ({
      message: redeemReward(ctx.db, ctx.brand.id, member.id, input, language, ctx.now()),
    }));
  },
};

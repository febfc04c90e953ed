import type { CallHandlers } from '../context.ts';
import { contentLanguageFor } from '../content/languages.ts';
import {
  clearPasswordCheck, convertPoints, markPasswordChecked, pointBalance, pointConfig, redeemReward, redemptionPage, rewardCatalogue, transactionPage,
} from '../content/points.ts';
import { PlatformError } from '../errors.ts';
import { verifyPassword } from '../services/passwords.ts';
import { clearRateLimit, hitRateLimit } from '../services/rateLimit.ts';
import { requireRealMember } from '../services/roles.ts';
import { formatMoney } from '../services/wallet.ts';

/** Failed payment-password checks per member: 10 in 15 minutes, then a 5-minute lock (guessing a PIN). */
const PASSWORD_CHECK_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

type PointCall =
  | 'getPointBalance' | 'getPointReward' | 'getPointConfig' | 'getRedeemPointList' | 'memTransDet' | 'convertPoint' | 'passwordCheck'
  | 'redeemPointReward';

/** The points mall (CALL-31..38, POINTS-*). */
export const pointHandlers: CallHandlers<PointCall> = {
  getPointBalance: (_input, ctx) => ({ points: pointBalance(ctx.db, ctx.requireMember().id) }),

  getPointReward: (_input, ctx) => {
    const member = ctx.requireMember();
    return rewardCatalogue(ctx.db, ctx.brand.id, contentLanguageFor(ctx.brand, member.language), ctx.origin);
  },

  getPointConfig: (_input, ctx) => {
    ctx.requireMember();
    return pointConfig(ctx.db, ctx.brand.id);
  },

  getRedeemPointList: (input, ctx) => redemptionPage(ctx.db, ctx.requireMember().id, input),

  memTransDet: (input, ctx) => transactionPage(ctx.db, ctx.requireMember().id, input),

  convertPoint: (input, ctx) => {
    const member = requireRealMember(ctx);
    const { points, creditedCents } = convertPoints(ctx.db, ctx.brand.id, member.id, input.points, ctx.now());
    return { points, credited: formatMoney(creditedCents) };
  },

  passwordCheck: async (input, ctx) => {
    const member = requireRealMember(ctx);
    const row = ctx.db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').get(member.id) as { payment_password_hash: string | null } | undefined;
    if (!row?.payment_password_hash) throw new PlatformError('VALIDATION_FAILED', 'Set a payment password in the security center first.');
    // Every attempt is counted before the password is checked, so a locked member gets no guess in;
    // a pass clears the count again, so only failures lead to the lock.
    const limitKey = `paymentPassword:${member.id}`;
    hitRateLimit(ctx.db, limitKey, PASSWORD_CHECK_LIMIT.max, PASSWORD_CHECK_LIMIT.windowMs, ctx.now());
    const pass = await verifyPassword(input.password, row.payment_password_hash);
    if (pass) {
      clearRateLimit(ctx.db, limitKey);
      markPasswordChecked(ctx.db, member.id, ctx.now());
    } else {
      clearPasswordCheck(ctx.db, member.id);
    }
    return { pass };
  },

  redeemPointReward: (input, ctx) => {
    const member = requireRealMember(ctx);
    const language = contentLanguageFor(ctx.brand, member.language);
    return { message: redeemReward(ctx.db, ctx.brand.id, member.id, input, language, ctx.now()) };
  },
};

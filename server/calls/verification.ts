import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { findByMobile } from '../services/accounts.ts';
import { checkMobile, sendSmsCode } from '../services/smsCodes.ts';

export const verificationHandlers: CallHandlers<'smsNoLogin' | 'smsRegister'> = {
  /**
   * CALL-13: a code for SMS login or phone reset (SMS-01). It is only sent to a registered number,
   * but the answer is the same either way, so the call cannot be used to find out who plays here.
   */
  smsNoLogin({ mobileNum, countryDialingCode }, ctx) {
    const phone = { mobileNum, countryDialingCode };
    checkMobile(ctx.brand, phone);
    if (!findByMobile(ctx.db, ctx.brand.id, phone)) return { expiredMinutes: 10 };
    return { expiredMinutes: sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'noLogin', ctx.now()) };
  },

  /** CALL-14: a code to prove a new number at registration (SMS-02, REG-04). */
  smsRegister({ mobileNo, countryDialingCode }, ctx) {
    const phone = { mobileNum: mobileNo, countryDialingCode };
    checkMobile(ctx.brand, phone);
    if (findByMobile(ctx.db, ctx.brand.id, phone)) throw new PlatformError('USERNAME_TAKEN', 'This mobile number is already registered.');
    return { expiredMinutes: sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'register', ctx.now()) };
  },
};

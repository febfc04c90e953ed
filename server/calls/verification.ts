import { platformFlags } from '../brands.ts';
import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { findByMobile } from '../services/accounts.ts';
import { checkMobile, sendSmsCode, SMS_CODE_MINUTES, throttleSmsRequest } from '../services/smsCodes.ts';

export const verificationHandlers: CallHandlers<'smsNoLogin' | 'smsRegister'> = {
  /**
   * CALL-13: a code for SMS login or phone reset (SMS-01). It is only sent to a registered number,
   * but the answer and the throttling are the same either way, so the call cannot be used to find
   * out who plays here.
   */
  smsNoLogin({ mobileNum, countryDialingCode }, ctx) {
    const phone = { mobileNum, countryDialingCode };
    checkMobile(ctx.brand, phone);
    throttleSmsRequest(ctx.db, ctx.brand, phone, ctx.ip, ctx.now());
    if (findByMobile(ctx.db, ctx.brand.id, phone)) sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'noLogin', ctx.now());
    return { expiredMinutes: SMS_CODE_MINUTES };
  },

  /** CALL-14: a code to prove a new number at registration (SMS-02, REG-04), where the brand verifies numbers (FLAG-02). */
  smsRegister({ mobileNo, countryDialingCode }, ctx) {
    if (platformFlags(ctx.db, ctx.brand).REGMOBVERF3 !== true) throw new PlatformError('FEATURE_DISABLED', 'This site does not verify mobile numbers by SMS at registration.');
    const phone = { mobileNum: mobileNo, countryDialingCode };
    checkMobile(ctx.brand, phone);
    throttleSmsRequest(ctx.db, ctx.brand, phone, ctx.ip, ctx.now());
    if (findByMobile(ctx.db, ctx.brand.id, phone)) throw new PlatformError('USERNAME_TAKEN', 'This mobile number is already registered.');
    return { expiredMinutes: sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'register', ctx.now()) };
  },
};

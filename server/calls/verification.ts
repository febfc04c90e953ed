import { platformFlags } from '../brands.ts';
import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { findByMobile } from '../services/accounts.ts';
import { consumeChallenge, issueChallenge } from '../services/challenge.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import {
  checkDialingCodeOffered,
  checkedPhone,
  sendSmsCode,
  SMS_CODE_MINUTES,
  SMS_RESEND_SECONDS,
  throttleSmsRequest,
} from '../services/smsCodes.ts';
import { text } from '../texts/index.ts';

export const verificationHandlers: CallHandlers<'smsNoLogin' | 'smsRegister' | 'challenge'> = {
  /**
   * CALL-13: a code for SMS login or phone reset (SMS-01), where the brand offers either
   * (MOBILEVERCODELOGIN3, PHONEPWDRECOVERY), after a solved challenge (UNSPEC-35). It is only sent
   * to a registered number, but the answer and the throttling are the same either way, so the call
   * cannot be used to find out who plays here. Another code for the number comes a minute later at
   * the soonest (`resendSeconds`, SMS-04).
   */
  async smsNoLogin({ mobileNum, countryDialingCode, challengeToken }, ctx) {
    const flags = platformFlags(ctx.db, ctx.brand);
    if (flags.MOBILEVERCODELOGIN3 !== true && flags.PHONEPWDRECOVERY !== true) {
      throw new PlatformError('FEATURE_DISABLED', text('error.smsLoginCodesOff'));
    }
    checkDialingCodeOffered(flags, ctx.brand, countryDialingCode);
    const phone = checkedPhone(ctx.brand, countryDialingCode, mobileNum);
    await consumeChallenge(ctx.db, ctx.brand.id, 'sms', challengeToken, ctx.now());
    throttleSmsRequest(ctx.db, ctx.brand, phone, 'noLogin', ctx.ip, ctx.now());
    if (findByMobile(ctx.db, ctx.brand.id, phone))
      sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'noLogin', ctx.now(), ctx.language);
    return { expiredMinutes: SMS_CODE_MINUTES, resendSeconds: SMS_RESEND_SECONDS };
  },

  /** CALL-14: a code to prove a new number at registration (SMS-02, REG-04), where the brand verifies numbers (FLAG-02), after a solved challenge. */
  async smsRegister({ mobileNo, countryDialingCode, challengeToken }, ctx) {
    const flags = platformFlags(ctx.db, ctx.brand);
    if (flags.REGMOBVERF3 !== true || flags.MOBILENUMREG3 !== true) {
      throw new PlatformError('FEATURE_DISABLED', text('error.smsRegisterOff'));
    }
    checkDialingCodeOffered(flags, ctx.brand, countryDialingCode);
    const phone = checkedPhone(ctx.brand, countryDialingCode, mobileNo);
    await consumeChallenge(ctx.db, ctx.brand.id, 'sms', challengeToken, ctx.now());
    throttleSmsRequest(ctx.db, ctx.brand, phone, 'register', ctx.ip, ctx.now());
    if (findByMobile(ctx.db, ctx.brand.id, phone)) throw new PlatformError('USERNAME_TAKEN', text('error.mobileTaken'));
    return {
      expiredMinutes: sendSmsCode(ctx.db, ctx.outbox, ctx.brand, phone, 'register', ctx.now(), ctx.language),
      resendSeconds: SMS_RESEND_SECONDS,
    };
  },

  /** CALL-66: a signed proof-of-work challenge for one action (UNSPEC-35); 60 a minute per visitor. */
  async challenge({ action }, ctx) {
    hitRateLimit(ctx.db, `challenge:${ctx.ip}`, 60, 60_000, ctx.now());
    return issueChallenge(ctx.db, ctx.brand.id, action, ctx.now());
  },
};

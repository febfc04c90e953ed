import { randomInt } from 'node:crypto';
import { platformFlags, platformRegisterRules } from '../brands.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { findByAccount, findByMobile, isPasswordExpired, normaliseAccount, setPassword } from '../services/accounts.ts';
import { verifyPassword } from '../services/passwords.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { checkRule } from '../services/registerRules.ts';
import { clearPasswordChange, closeAllSessions, closeOtherSessions, openSession } from '../services/sessions.ts';
import { checkDialingCodeOffered, consumeSmsCode, phoneOf } from '../services/smsCodes.ts';
import { text, renderText } from '../texts/index.ts';

/** A new password obeys the same rule as at registration (VAL-21, VAL-25). */
const checkNewPassword = (ctx: CallContext, password: string) =>
  checkRule(platformRegisterRules(ctx.db, ctx.brand), 'password', password, true);

/** A temporary password the operator e-mails: letters and digits, so it passes the common rules. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick(letters, 5)}${pick('23456789', 3)}`;
}

export const passwordHandlers: CallHandlers<'changePassword' | 'forgotPasswordEmail' | 'resetPasswordByPhone'> = {
  /** CALL-15 (PWD-01, AUTH-05, AUTH-06, VAL-09): other sessions end; this one stays, free of a change it was held to. */
  async changePassword({ oldPassword, newPassword, confirmNewPassword }, ctx) {
    const member = ctx.requireMember();
    if (newPassword !== confirmNewPassword) throw new PlatformError('VALIDATION_FAILED', text('error.confirmPassword'));
    const credentials = findByAccount(ctx.db, ctx.brand.id, member.account)!;
    // The old password may be left out only when the platform itself asks for the change (expired or temporary).
    const expired = isPasswordExpired(credentials, platformFlags(ctx.db, ctx.brand), ctx.now());
    if (oldPassword === undefined ? !expired : !(await verifyPassword(oldPassword, credentials.passwordHash))) {
      throw new PlatformError('INVALID_CREDENTIALS', text('error.oldPassword'));
    }
    if (oldPassword === newPassword) throw new PlatformError('VALIDATION_FAILED', text('error.passwordSame'));
    checkNewPassword(ctx, newPassword);
    await setPassword(ctx.db, member.id, newPassword, { expired: false, now: ctx.now() });
    closeOtherSessions(ctx.db, member.id, ctx.token!);
    clearPasswordChange(ctx.db, ctx.token!);
    return { message: renderText(ctx.language, text('answer.passwordChanged')) };
  },

  /**
   * CALL-16 (PWD-04, ERR-02): a temporary password goes to the account's e-mail; it works once
   * and forces a change at the next login (AUTH-06).
   */
  async forgotPasswordEmail({ username, email }, ctx) {
    hitRateLimit(ctx.db, `forgot:${ctx.brand.id}:${normaliseAccount(username)}`, 3, 10 * 60 * 1000, ctx.now());
    const member = findByAccount(ctx.db, ctx.brand.id, username);
    if (!member || !member.email || member.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new PlatformError('ACCOUNT_NOT_FOUND', text('error.accountUnknown'));
    }
    const password = temporaryPassword();
    await setPassword(ctx.db, member.id, password, { expired: true, now: ctx.now() });
    closeAllSessions(ctx.db, member.id);
    ctx.outbox.send({
      brand: ctx.brand.id,
      channel: 'email',
      recipient: member.email,
      subject: `${ctx.brand.name}: your temporary password`,
      body: `Hello ${member.account},\n\nYour temporary password is ${password}\nPlease log in and choose a new password.\n`,
    });
    return { message: renderText(ctx.language, text('answer.passwordSent')) };
  },

  /** CALL-17 (PWD-05, PWD-06): the SMS code proves the number; the member is logged in with the new password. */
  async resetPasswordByPhone({ newPassword, mobileNum, countryDialingCode, verificationCode }, ctx) {
    const flags = platformFlags(ctx.db, ctx.brand);
    if (flags.PHONEPWDRECOVERY !== true) throw new PlatformError('FEATURE_DISABLED', text('error.phoneRecoveryOff'));
    const phone = phoneOf(countryDialingCode ?? ctx.brand.defaultDialingCode, mobileNum);
    checkDialingCodeOffered(flags, ctx.brand, phone.countryDialingCode);
    // The password is checked before the code is spent, so a weak password costs no new SMS.
    checkNewPassword(ctx, newPassword);
    consumeSmsCode(ctx.db, ctx.brand, phone, 'noLogin', verificationCode, ctx.now());
    const member = findByMobile(ctx.db, ctx.brand.id, phone);
    // A valid code was only ever sent to a registered number; this guards a number deleted since.
    if (!member) throw new PlatformError('ACCOUNT_NOT_FOUND', text('error.mobileUnknown'));
    await setPassword(ctx.db, member.id, newPassword, { expired: false, now: ctx.now() });
    closeAllSessions(ctx.db, member.id);
    return {
      message: renderText(ctx.language, text('answer.passwordReset')),
      token: openSession(ctx.db, member.id, ctx.now()),
      userName: member.account,
    };
  },
};

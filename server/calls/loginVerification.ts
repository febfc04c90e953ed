import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { findById } from '../services/accounts.ts';
import { finishLogin } from '../services/login.ts';
import {
  completeVerification,
  confirmAuthenticator,
  sendVerificationCode,
  startAuthenticator,
} from '../services/loginVerification.ts';
import { TRIAL_TYPE } from '../services/roles.ts';
import { text } from '../texts/index.ts';

export const loginVerificationHandlers: CallHandlers<
  'loginVerificationSend' | 'loginVerify' | 'authenticatorEnrol' | 'authenticatorConfirm'
> = {
  /** CALL-67: a login-verification code by SMS or e-mail (AUTH-15). */
  loginVerificationSend({ ticket, method }, ctx) {
    return sendVerificationCode(ctx.db, ctx.outbox, ctx.brand, ticket, method, ctx.ip, ctx.now(), ctx.language);
  },

  /** CALL-68: the code (or bank account name) completes the login; the address becomes known (AUTH-15). */
  loginVerify({ ticket, method, code, rememberDevice }, ctx) {
    const { memberId } = completeVerification(ctx.db, ticket, method, code, ctx.ip, ctx.now());
    const member = findById(ctx.db, memberId);
    if (!member) throw new PlatformError('VERIFICATION_TICKET_INVALID', text('error.verificationEnded'));
    return finishLogin(ctx, member, 'password', { remember: rememberDevice !== false });
  },

  /** CALL-69: a new authenticator secret and its otpauth:// URI, for the member's QR code. */
  authenticatorEnrol(_input, ctx) {
    const member = ctx.requireMember();
    if (member.type === TRIAL_TYPE) throw new PlatformError('TRIAL_FORBIDDEN', text('error.realAccountOnly'));
    return startAuthenticator(ctx.db, ctx.brand, member.id, member.account);
  },

  /** CALL-70: the first code confirms the authenticator. */
  authenticatorConfirm({ code }, ctx) {
    confirmAuthenticator(ctx.db, ctx.requireMember().id, code, ctx.now());
    return { enabled: true as const };
  },
};

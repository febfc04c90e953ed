import type { CallName } from '../../schemas/api/index.ts';
import type { CallContext } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/**
 * What a session held to a password change may still do (AUTH-05, AUTH-06, UNSPEC-19): make the
 * change, sign out, and read its own member info, which the player's site loads to show itself
 * signed in under the change dialog. System status carries no session and stays open anyway.
 */
export const OPEN_DURING_PASSWORD_CHANGE: ReadonlySet<CallName> = new Set([
  'changePassword',
  'logout',
  'memberInfo',
  'systemStatus',
]);

/**
 * Refuses every other call made with such a session, whether or not the call needs a session: the
 * password that opened it (an agent's choice, a temporary or an expired one) buys nothing but the change.
 */
export function assertPasswordChangeMade(name: CallName, ctx: Pick<CallContext, 'member' | 'passwordChange'>): void {
  if (!ctx.member || ctx.passwordChange === null || OPEN_DURING_PASSWORD_CHANGE.has(name)) return;
  const message = ctx.passwordChange === 'firstLogin' ? text('error.firstLogin') : text('error.passwordExpired');
  throw new PlatformError('PASSWORD_CHANGE_REQUIRED', message, { passwordChange: ctx.passwordChange });
}

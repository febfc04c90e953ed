import type { CallContext } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { secretDigest } from '../services/secrets.ts';
import { text } from '../texts/index.ts';

/**
 * The key of the call's session in the sessions table (the digest of its token). Launch links and
 * chat tickets store it, so they are deleted with the session: logout and a password change end them.
 */
export function sessionKeyOf(ctx: Pick<CallContext, 'token'>): string {
  if (!ctx.token) throw new PlatformError('NOT_LOGGED_IN', text('error.loginFirst'));
  return secretDigest(ctx.token);
}

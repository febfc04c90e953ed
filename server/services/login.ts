import { randomBytes } from 'node:crypto';
import type { ResponseOf, SignInProviderId } from '../../schemas/api/index.ts';
import { platformFlags } from '../brands.ts';
import type { CallContext } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { createMember, passwordChangeFor, type Credentials } from './accounts.ts';
import { clearLoginFailures } from './loginGuard.ts';
import { rememberAddress } from './loginVerification.ts';
import { openSession } from './sessions.ts';
import { sessionLimitReached } from '../responsibleGaming/enforce.ts';
import { memberIdentity, requireNotOnRegister } from '../responsibleGaming/register.ts';
import type { ProviderIdentity } from './signInProviders.ts';

/** How the member proved who they are. Only a password login can be asked to change the password (AUTH-06, AUTH-13). */
export type LoginKind = 'password' | 'sms' | 'provider';

/**
 * A login that has passed every check: the account's failures from this address are forgotten
 * (its lock lifts; a stranger's elsewhere stay),
 * the address becomes known (unless the member said not to remember it), a session opens.
 */
export function finishLogin(
  ctx: CallContext,
  member: Credentials,
  kind: LoginKind,
  options: { remember?: boolean; failureKey?: string } = {},
): ResponseOf<'login'> {
  const { db, brand } = ctx;
  const now = ctx.now();
  // Issue 29: a person on the brand's national self-exclusion register, or past a session limit
  // this period, gets no session.
  requireNotOnRegister(db, brand, memberIdentity(db, member.id));
  const sessionLimit = sessionLimitReached(db, brand, member.id, now, null);
  if (sessionLimit) throw sessionLimit;
  clearLoginFailures(db, brand.id, member.account, ctx.ip);
  if (options.failureKey) clearLoginFailures(db, brand.id, options.failureKey, ctx.ip);
  if (options.remember !== false) rememberAddress(db, member.id, ctx.ip, now);
  // The session is held to the change the answer asks for: it can do nothing else until it is made (UNSPEC-19).
  const passwordChange = kind === 'password' ? passwordChangeFor(member, platformFlags(db, brand), now) : null;
  const token = openSession(db, member.id, now, passwordChange);
  db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return {
    token,
    userName: member.account,
    firstTimeLogin: member.firstLogin ? 'F' : 'N',
    passwordExpired: passwordChange !== null,
    ...(passwordChange ? { passwordChange } : {}),
  };
}

/**
 * The member a third-party identity signs in as (AUTH-13): the account it is linked to; else the
 * signed-in member making the call (linking from the member's own session); else the one member of
 * the brand with the provider's verified e-mail; else a new account. The link is kept.
 */
export async function memberForIdentity(
  ctx: CallContext,
  provider: SignInProviderId,
  identity: ProviderIdentity,
): Promise<number> {
  const { db, brand } = ctx;
  const now = ctx.now();
  const linked = db
    .prepare('SELECT member_id FROM member_identities WHERE brand = ? AND provider = ? AND subject = ?')
    .get(brand.id, provider, identity.subject) as { member_id: number } | undefined;
  if (linked) return linked.member_id;
  let memberId = ctx.member?.id;
  if (memberId === undefined && identity.email && identity.emailVerified) {
    const byEmail = db
      .prepare('SELECT id FROM members WHERE brand = ? AND lower(email) = lower(?)')
      .all(brand.id, identity.email.trim()) as { id: number }[];
    if (byEmail.length === 1) memberId = byEmail[0]!.id;
  }
  if (memberId === undefined) {
    // Issue 29: a new account is opened only for a person the brand's register does not list.
    requireNotOnRegister(db, brand, { email: identity.email });
    for (let attempt = 0; memberId === undefined; attempt += 1) {
      try {
        const created = await createMember(
          db,
          {
            brand: brand.id,
            account: `${provider.slice(0, 2)}_${randomBytes(4).toString('hex')}`,
            nickname: identity.name?.slice(0, 64),
            email: identity.email,
          },
          now,
        );
        memberId = created.id;
      } catch (error) {
        if (!(error instanceof PlatformError && error.code === 'USERNAME_TAKEN') || attempt >= 3) throw error;
      }
    }
  }
  db.prepare(
    'INSERT OR IGNORE INTO member_identities (brand, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(brand.id, provider, identity.subject, memberId, now);
  return memberId;
}

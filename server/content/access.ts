import type { CallContext, Member } from '../context.ts';
import { PlatformError } from '../errors.ts';

/** Account type of trial (free-play) members (ROLE-02, CONST-29). */
export const TRIAL_TYPE = 4;
/** Agent account types (ROLE-02, UNSPEC-73: no further distinction). */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);

export const isTrial = (member: Member) => member.type === TRIAL_TYPE;
export const isAgent = (member: Member) => AGENT_TYPES.has(member.type);

/**
 * The signed-in member, who must hold a real account: trial accounts have no member centre
 * (ROLE-05), so what moves money, points or contracts is refused for them.
 */
export function requireRealMember(ctx: CallContext): Member {
  const member = ctx.requireMember();
  if (isTrial(member)) throw new PlatformError('TRIAL_FORBIDDEN', 'Trial accounts cannot use this. Please register or log in with a real account.');
  return member;
}

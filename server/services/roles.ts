import type { CallContext, Member } from '../context.ts';
import { PlatformError } from '../errors.ts';

/** Account type of a trial (free-play) account (ROLE-02). */
export const TRIAL_TYPE = 4;
/** Agent account types (ROLE-02, UNSPEC-73: no further distinction). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isTrial = (member: Pick<Member, 'type'>) => member.type === TRIAL_TYPE;
export const isAgent = (member: Pick<Member, 'type'>) => AGENT_TYPES.includes(member.type);

/**
 * The signed-in member, who must hold a real account: trial accounts are told to register and get
 * no games, member centre or agent centre (GAME-04, ROLE-05).
 */
export function requireRealMember(ctx: CallContext): Member {
  const member = ctx.requireMember();
  if (isTrial(member)) throw new PlatformError('TRIAL_FORBIDDEN', 'This is a trial account: please register or log in with a real account.');
  return member;
}

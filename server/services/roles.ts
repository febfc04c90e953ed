import type { CallContext, Member } from '../context.ts';
import { PlatformError } from '../errors.ts';

import { AGENT_TYPES, isAgentType, isTrialType, TRIAL_TYPE } from '../../schemas/api/memberTypes.ts';
import { text, type PlatformText } from '../texts/index.ts';

/** Account types are defined once, for the player and the platform (schemas/api/memberTypes.ts). */
export { AGENT_TYPES, TRIAL_TYPE };

export const isTrial = (member: Pick<Member, 'type'>) => isTrialType(member.type);
export const isAgent = (member: Pick<Member, 'type'>) => isAgentType(member.type);

/**
 * The signed-in member, who must hold a real account: trial accounts are told to register and get
 * no games, member centre or agent centre (GAME-04, ROLE-05).
 */
export function requireRealMember(ctx: CallContext): Member {
  const member = ctx.requireMember();
  if (isTrial(member)) throw new PlatformError('TRIAL_FORBIDDEN', text('error.trialAccount'));
  return member;
}

/** The signed-in member, who must be an agent (ROLE-09): members are refused before anything else is looked at. */
export function requireAgent(ctx: CallContext, refusal: PlatformText = text('error.agentsOnlyShort')): Member {
  const member = requireRealMember(ctx);
  if (!isAgent(member)) throw new PlatformError('NOT_AGENT', refusal);
  return member;
}

/**
 * Account types (ROLE-02, CONST-29): one definition for the player and the platform.
 * Agent types 1, 2, 41 and 42 (UNSPEC-73: no further distinction); trial (free play) type 4;
 * every other type is a member.
 */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export type AccountKind = 'member' | 'agent' | 'trial';

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

/** What an account of this type is. */
export function accountKindOf(type: number): AccountKind {
  if (isTrialType(type)) return 'trial';
  if (isAgentType(type)) return 'agent';
  return 'member';
}

import type { Condition, Device, SessionKind } from '../../schemas/brand/conditions.ts';

/** What a `when` condition is evaluated against. */
export interface ConditionContext {
  flags: Readonly<Record<string, boolean | undefined>>;
  session: SessionKind;
  device: Device;
}

/** True when every part of the condition holds; no condition always holds. */
export function holds(condition: Condition | undefined, context: ConditionContext): boolean {
  if (!condition) return true;
  if (condition.flags?.some((flag) => context.flags[flag] !== true)) return false;
  if (condition.notFlags?.some((flag) => context.flags[flag] === true)) return false;
  if (condition.session && !condition.session.includes(context.session)) return false;
  if (condition.device && !condition.device.includes(context.device)) return false;
  return true;
}

/** Keeps the items whose `when` holds, so hidden widgets are never loaded. */
export function visible<T extends { when?: Condition }>(items: readonly T[] | undefined, context: ConditionContext): T[] {
  return (items ?? []).filter((item) => holds(item.when, context));
}

/** The session kind of a member (ROLE-02): trial type 4; agent types 1, 2, 41, 42. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function sessionKindOf(member: { type: number } | null | undefined): SessionKind {
  if (!member) return 'visitor';
  if (member.type === TRIAL_TYPE) return 'trial';
  if (AGENT_TYPES.includes(member.type)) return 'agent';
  return 'member';
}

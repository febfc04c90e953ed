import { accountKindOf } from '../../schemas/api/memberTypes.ts';
import type { Condition, ContractType, Device, MemberTrait, SessionKind } from '../../schemas/brand/conditions.ts';

/** What a `when` condition is evaluated against. */
export interface ConditionContext {
  flags: Readonly<Record<string, boolean | undefined>>;
  session: SessionKind;
  device: Device;
  /** What member info says of the logged-in member; a trait not known (visitor, info on its way) does not hold. */
  member?: Readonly<Partial<Record<MemberTrait, boolean>>>;
  /** Contract types the consolidated info enables (CALL-21); not known (not loaded, ROLE-08) does not hold. */
  contracts?: Readonly<Partial<Record<ContractType, boolean>>>;
}

/** True when every part of the condition holds; no condition always holds. */
export function holds(condition: Condition | undefined, context: ConditionContext): boolean {
  if (!condition) return true;
  if (condition.flags?.some((flag) => context.flags[flag] !== true)) return false;
  if (condition.notFlags?.some((flag) => context.flags[flag] === true)) return false;
  if (condition.session && !condition.session.includes(context.session)) return false;
  if (condition.device && !condition.device.includes(context.device)) return false;
  if (condition.member?.some((trait) => context.member?.[trait] !== true)) return false;
  if (condition.notMember?.some((trait) => context.member?.[trait] === true)) return false;
  if (condition.contracts?.some((type) => context.contracts?.[type] !== true)) return false;
  return true;
}

/**
 * Whether a visitor may be shown the item, whatever else its condition asks: what the site
 * prepares before it knows who is there (the boot page's preloads, the first render's budget) leaves
 * out what only logged-in players see.
 */
export function mayShowVisitor(item: { when?: Condition }): boolean {
  return !item.when?.session || item.when.session.includes('visitor');
}

/** Keeps the items whose `when` holds, so hidden widgets are never loaded. */
export function visible<T extends { when?: Condition }>(
  items: readonly T[] | undefined,
  context: ConditionContext,
): T[] {
  return (items ?? []).filter((item) => holds(item.when, context));
}

/**
 * The session kind (ROLE-02): a visitor without an account, else the account's kind by type
 * (one definition with the platform), a trial also when the platform flags it.
 */
export function sessionKindOf(member: { type: number; trial?: boolean } | null | undefined): SessionKind {
  if (!member) return 'visitor';
  return member.trial ? 'trial' : accountKindOf(member.type);
}

/**
 * The member traits a `when` may ask for: from member info (CALL-07), and whether the
 * responsible-gaming state (CALL-150) has a time-out or self-exclusion in force.
 */
export function memberTraitsOf(
  member: { hasUpline?: boolean; excluded?: boolean } | null | undefined,
): Record<MemberTrait, boolean> {
  return { hasUpline: member?.hasUpline === true, excluded: member?.excluded === true };
}

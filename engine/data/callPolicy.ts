import type { CallName, RoutePolicy } from '../../schemas/api/index.ts';
import { callPolicies } from '../../schemas/generated/callPolicies.ts';

const NONE: RoutePolicy = Object.freeze({});

/**
 * A call's policy as the contract declares it (DESIGN §3c): whether it is idempotent, what its
 * success invalidates, whether its answer is kept for the session or asked again on focus.
 */
export function policyOf(name: CallName): RoutePolicy {
  return callPolicies[name] ?? NONE;
}

/** The calls a success of `name` makes stale. */
export const invalidatedBy = (name: CallName): readonly CallName[] =>
  (policyOf(name).invalidates ?? []) as readonly CallName[];

/** The calls asked again when the player returns to the window. */
export const REFRESHED_ON_FOCUS: readonly CallName[] = (Object.keys(callPolicies) as CallName[]).filter(
  (name) => policyOf(name).refreshOnFocus,
);

import type { CallName } from '../../schemas/api/index.ts';
import { useMutation, type Mutation, type MutationStatus } from '../../engine/react/data/useMutation.ts';

export type CallFormStatus = MutationStatus;

/** A form's call: the mutation's state, and `submit` (its `mutate`), typed by the contract's request. */
export interface CallForm<N extends CallName> extends Mutation<N> {
  /** Sends the form; resolves with the answer, or undefined when it failed (the failure is in `error`). */
  submit: Mutation<N>['mutate'];
}

/**
 * A form page's call (DESIGN §3d): the engine's one mutation hook (`useMutation`: the contract's
 * policy, one busy / error / success state, one idempotency key per attempt), named as a form's.
 */
export function useCallForm<N extends CallName>(name: N): CallForm<N> {
  const mutation = useMutation<N>(name);
  return { ...mutation, submit: mutation.mutate };
}

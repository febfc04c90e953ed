import { useCallback, useEffect, useRef, useState } from 'react';
import { IDEMPOTENCY_KEY } from '../../../schemas/api/define.ts';
// Types only: the contract's schemas themselves never reach the player's bundle.
import type { CallName, Calls, RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError, type GatewayError } from '../../api/errors.ts';
import type { CallOptions } from '../../api/gateway.ts';
import { policyOf } from '../../data/callPolicy.ts';
import { useEngine } from '../context.tsx';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

type WithoutKey<T> = T extends object ? Omit<T, typeof IDEMPOTENCY_KEY> : T;

/**
 * What a page sends: the contract's request without the idempotency key (the hook adds it), or a
 * FormData for a multipart call.
 */
export type MutationInput<N extends CallName> =
  WithoutKey<RequestOf<N>> | (Calls[N] extends { multipart: true } ? FormData : never);

/** true when a call's input may be left out: the contract asks for nothing, or for nothing required. */
type MutationInputOptional<N extends CallName> =
  undefined extends WithoutKey<RequestOf<N>>
    ? true
    : Partial<WithoutKey<RequestOf<N>>> extends WithoutKey<RequestOf<N>>
      ? true
      : false;

/** Options of one send: an upload's progress (multipart forms). */
export type MutationOptions = Pick<CallOptions, 'onUploadProgress'>;

export interface Mutation<N extends CallName> {
  /**
   * Sends the change. Resolves with the answer, or with undefined when it failed or was cancelled:
   * the failure is in `error` (never an unhandled rejection from a click handler).
   */
  mutate: (
    ...args: MutationInputOptional<N> extends true
      ? [input?: MutationInput<N>, options?: MutationOptions]
      : [input: MutationInput<N>, options?: MutationOptions]
  ) => Promise<ResponseOf<N> | undefined>;
  status: MutationStatus;
  data: ResponseOf<N> | undefined;
  error: GatewayError | null;
  /** Back to 'idle' (e.g. when a form is reopened). */
  reset: () => void;
}

interface State {
  status: MutationStatus;
  data: unknown;
  error: GatewayError | null;
}

const IDLE_STATE: State = { status: 'idle', data: undefined, error: null };

/** A failure after which nobody knows whether the platform acted: the retry must be the same attempt. */
const uncertain = (error: GatewayError) =>
  error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed' || (error.status ?? 0) >= 500;

/** A fresh idempotency key: 32 hex characters from the browser's random source. */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A change sent to the platform (DESIGN §3c, §3d), the one hook behind every form:
 * `const add = useMutation('addFavoriteGame')`, then `add.mutate({ nodeId })`. The call's policy
 * comes from the contract (schemas/api `policy`): when it succeeds, every shown call it invalidates
 * refreshes; when its request carries an idempotency key (calls that move money), one key is sent
 * per attempt — the same key when a send that timed out or failed on the way is sent again (the
 * platform acts once), a new key once the platform has answered. The send is never cancelled by
 * leaving the screen: the data client still refreshes what it changed.
 */
export function useMutation<N extends CallName>(name: N): Mutation<N> {
  const { data: client } = useEngine();
  const [state, setState] = useState<State>(IDLE_STATE);
  const mounted = useRef(true);
  const latest = useRef(0);
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const idempotent = policyOf(name).idempotent ?? false;
  const mutate = useCallback(
    async (input?: unknown, options: MutationOptions = {}) => {
      const attempt = ++latest.current;
      // Only the latest attempt of a still-mounted widget reports.
      const report = (next: State) => {
        if (mounted.current && attempt === latest.current) setState(next);
      };
      report({ status: 'pending', data: undefined, error: null });
      let body = input;
      if (idempotent) {
        attemptKey.current ??= newKey();
        // A multipart form carries the key as one more field.
        if (input instanceof FormData) input.set(IDEMPOTENCY_KEY, attemptKey.current);
        else body = { ...(input as object | undefined), [IDEMPOTENCY_KEY]: attemptKey.current };
      }
      try {
        const answer = await client.mutate(name, body, options);
        attemptKey.current = null;
        report({ status: 'success', data: answer, error: null });
        return answer;
      } catch (raw) {
        const error = toGatewayError(raw);
        if (!uncertain(error)) attemptKey.current = null;
        report(error.canceled ? IDLE_STATE : { status: 'error', data: undefined, error });
        return undefined;
      }
    },
    [client, name, idempotent],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE_STATE);
  }, []);
  return { ...state, mutate, reset } as Mutation<N>;
}

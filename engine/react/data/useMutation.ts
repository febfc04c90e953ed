import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallName, ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError, type GatewayError } from '../../api/errors.ts';
import type { InputOf, InputOptional } from '../../api/gateway.ts';
import { useEngine } from '../context.tsx';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface Mutation<N extends CallName> {
  /**
   * Sends the change. Resolves with the answer, or with undefined when it failed or was cancelled:
   * the failure is in `error` (never an unhandled rejection from a click handler).
   */
  mutate: (...input: InputOptional<N> extends true ? [input?: InputOf<N>] : [input: InputOf<N>]) => Promise<ResponseOf<N> | undefined>;
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

/**
 * A change sent to the platform (DESIGN §3c):
 * `const add = useMutation('addFavoriteGame')`, then `add.mutate({ nodeId })`; when it succeeds,
 * every shown call its contract policy invalidates refreshes (schemas/api: `policy.invalidates`).
 */
export function useMutation<N extends CallName>(name: N): Mutation<N> {
  const { data: client } = useEngine();
  const [state, setState] = useState<State>(IDLE_STATE);
  const mounted = useRef(true);
  const latest = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    async (input?: unknown) => {
      const attempt = ++latest.current;
      // Only the latest attempt of a still-mounted widget reports.
      const report = (next: State) => {
        if (mounted.current && attempt === latest.current) setState(next);
      };
      report({ status: 'pending', data: undefined, error: null });
      try {
        const answer = await client.mutate(name, input);
        report({ status: 'success', data: answer, error: null });
        return answer;
      } catch (raw) {
        const error = toGatewayError(raw);
        report(error.canceled ? IDLE_STATE : { status: 'error', data: undefined, error });
        return undefined;
      }
    },
    [client, name],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE_STATE);
  }, []);
  return { ...state, mutate, reset } as Mutation<N>;
}

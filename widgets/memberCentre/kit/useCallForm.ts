import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallName, ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError, type GatewayError } from '../../../engine/api/errors.ts';
import type { CallOptions } from '../../../engine/api/gateway.ts';
import { useEngine } from '../../../engine/react/context.tsx';
import { policyOf } from '../../../engine/data/callPolicy.ts';

export type CallFormStatus = 'idle' | 'pending' | 'success' | 'error';

export interface CallForm<N extends CallName> {
  /** Sends the form; resolves with the answer, or undefined when it failed (the failure is in `error`). */
  submit: (input: Record<string, unknown>, options?: Pick<CallOptions, 'onUploadProgress'>) => Promise<ResponseOf<N> | undefined>;
  status: CallFormStatus;
  data: ResponseOf<N> | undefined;
  error: GatewayError | null;
  reset: () => void;
}

interface FormState {
  status: CallFormStatus;
  data: unknown;
  error: GatewayError | null;
}

const IDLE: FormState = { status: 'idle', data: undefined, error: null };

/** A failure after which nobody knows whether the platform acted: the retry must be the same attempt. */
const uncertain = (error: GatewayError) => error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed' || (error.status ?? 0) >= 500;

/** A fresh idempotency key: 32 hex characters from the browser's random source. */
function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A form page's call (DESIGN §3d): one busy / error / success state, the calls it makes stale
 * refreshed when it succeeds (the contract's `policy.invalidates`), and — for calls whose request
 * carries an idempotency key (the policy's `idempotent`, calls that move money) — one idempotency key
 * per attempt: the same key when a send that timed out or failed on the way is sent again (the
 * platform moves the money once), a new key once the platform has answered. The send is never
 * cancelled by leaving the page: the data client still refreshes what it changed.
 */
export function useCallForm<N extends CallName>(name: N): CallForm<N> {
  const { data: client } = useEngine();
  const [state, setState] = useState<FormState>(IDLE);
  const mounted = useRef(true);
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const idempotent = policyOf(name).idempotent ?? false;
  const submit = useCallback(
    async (input: Record<string, unknown>, callOptions: Pick<CallOptions, 'onUploadProgress'> = {}): Promise<unknown> => {
      const report = (next: FormState) => {
        if (mounted.current) setState(next);
      };
      report({ status: 'pending', data: undefined, error: null });
      if (idempotent) attemptKey.current ??= newKey();
      // A form (multipart) carries the key as one more field.
      let body: unknown = input;
      if (idempotent && input instanceof FormData) input.set('idempotencyKey', attemptKey.current!);
      else if (idempotent) body = { ...input, idempotencyKey: attemptKey.current };
      try {
        const answer = await client.mutate(name, body, callOptions);
        attemptKey.current = null;
        report({ status: 'success', data: answer, error: null });
        return answer;
      } catch (raw) {
        const error = toGatewayError(raw);
        if (!uncertain(error)) attemptKey.current = null;
        report({ status: 'error', data: undefined, error });
        return undefined;
      }
    },
    [client, name, idempotent],
  );
  const reset = useCallback(() => setState(IDLE), []);
  const result: Record<string, unknown> = { ...state, submit, reset };
  return result as unknown as CallForm<N>;
}

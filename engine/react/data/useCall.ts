import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CallName, RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import type { GatewayError } from '../../api/errors.ts';
import type { InputOptional } from '../../api/gateway.ts';
import { callKey } from '../../core/callKey.ts';
import { IDLE } from '../../data/dataClient.ts';
import { useEngine } from '../context.tsx';

export interface UseCallOptions {
  /** false: the call is not made (yet), e.g. until someone logs in; the result stays 'idle'. */
  enabled?: boolean;
  /**
   * Pages and periods: while the new params load, the last answer of this widget stays shown
   * (`status` 'success', `fetching` and `previous` true) instead of a skeleton.
   */
  keepPrevious?: boolean;
}

interface Shared {
  /** A request is under way (the first load, or a refresh that keeps the last answer shown). */
  fetching: boolean;
  /** Asks again (the retry of an error). */
  refetch: () => Promise<void>;
  /** The data is the answer for the previous params, shown while the new ones load (`keepPrevious`). */
  previous?: boolean;
}

/** What `useCall` gives: narrow on `status` to reach `data` (typed from the contract) or `error`. */
export type CallResult<T> = Shared &
  (
    | { status: 'idle'; data: undefined; error: null } // not enabled
    | { status: 'loading'; data: undefined; error: null }
    | { status: 'success'; data: T; error: null }
    | { status: 'error'; data: T | undefined; error: GatewayError }
  );

/** Params come after the name, and may be left out when the contract requires none. */
export type UseCallArgs<N extends CallName> =
  InputOptional<N> extends true
    ? [params?: RequestOf<N>, options?: UseCallOptions]
    : [params: RequestOf<N>, options?: UseCallOptions];

/**
 * Platform data for a widget (DESIGN §3c), typed from the contract:
 * `const games = useCall('gameList', { gameType, pageNo, pageSize: 18 })` gives
 * `games.data: ResponseOf<'gameList'>` once `games.status === 'success'`.
 * Identical calls are shared; changed params cancel the stale request; the state is kept by the
 * engine's data client, so an unmounted widget is never updated.
 */
export function useCall<N extends CallName>(
  name: N,
  ...[params, options]: NoInfer<UseCallArgs<N>>
): CallResult<ResponseOf<N>> {
  const { data: client } = useEngine();
  const enabled = options?.enabled ?? true;
  const key = callKey(name, params);
  // The key stands for name and params: callbacks change only when the call does.
  /* eslint-disable react-hooks/exhaustive-deps */
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? client.subscribe(name, params, listener) : () => undefined),
    [client, key, enabled],
  );
  const snapshot = useSyncExternalStore(subscribe, () => (enabled ? client.read(name, params) : IDLE));
  const refetch = useCallback(() => client.load(name, params, { force: true }), [client, key]);
  useEffect(() => {
    if (enabled && snapshot.status === 'idle') void client.load(name, params);
  }, [client, key, enabled, snapshot.status]);
  /* eslint-enable react-hooks/exhaustive-deps */
  // An enabled call that is idle is about to be asked (first render, or after a cancellation): it is loading.
  const status = enabled && snapshot.status === 'idle' ? 'loading' : snapshot.status;
  const keepPrevious = options?.keepPrevious ?? false;
  // The last answer this widget drew, kept across params (React's "adjust state while rendering").
  const [shown, setShown] = useState<unknown>(undefined);
  if (keepPrevious && snapshot.data !== undefined && snapshot.data !== shown) setShown(snapshot.data);
  const standIn = keepPrevious && enabled && status === 'loading' && snapshot.data === undefined ? shown : undefined;
  // The same object until the call changes, so a widget may use it in its own dependencies.
  return useMemo((): CallResult<ResponseOf<N>> => {
    const result: Record<string, unknown> =
      standIn === undefined
        ? { ...snapshot, status, refetch }
        : { status: 'success', data: standIn, error: null, fetching: true, previous: true, refetch };
    return result as unknown as CallResult<ResponseOf<N>>;
  }, [snapshot, status, refetch, standIn]);
}

import type { StoreApi } from 'zustand/vanilla';
import type { CallName } from '../../schemas/api/index.ts';
import { toGatewayError, type GatewayError } from '../api/errors.ts';
import type { CallOptions, Gateway } from '../api/gateway.ts';
import type { SessionState } from '../state/session.ts';
import { callKey } from '../core/callKey.ts';
import { takeEarlyRead } from './earlyAnswers.ts';
import { readable } from '../core/util/readable.ts';
import { invalidatedBy, policyOf } from './callPolicy.ts';

/**
 * Platform data for the screens (DESIGN §3c), one client per engine, plain TypeScript (the React
 * hooks in engine/react/data read it with useSyncExternalStore):
 * - identical calls (same name, same params) in flight are one request;
 * - the answers the contract keeps for the session (policy `sessionCached`) are asked once per session;
 * - a change invalidates the calls its policy names: every shown call of those names asks again at once;
 * - a call nobody shows any more is cancelled (a search typed on, a screen left); its answer is kept a
 *   short while (`keepMs`), so a page shown again draws it at once and refreshes it underneath
 *   (no skeleton flash on paging back or switching periods);
 * - live events and the focus refresh write answers in (`setData`, `invalidate`);
 * - a cancelled call (route change) is never an error: it goes back to 'idle', and a screen that
 *   still shows it asks again.
 */

/**
 * - idle: not asked yet (or cancelled before it answered)
 * - loading: asked, no answer yet
 * - success: `data` is the answer (a refetch keeps it shown, with `fetching`)
 * - error: the last attempt failed; `data` may still hold an earlier answer
 */
export type CallStatus = 'idle' | 'loading' | 'success' | 'error';

export interface CallSnapshot {
  readonly status: CallStatus;
  readonly data: unknown;
  readonly error: GatewayError | null;
  /** A request is under way. */
  readonly fetching: boolean;
}

export const IDLE: CallSnapshot = Object.freeze({ status: 'idle', data: undefined, error: null, fetching: false });

interface Entry {
  readonly key: string;
  readonly name: CallName;
  readonly params: unknown;
  snapshot: CallSnapshot;
  readonly listeners: Set<() => void>;
  controller: AbortController | null;
  running: Promise<void> | null;
  /** Nobody shows it: forgotten when this timer fires; shown again, it is refreshed. */
  expiry: ReturnType<typeof setTimeout> | null;
  /** Asked ahead of the widget that shows it (`prefetch`): its first showing does not ask again. */
  prefetched?: boolean;
}

export interface DataClient {
  /** The state of one call: the same object until it changes. */
  read(name: CallName, params: unknown): CallSnapshot;
  /** Calls `listener` on every change of one call; while anyone listens, the call is kept. */
  subscribe(name: CallName, params: unknown, listener: () => void): () => void;
  /** Asks the platform unless an answer is there; `force` asks again. A request in flight is shared. */
  load(name: CallName, params: unknown, options?: { force?: boolean }): Promise<void>;
  /**
   * Asks now for a widget about to draw (the first screen's calls, started with its chunks): the
   * answer is kept for it (`keepMs`), and its first showing draws it without asking again.
   */
  prefetch(name: CallName, params: unknown): void;
  /** Sends a change, then invalidates the calls its policy names. Rejects with a GatewayError. */
  mutate(name: CallName, input: unknown, options?: CallOptions): Promise<unknown>;
  /** Every call of these names asks again if shown, and is forgotten if not. */
  invalidate(names: readonly CallName[]): void;
  /**
   * Writes an answer the platform pushed (a live balance): shown at once, as if it had been asked.
   * `update` receives the answer there is (undefined if none) and returns the new one.
   */
  setData(name: CallName, params: unknown, update: (previous: unknown) => unknown): void;
  /** Forgets every answer (the session changed): shown calls ask again. */
  reset(): void;
}

export interface DataClientOptions {
  gateway: Gateway;
  /** Login, logout or another account: everything kept for the session is forgotten. */
  session?: Pick<StoreApi<Pick<SessionState, 'member' | 'status'>>, 'subscribe'>;
  /** How long an answer nobody shows is kept for when it is shown again (default 60 s). */
  keepMs?: number;
  /**
   * The page's first paint (engine/core/firstPaint.ts): a read a screen starts before it waits for it,
   * so the first paint's network and main thread are its own (the HTTP client's chunk among them).
   * The first screen's own calls (`prefetch`, early answers) do not wait. None: nothing waits.
   */
  readsAfter?: Promise<unknown>;
}

export function createDataClient({ gateway, session, keepMs = 60_000, readsAfter }: DataClientOptions): DataClient {
  const entries = new Map<string, Entry>();
  const painted = readsAfter && readable(readsAfter);

  function forget(entry: Entry): void {
    if (entry.expiry) clearTimeout(entry.expiry);
    entry.expiry = null;
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
  }

  function entryOf(name: CallName, params: unknown): Entry {
    const key = callKey(name, params);
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        key,
        name,
        params,
        snapshot: IDLE,
        listeners: new Set(),
        controller: null,
        running: null,
        expiry: null,
      };
      entries.set(key, entry);
    }
    return entry;
  }

  function update(entry: Entry, patch: Partial<CallSnapshot>): void {
    entry.snapshot = { ...entry.snapshot, ...patch };
    for (const listener of [...entry.listeners]) listener();
  }

  /** Stops the request of an entry without a word: its answer, if any, is ignored. */
  function detach(entry: Entry): void {
    const controller = entry.controller;
    entry.controller = null;
    entry.running = null;
    controller?.abort();
  }

  /**
   * An entry nobody listens to: its request is cancelled; an answer is kept for the session (the
   * spec's session caches) or for `keepMs`, anything else is forgotten.
   */
  function release(entry: Entry): void {
    if (entry.listeners.size > 0) return;
    if (entry.controller) {
      detach(entry);
      entry.snapshot = entry.snapshot.data === undefined ? IDLE : { ...entry.snapshot, fetching: false };
    }
    if (entry.snapshot.data === undefined) return forget(entry);
    if (policyOf(entry.name).sessionCached && entry.snapshot.status === 'success') return;
    if (!entry.expiry) entry.expiry = setTimeout(() => forget(entry), keepMs);
  }

  /** Shown again after a while unseen: the kept answer is drawn at once and asked again underneath. */
  function revive(entry: Entry): void {
    const fresh = entry.prefetched;
    entry.prefetched = false;
    if (!entry.expiry) return;
    if (fresh) {
      clearTimeout(entry.expiry);
      entry.expiry = null;
      return;
    }
    clearTimeout(entry.expiry);
    entry.expiry = null;
    if (!entry.running) void start(entry);
  }

  function start(entry: Entry): Promise<void> {
    const controller = new AbortController();
    entry.controller = controller;
    const { data } = entry.snapshot;
    update(entry, { status: data === undefined ? 'loading' : 'success', fetching: true });
    const mine = () => entry.controller === controller;
    // The boot script may have asked already (a first-screen read): the gateway takes its answer then.
    const send = () => gateway.send(entry.name, entry.params, { signal: controller.signal });
    const early = takeEarlyRead(entry.key);
    const waits = !early && !entry.prefetched && painted && !painted.status;
    const sent = early
      ? gateway.send(entry.name, entry.params, { signal: controller.signal, early })
      : waits
        ? painted.then(send, send)
        : send();
    const running = sent.then(
      (answer) => {
        if (!mine()) return;
        entry.controller = null;
        entry.running = null;
        update(entry, { status: 'success', data: answer, error: null, fetching: false });
        release(entry);
      },
      (raw: unknown) => {
        if (!mine()) return;
        entry.controller = null;
        entry.running = null;
        const error = toGatewayError(raw);
        // Cancelled (route change): no error; a screen that still shows the call asks again.
        if (error.canceled) update(entry, entry.snapshot.data === undefined ? IDLE : { fetching: false });
        else update(entry, { status: 'error', error, fetching: false });
        release(entry);
      },
    );
    entry.running = running;
    return running;
  }

  function load(name: CallName, params: unknown, options: { force?: boolean } = {}): Promise<void> {
    const entry = entryOf(name, params);
    if (entry.running) return entry.running;
    if (!options.force && entry.snapshot.status === 'success') return Promise.resolve();
    return start(entry);
  }

  function invalidate(names: readonly CallName[]): void {
    const stale = new Set(names);
    for (const entry of [...entries.values()]) {
      if (!stale.has(entry.name)) continue;
      // A request sent before the change may answer with what was there before it.
      detach(entry);
      if (entry.listeners.size > 0) void start(entry);
      else forget(entry);
    }
  }

  function setData(name: CallName, params: unknown, change: (previous: unknown) => unknown): void {
    const entry = entryOf(name, params);
    // An answer asked before the push may be older than it: the push wins.
    detach(entry);
    update(entry, { status: 'success', data: change(entry.snapshot.data), error: null, fetching: false });
    release(entry);
  }

  function reset(): void {
    for (const entry of [...entries.values()]) {
      detach(entry);
      if (entry.listeners.size > 0) update(entry, IDLE);
      else forget(entry);
    }
  }

  // A new token (login) starts a session: what was asked before it is forgotten. The member that
  // token restores is the same session, so its arrival forgets nothing; a logout or an expired
  // session does.
  session?.subscribe((state, previous) => {
    if (state.status === 'restoring') {
      if (previous.status !== 'restoring') reset();
    } else if (previous.status !== 'restoring' && (state.member?.id ?? null) !== (previous.member?.id ?? null)) reset();
  });

  return {
    read: (name, params) => entries.get(callKey(name, params))?.snapshot ?? IDLE,
    subscribe(name, params, listener) {
      const entry = entryOf(name, params);
      entry.listeners.add(listener);
      revive(entry);
      return () => {
        entry.listeners.delete(listener);
        // Later, not now: a screen re-rendering (or React's strict mode) subscribes again at once.
        if (entry.listeners.size === 0) queueMicrotask(() => release(entry));
      };
    },
    load,
    prefetch(name, params) {
      const entry = entryOf(name, params);
      if (entry.running || entry.snapshot.status === 'success') return;
      entry.prefetched = true;
      void start(entry);
    },
    async mutate(name, input, options = {}) {
      const answer = await gateway.send(name, input, options);
      invalidate(invalidatedBy(name));
      return answer;
    },
    invalidate,
    setData,
    reset,
  };
}

// The gateway is the one place that talks to the platform (DESIGN §5, SHELL-08); everything else uses it.
import type { AxiosAdapter } from 'axios';
import type { CallName, CallRoute, Calls, RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import { successOf, type EarlyRead } from '../core/earlyCalls.ts';
import { TOKEN_STORAGE_KEY } from './tokenStorage.ts';
import { GatewayError } from './errors.ts';
import type { Sender } from './sending.ts';

/** Session keys that survive a logout or an expired session (AUTH-16, CONST-40: merchant codes). */
export const KEPT_SESSION_PREFIX = 'merchant';

/** Session storage, or anything shaped like it. With `key`/`length` every key can be cleared. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

export interface GatewayOptions {
  /** Platform base URL (brand `api.baseUrl`). */
  baseURL: string;
  /** Default timeout of every call; an expired timeout is ERR-20. */
  timeoutMs: number;
  /** The platform's RSA public key (SPKI, base64 or PEM) for encrypted calls. */
  getPublicKey: () => Promise<string>;
  /** Session storage: the token lives under 'token'. */
  storage: SessionStorageLike;
  /** The session is gone (ERR-15): open the login popup. Called after the session is cleared. */
  onNotLoggedIn?: () => void;
  /** Every failure except cancellations, for logging (UNSPEC-17: log the code) and site-wide pages. */
  onError?: (error: GatewayError, call: Pick<CallRoute, 'name'>) => void;
  /** Sent as `X-Merchant-Code`; defaults to session storage 'merchantCode' when present. */
  merchantCode?: string;
  /** The player's language, sent as `X-Language`: the platform writes its texts in it (issue 26 item 7). */
  language?: () => string;
  /** axios adapter (tests pass a fake one; no network). */
  adapter?: AxiosAdapter;
  /** fetch for event streams (tests pass a fake one); the global fetch by default. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Aborting it cancels the call (the promise rejects with kind 'canceled'). */
  signal?: AbortSignal;
  /** Overrides the gateway timeout for this call. */
  timeoutMs?: number;
  /** Told how much of the request body has gone out, 0..1 (an upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A read that belongs to the session, not to the screen (member info while a stored session is
   * restored): a route change does not cancel it, or the session would never learn who it is.
   */
  keepAcrossRoutes?: boolean;
  /**
   * The boot script's read of this call, asked ahead (engine/core/earlyCalls.ts): its answer is
   * taken when it is a plain success, and the call is sent when it is anything else. One that has
   * not come within the call's timeout, counted from when it was asked, ends the call as a timeout
   * (ERR-20), as the transport's would: sending it again would make the player wait twice as long.
   */
  early?: EarlyRead;
}

/** What a call takes: its contract request, or a FormData for a multipart call (feedback's images). */
export type InputOf<N extends CallName> = RequestOf<N> | (Calls[N] extends { multipart: true } ? FormData : never);

/** true when a call's input may be left out: the contract asks for nothing, or for nothing required. */
export type InputOptional<N extends CallName> =
  undefined extends RequestOf<N> ? true : Partial<RequestOf<N>> extends RequestOf<N> ? true : false;

/** The arguments after the call name: the input (required only when the contract requires fields), then options. */
export type CallArgs<N extends CallName> =
  InputOptional<N> extends true
    ? [input?: InputOf<N>, options?: CallOptions]
    : [input: InputOf<N>, options?: CallOptions];

export interface Gateway {
  /**
   * Sends one call of the contract by name and resolves with its envelope's `value`, typed from
   * `schemas/api` (`gateway.call('memberInfo')` is a `Promise<ResponseOf<'memberInfo'>>`); rejects
   * with a GatewayError.
   */
  call<N extends CallName>(name: N, ...args: NoInfer<CallArgs<N>>): Promise<ResponseOf<N>>;
  /**
   * Sends one call by name or from its definition, untyped: what `call` does underneath (the data
   * client's cache, and transport tests with definitions of their own).
   */
  send(call: CallName | CallRoute, input?: unknown, options?: CallOptions): Promise<unknown>;
  /**
   * Aborts every read (GET) in flight (route change); they reject with kind 'canceled'. Changes are
   * never aborted by it: a withdrawal the platform accepted must be shown as accepted (DESIGN §3d).
   */
  cancelAll(): void;
  /**
   * Opens a server-sent event stream of the platform (the live events, issue 15) with fetch, sending
   * the same token and merchant code as every call (EventSource cannot send headers). Resolves with
   * the open response; a refusal rejects with its GatewayError (a 401 ends the session as any call's does).
   */
  openStream(path: string, options: { signal: AbortSignal; headers?: Record<string, string> }): Promise<Response>;
  /** Keeps the token after a successful login (AUTH-04). */
  setToken(token: string): void;
  getToken(): string | null;
  /** Clears the session except merchant codes (AUTH-16). */
  clearSession(): void;
}

/** Removes every session key except those starting with 'merchant' (AUTH-16). */
export function clearSessionStorage(storage: SessionStorageLike): void {
  if (typeof storage.key === 'function' && typeof storage.length === 'number') {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) if (!key.startsWith(KEPT_SESSION_PREFIX)) storage.removeItem(key);
  } else {
    storage.removeItem(TOKEN_STORAGE_KEY);
  }
}

/** What the gateway shares with its sending part (sending.ts), which arrives with the first call. */
export interface GatewayCore {
  options: GatewayOptions;
  /** Reads in flight, which a route change may cancel; changes are not listed here. */
  inFlight: Set<AbortController>;
  /** Bumped by cancelAll: a read still waiting for the transport when it ran is cancelled too. */
  cancelRound: () => number;
  /** The merchant code, the language, and the token when the call carries one: the same on calls and streams. */
  sessionHeaders: (withToken: boolean) => Record<string, string>;
  /** A failure's consequences for the session and the site (ERR-15, logging), before its caller sees it. */
  handle: (error: GatewayError, call: Pick<CallRoute, 'name'>) => void;
}

export function createGateway(options: GatewayOptions): Gateway {
  const { storage } = options;
  let cancelRound = 0;
  const inFlight = new Set<AbortController>();

  function sessionHeaders(withToken: boolean): Record<string, string> {
    const headers: Record<string, string> = {};
    const merchantCode = options.merchantCode ?? storage.getItem('merchantCode');
    if (merchantCode) headers['X-Merchant-Code'] = merchantCode;
    const language = options.language?.();
    if (language) headers['X-Language'] = language;
    const token = withToken ? storage.getItem(TOKEN_STORAGE_KEY) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  function handle(error: GatewayError, call: Pick<CallRoute, 'name'>): void {
    if (error.canceled) return;
    if (error.kind === 'notLoggedIn') {
      clearSessionStorage(storage);
      options.onNotLoggedIn?.();
    }
    options.onError?.(error, call);
  }

  const core: GatewayCore = { options, inFlight, cancelRound: () => cancelRound, sessionHeaders, handle };
  // How a call is sent (retries, cancelling, the HTTP client with the contract's route table and the
  // encryption) arrives with the first call, not with the page: the first paint makes no call through
  // it (the boot script has already asked for system status and the first screen's reads), so its
  // bytes load after it (DESIGN §6b).
  let sender: Promise<Sender> | undefined;
  async function loadSender(call: Pick<CallRoute, 'name'>): Promise<Sender> {
    try {
      return await (sender ??= import('./sending.ts').then(({ createSender }) => createSender(core)));
    } catch (raw) {
      // Its chunk did not load (network): the call fails as a network failure would, and the next one tries again.
      sender = undefined;
      const error = new GatewayError({ kind: 'network', cause: raw });
      handle(error, call);
      throw error;
    }
  }

  /** The value of an early read's answer when it is a plain success; undefined when the call is to be sent. */
  async function takeEarly(early: EarlyRead, timeoutMs: number, call: Pick<CallRoute, 'name'>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, early.askedAt + timeoutMs - performance.now()));
    });
    try {
      const answer = await Promise.race([early.answer, late]);
      if (answer !== 'late') return successOf(answer);
    } catch (raw) {
      // The boot script's own limit (the brand's timeout) ended it; any other failure is asked again.
      if (!(raw instanceof Error && raw.name === 'TimeoutError')) return undefined;
    } finally {
      clearTimeout(timer);
    }
    const error = new GatewayError({ kind: 'timeout' });
    handle(error, call);
    throw error;
  }

  async function sendCall(named: CallName | CallRoute, input?: unknown, callOptions?: CallOptions): Promise<unknown> {
    // The round the call starts in, before its code has arrived: a route change meanwhile cancels a read.
    const round = cancelRound;
    const call = typeof named === 'string' ? { name: named } : named;
    if (callOptions?.early) {
      const taken = await takeEarly(callOptions.early, callOptions.timeoutMs ?? options.timeoutMs, call);
      if (taken) return taken.value;
    }
    const send = await loadSender(call);
    return send.call(named, input, callOptions, round);
  }

  return {
    // The platform's answer is taken as the contract says; readers that act on it (system status) check it.
    call: ((name: CallName, input?: unknown, callOptions?: CallOptions) =>
      sendCall(name, input, callOptions)) as Gateway['call'],
    send: sendCall,
    cancelAll() {
      cancelRound += 1;
      const controllers = [...inFlight];
      inFlight.clear();
      for (const controller of controllers) controller.abort();
    },
    async openStream(path, streamOptions) {
      return (await loadSender({ name: path })).openStream(path, streamOptions);
    },
    setToken(token) {
      storage.setItem(TOKEN_STORAGE_KEY, token);
    },
    getToken() {
      return storage.getItem(TOKEN_STORAGE_KEY);
    },
    clearSession() {
      clearSessionStorage(storage);
    },
  };
}

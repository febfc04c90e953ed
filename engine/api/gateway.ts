// The gateway is the one place that talks to the platform (DESIGN §5, SHELL-08); everything else uses it.
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { CallName, CallRoute, Calls, RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { TOKEN_STORAGE_KEY } from './tokenStorage.ts';
import { encryptPayload } from './crypto.ts';
import { GatewayError, asFailureEnvelope, fromFailureEnvelope, toGatewayError } from './errors.ts';

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
  onError?: (error: GatewayError, definition: CallRoute) => void;
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
  /** Sends one call from its definition, untyped: what `call` does underneath (and what transport tests use). */
  send(definition: CallRoute, input?: unknown, options?: CallOptions): Promise<unknown>;
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

/** Form encoding: arrays repeat the key, objects travel as JSON, null/undefined are left out. */
function toForm(payload: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (!isRecord(payload)) return form;
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) put(key, item);
    else put(key, value);
  }
  return form;
}

/** The envelope's value, or the error it stands for. Anything else is 'malformed' (shown as ERR-23). */
function unwrap<T>(response: AxiosResponse<unknown>): T {
  const data = response.data;
  if (isRecord(data) && data.success === true && 'value' in data) return data.value as T;
  const failure = asFailureEnvelope(data);
  if (failure) throw fromFailureEnvelope(failure, response.status);
  throw new GatewayError({ kind: 'malformed', status: response.status });
}

/** Rejects as soon as the signal aborts, whatever the adapter does with it. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new GatewayError({ kind: 'canceled' }));
    if (signal.aborted) {
      promise.catch(() => undefined);
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** GETs are retried once on a network failure or a 5xx answer (maintenance excepted). */
function worthRetrying(error: GatewayError): boolean {
  if (error.kind === 'network') return true;
  return error.status !== undefined && error.status >= 500 && error.kind !== 'maintenance';
}

export function createGateway(options: GatewayOptions): Gateway {
  const { storage } = options;
  // axios arrives with the first call, not with the page: the first paint needs no call of its own
  // (the boot script has already asked for system status), so its bytes load after it (DESIGN §6b).
  let http: Promise<AxiosInstance> | undefined;
  const client = () =>
    (http ??= import('axios').then(({ default: axios }) =>
      axios.create({
        baseURL: options.baseURL,
        timeout: options.timeoutMs,
        headers: { Accept: 'application/json' },
        // The platform authenticates by the token header, never by cookie: no XSRF cookie to read (a
        // read of document.cookie on every call).
        withXSRFToken: false,
        ...(options.adapter ? { adapter: options.adapter } : {}),
      }),
    ));
  /** Reads in flight, which a route change may cancel; changes are not listed here. */
  const inFlight = new Set<AbortController>();

  /** The merchant code, and the token when the call carries one: the same on calls and streams. */
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

  async function request(definition: CallRoute, input: unknown, callOptions: CallOptions, signal: AbortSignal) {
    const headers: Record<string, string> = { 'X-Module-Id': definition.moduleId, ...sessionHeaders(definition.token) };
    let payload = input;
    if (definition.encrypted) {
      // Only the envelope travels; the plain fields never leave this function.
      payload = await encryptPayload(await options.getPublicKey(), input ?? {});
      headers['X-Encrypted'] = '1';
    }
    const config: AxiosRequestConfig = {
      method: definition.method,
      url: definition.path,
      headers,
      signal,
      timeout: callOptions.timeoutMs ?? options.timeoutMs,
    };
    const progress = callOptions.onUploadProgress;
    if (progress)
      config.onUploadProgress = (event) => progress(event.total ? Math.min(1, event.loaded / event.total) : 0);
    if (payload !== undefined) {
      if (definition.method === 'GET' || definition.method === 'DELETE') config.params = payload;
      else if (definition.multipart && !definition.encrypted) config.data = payload;
      else if (definition.form) {
        config.data = toForm(payload);
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else config.data = payload;
    }
    return (await client()).request<unknown>(config);
  }

  function handle(error: GatewayError, definition: CallRoute): void {
    if (error.canceled) return;
    if (error.kind === 'notLoggedIn') {
      clearSessionStorage(storage);
      options.onNotLoggedIn?.();
    }
    options.onError?.(error, definition);
  }

  async function sendCall(definition: CallRoute, input: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    const controller = new AbortController();
    const external = callOptions.signal;
    const forward = () => controller.abort();
    if (external?.aborted) controller.abort();
    else external?.addEventListener('abort', forward, { once: true });
    if (definition.method === 'GET') inFlight.add(controller);
    const attempts = definition.method === 'GET' ? 2 : 1;
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await abortable(
            request(definition, input, callOptions, controller.signal),
            controller.signal,
          );
          return unwrap<unknown>(response);
        } catch (raw) {
          const error = controller.signal.aborted
            ? new GatewayError({ kind: 'canceled', cause: raw })
            : toGatewayError(raw);
          if (attempt < attempts && worthRetrying(error)) continue;
          handle(error, definition);
          throw error;
        }
      }
    } finally {
      inFlight.delete(controller);
      external?.removeEventListener('abort', forward);
    }
  }

  return {
    // The platform's answer is taken as the contract says; readers that act on it (system status) check it.
    call: ((name: CallName, input?: unknown, callOptions?: CallOptions) =>
      sendCall(callRoutes[name], input, callOptions)) as Gateway['call'],
    send: sendCall,
    cancelAll() {
      const controllers = [...inFlight];
      inFlight.clear();
      for (const controller of controllers) controller.abort();
    },
    async openStream(path, { signal, headers = {} }) {
      const streamRoute: CallRoute = {
        name: path,
        method: 'GET',
        path: `/${path.replace(/^\//, '')}`,
        token: true,
        encrypted: false,
        moduleId: 'EVENTS',
      };
      let response: Response;
      try {
        response = await (options.fetch ?? fetch)(`${options.baseURL}${path}`, {
          headers: { Accept: 'text/event-stream', ...sessionHeaders(true), ...headers },
          signal,
          cache: 'no-store',
        });
      } catch (raw) {
        throw signal.aborted
          ? new GatewayError({ kind: 'canceled', cause: raw })
          : new GatewayError({ kind: 'network', cause: raw });
      }
      if (response.ok && response.body) return response;
      const body: unknown = await response.json().catch(() => null);
      const failure = asFailureEnvelope(body);
      const error = failure
        ? fromFailureEnvelope(failure, response.status)
        : new GatewayError({ kind: response.status === 401 ? 'notLoggedIn' : 'malformed', status: response.status });
      handle(error, streamRoute);
      throw error;
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

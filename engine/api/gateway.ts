// The gateway is the one place that talks to the platform (DESIGN §5, SHELL-08); everything else uses it.
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { TOKEN_STORAGE_KEY } from './tokenStorage.ts';
import { encryptPayload } from './crypto.ts';
import { GatewayError, asFailureEnvelope, fromFailureEnvelope, toGatewayError } from './errors.ts';
import type { CallDefinition } from './types.ts';

/** Session storage key of the token (AUTH-04); routing reads the same key to guard token screens. */
export const SESSION_TOKEN_KEY = TOKEN_STORAGE_KEY;
/** Session keys that survive a logout or an expired session (AUTH-16, CONST-40: merchant codes). */
export const KEPT_SESSION_PREFIX = 'merchant';

/** Session storage, or anything shaped like it. With `key`/`length` every key can be cleared. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

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
  onError?: (error: GatewayError, definition: CallDefinition) => void;
  /** Sent as `X-Merchant-Code`; defaults to session storage 'merchantCode' when present. */
  merchantCode?: string;
  /** axios adapter (tests pass a fake one; no network). */
  adapter?: AxiosAdapter;
}

export interface CallOptions {
  /** Aborting it cancels the call (the promise rejects with kind 'canceled'). */
  signal?: AbortSignal;
  /** Overrides the gateway timeout for this call. */
  timeoutMs?: number;
}

export interface Gateway {
  /** Sends one call and resolves with the envelope's `value`; rejects with a GatewayError. */
  call<Req = unknown, Res = unknown>(definition: CallDefinition, input?: Req, options?: CallOptions): Promise<Res>;
  /** Aborts every call in flight (route change); they reject with kind 'canceled'. */
  cancelAll(): void;
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
    storage.removeItem(SESSION_TOKEN_KEY);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const inFlight = new Set<AbortController>();

  async function send(definition: CallDefinition, input: unknown, callOptions: CallOptions, signal: AbortSignal) {
    const headers: Record<string, string> = { 'X-Module-Id': definition.moduleId };
    const merchantCode = options.merchantCode ?? storage.getItem('merchantCode');
    if (merchantCode) headers['X-Merchant-Code'] = merchantCode;
    if (definition.token) {
      const token = storage.getItem(SESSION_TOKEN_KEY);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
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
    if (payload !== undefined) {
      if (definition.method === 'GET' || definition.method === 'DELETE') config.params = payload;
      else if (definition.multipart && !definition.encrypted) config.data = payload;
      else if (definition.form) {
        config.data = toForm(payload);
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else config.data = payload;
    }
    return http.request<unknown>(config);
  }

  function handle(error: GatewayError, definition: CallDefinition): void {
    if (error.canceled) return;
    if (error.kind === 'notLoggedIn') {
      clearSessionStorage(storage);
      options.onNotLoggedIn?.();
    }
    options.onError?.(error, definition);
  }

  return {
    async call<Req = unknown, Res = unknown>(definition: CallDefinition, input?: Req, callOptions: CallOptions = {}): Promise<Res> {
      const controller = new AbortController();
      const external = callOptions.signal;
      const forward = () => controller.abort();
      if (external?.aborted) controller.abort();
      else external?.addEventListener('abort', forward, { once: true });
      inFlight.add(controller);
      const attempts = definition.method === 'GET' ? 2 : 1;
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            const response = await abortable(send(definition, input, callOptions, controller.signal), controller.signal);
            return unwrap<Res>(response);
          } catch (raw) {
            const error = controller.signal.aborted ? new GatewayError({ kind: 'canceled', cause: raw }) : toGatewayError(raw);
            if (attempt < attempts && worthRetrying(error)) continue;
            handle(error, definition);
            throw error;
          }
        }
      } finally {
        inFlight.delete(controller);
        external?.removeEventListener('abort', forward);
      }
    },
    cancelAll() {
      const controllers = [...inFlight];
      inFlight.clear();
      for (const controller of controllers) controller.abort();
    },
    setToken(token) {
      storage.setItem(SESSION_TOKEN_KEY, token);
    },
    getToken() {
      return storage.getItem(SESSION_TOKEN_KEY);
    },
    clearSession() {
      clearSessionStorage(storage);
    },
  };
}

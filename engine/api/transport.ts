// What sends a call over HTTP: axios, the contract's route table and the payload encryption. It loads
// with the gateway's sending part (sending.ts) at the first call, so none of it weighs on the first
// paint (DESIGN §6b); what decides about a call (retries, cancelling, the session) is the gateway's.
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { CallRoute } from '../../schemas/api/index.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { encryptPayload } from './crypto.ts';
import { GatewayError, asFailureEnvelope, fromFailureEnvelope, isCanceled, toGatewayError } from './errors.ts';
import type { CallOptions } from './gateway.ts';

export interface TransportOptions {
  baseURL: string;
  timeoutMs: number;
  getPublicKey: () => Promise<string>;
  adapter?: AxiosAdapter;
}

export interface Transport {
  /** Every call of the contract by name: how it is sent. */
  routes: typeof callRoutes;
  /** Sends one call with these headers and resolves with its envelope's value, or rejects with what went wrong. */
  send(
    definition: CallRoute,
    input: unknown,
    callOptions: CallOptions,
    signal: AbortSignal,
    headers: Record<string, string>,
  ): Promise<unknown>;
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
function unwrap(response: AxiosResponse<unknown>): unknown {
  const data = response.data;
  if (isRecord(data) && data.success === true && 'value' in data) return data.value;
  const failure = asFailureEnvelope(data);
  if (failure) throw fromFailureEnvelope(failure, response.status);
  throw new GatewayError({ kind: 'malformed', status: response.status });
}

interface AxiosLikeError {
  isAxiosError: true;
  code?: string;
  message?: string;
  response?: { status: number; data: unknown };
}

const isAxiosLike = (error: unknown): error is AxiosLikeError =>
  isRecord(error) || error instanceof Error ? (error as { isAxiosError?: unknown }).isAxiosError === true : false;

/**
 * What an HTTP failure means, as a GatewayError:
 * canceled → canceled; timeout → timeout; no answer → network; a failure envelope → its code's kind
 * (NOT_LOGGED_IN, MAINTENANCE, REGION_RESTRICTED, DOMAIN_CHECK_FAILED) or rejected;
 * no envelope: 401 → notLoggedIn, 503 → maintenance, anything else → unknown.
 * A failure envelope wins over the HTTP status, so a failed login (401 INVALID_CREDENTIALS) stays a
 * rejection with its message instead of opening the login popup.
 */
export function fromHttpFailure(error: unknown): GatewayError {
  if (!isAxiosLike(error) || isCanceled(error)) return toGatewayError(error);
  const code = error.code;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || (!error.response && /timeout/i.test(error.message ?? ''))) {
    return new GatewayError({ kind: 'timeout', cause: error });
  }
  const response = error.response;
  if (!response) return new GatewayError({ kind: 'network', cause: error });
  const { status, data } = response;
  const envelope = asFailureEnvelope(data);
  if (envelope) {
    const mapped = fromFailureEnvelope(envelope, status);
    if (mapped.kind !== 'rejected' || status !== 503) return mapped;
  }
  if (status === 401) return new GatewayError({ kind: 'notLoggedIn', status, cause: error });
  if (status === 503)
    return new GatewayError({ kind: 'maintenance', status, message: envelope?.message, cause: error });
  return new GatewayError({ kind: 'unknown', status, cause: error });
}

export function createTransport(options: TransportOptions): Transport {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    headers: { Accept: 'application/json' },
    // The platform authenticates by the token header, never by cookie: no XSRF cookie to read (a
    // read of document.cookie on every call).
    withXSRFToken: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  return {
    routes: callRoutes,
    async send(definition, input, callOptions, signal, headers) {
      const sent = { ...headers };
      let payload = input;
      if (definition.encrypted) {
        // Only the envelope travels; the plain fields never leave this function.
        payload = await encryptPayload(await options.getPublicKey(), input ?? {});
        sent['X-Encrypted'] = '1';
      }
      const config: AxiosRequestConfig = {
        method: definition.method,
        url: definition.path,
        headers: sent,
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
          sent['Content-Type'] = 'application/x-www-form-urlencoded';
        } else config.data = payload;
      }
      let response: AxiosResponse<unknown>;
      try {
        response = await http.request<unknown>(config);
      } catch (raw) {
        throw fromHttpFailure(raw);
      }
      return unwrap(response);
    },
  };
}

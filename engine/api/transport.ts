// What sends a call over HTTP: axios, the contract's route table and the payload encryption. It loads
// with the gateway's sending part (sending.ts) at the first call, so none of it weighs on the first
// paint (DESIGN §6b); what decides about a call (retries, cancelling, the session) is the gateway's.
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { CallRoute } from '../../schemas/api/index.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { encryptPayload } from './crypto.ts';
import { GatewayError, asFailureEnvelope, fromFailureEnvelope } from './errors.ts';
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
      return unwrap(await http.request<unknown>(config));
    },
  };
}

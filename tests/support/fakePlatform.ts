import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { calls, type CallName } from '../../schemas/api/index.ts';

/**
 * A platform without a network, for tests and stories: an axios adapter that answers each request
 * from a table of replies by path. Test support: nothing that ships imports it (lint holds it).
 */

/** What the fake platform does with one request. */
export type FakeReply = { status: number; data: unknown } | 'network' | 'timeout' | 'hang';

export interface FakeRequest {
  method: string;
  /** Path below the base URL, e.g. '/wps/system/status'. */
  path: string;
  params: unknown;
  headers: Record<string, unknown>;
  /** Whether the request has been cancelled since it was sent. */
  readonly aborted: boolean;
}

export type FakeRoutes = Record<string, FakeReply | ((request: FakeRequest) => FakeReply)>;

/** Routes by call name instead of path: `byName({ hotGames: okReply([]) })`. */
export function byName(routes: Partial<Record<CallName, FakeRoutes[string]>>): FakeRoutes {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [calls[name as CallName].path, route!]));
}

/** A success envelope with HTTP 200. */
export const okReply = (value: unknown): FakeReply => ({ status: 200, data: { success: true, value } });

/** A failure envelope with the given HTTP status. */
export const failReply = (status: number, code: string, message = ''): FakeReply => ({
  status,
  data: { success: false, code, message },
});

/** What axios would do with a reply: resolve, or reject as a network error, timeout, HTTP failure or abort. */
export function settleAs(reply: FakeReply, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  if (reply === 'hang') {
    return new Promise((_resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
    });
  }
  if (reply === 'network') return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
  if (reply === 'timeout')
    return Promise.reject(new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config, {}));
  const response: AxiosResponse = { status: reply.status, statusText: '', headers: {}, config, data: reply.data };
  if (reply.status >= 200 && reply.status < 300) return Promise.resolve(response);
  return Promise.reject(
    new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    ),
  );
}

/**
 * An adapter answering from `routes`; a path without a route gets a 404 failure envelope.
 * `seen` records every request, in order, for assertions.
 */
export function fakePlatform(routes: FakeRoutes): { adapter: AxiosAdapter; seen: FakeRequest[] } {
  const seen: FakeRequest[] = [];
  const adapter: AxiosAdapter = (config) => {
    const signal = config.signal as AbortSignal | undefined;
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      params: config.params,
      headers: config.headers.toJSON() as Record<string, unknown>,
      get aborted() {
        return signal?.aborted === true;
      },
    };
    seen.push(request);
    const route = routes[request.path];
    const reply =
      route === undefined
        ? failReply(404, 'NOT_FOUND', 'No such call.')
        : typeof route === 'function'
          ? route(request)
          : route;
    return settleAs(reply, config);
  };
  return { adapter, seen };
}

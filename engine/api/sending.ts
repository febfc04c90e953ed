// How the gateway (gateway.ts) sends a call and opens an event stream: the HTTP client (transport.ts),
// reads retried once, reads cancelled by a route change, every failure turned into a GatewayError and
// handled before its caller sees it. It loads with the first call, with the transport, so none of it
// weighs on the first paint (DESIGN §6b).
import type { CallName, CallRoute } from '../../schemas/api/index.ts';
import { GatewayError, asFailureEnvelope, fromFailureEnvelope, toGatewayError } from './errors.ts';
import type { CallOptions, Gateway, GatewayCore } from './gateway.ts';
import { createTransport } from './transport.ts';

export interface Sender {
  /** Sends one call; `round` is the gateway's cancel round when the call was asked for. */
  call(
    named: CallName | CallRoute,
    input: unknown,
    callOptions: CallOptions | undefined,
    round: number,
  ): Promise<unknown>;
  openStream: Gateway['openStream'];
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

export function createSender({ options, inFlight, cancelRound, sessionHeaders, handle }: GatewayCore): Sender {
  const http = createTransport({
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    getPublicKey: options.getPublicKey,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  return {
    async call(named, input, callOptions = {}, round) {
      const definition = typeof named === 'string' ? http.routes[named] : named;
      const controller = new AbortController();
      // A screen's reads end with it (a route change cancels them); changes, and the session's reads, never.
      const screenRead = definition.method === 'GET' && !callOptions.keepAcrossRoutes;
      if (screenRead && round !== cancelRound()) controller.abort();
      const external = callOptions.signal;
      const forward = () => controller.abort();
      if (external?.aborted) controller.abort();
      else external?.addEventListener('abort', forward, { once: true });
      if (screenRead) inFlight.add(controller);
      const attempts = definition.method === 'GET' ? 2 : 1;
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await abortable(
              http.send(definition, input, callOptions, controller.signal, {
                'X-Module-Id': definition.moduleId,
                ...sessionHeaders(definition.token),
              }),
              controller.signal,
            );
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
  };
}

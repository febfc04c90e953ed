import { GatewayError } from '../api/errors.ts';
import type { Gateway } from '../api/gateway.ts';
import { isRecord } from '../core/util/isRecord.ts';
import type { EarlyAnswer } from '../core/earlyCalls.ts';

declare global {
  interface Window {
    __LIVERY_STATUS__?: Promise<EarlyAnswer>;
  }
}

/**
 * System status (the answer's value, read by readSystemStatus), fetched once: the boot script's answer when it started the call (same path and
 * headers as the gateway), taken only once; anything but a plain success (a refusal, a network
 * failure, no early call at all) goes through the gateway, which maps and logs it as usual, except
 * an early call that timed out: that is a timeout at once.
 */
export function systemStatusOnce(gateway: Gateway): Promise<unknown> {
  const viaGateway = async (): Promise<unknown> => await gateway.call<'systemStatus'>('systemStatus');
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_STATUS__;
  if (!early) return viaGateway();
  delete window.__LIVERY_STATUS__;
  return early.then(
    ({ status, body }) =>
      status >= 200 && status < 300 && isRecord(body) && body.success === true ? body.value : viaGateway(),
    (error: unknown) => {
      // The boot script already waited its time: asking again would double the wait before the
      // player hears anything. The page says it took too long and offers the retry (ERR-20).
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new GatewayError({ kind: 'timeout', cause: error });
      return viaGateway();
    },
  );
}

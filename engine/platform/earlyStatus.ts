import type { Gateway } from '../api/gateway.ts';
import { isRecord } from '../core/util/isRecord.ts';

/** What the boot script in index.html hands over: the system status answer it fetched alongside the brand (DESIGN §6b). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

declare global {
  interface Window {
    __LIVERY_STATUS__?: Promise<EarlyAnswer>;
  }
}

/**
 * System status (the answer's value, read by readSystemStatus), fetched once: the boot script's answer when it started the call (same path and
 * headers as the gateway), taken only once; anything but a plain success (a refusal, a network
 * failure, no early call at all) goes through the gateway, which maps and logs it as usual.
 */
export function systemStatusOnce(gateway: Gateway): Promise<unknown> {
  const viaGateway = async (): Promise<unknown> => await gateway.call<'systemStatus'>('systemStatus');
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_STATUS__;
  if (!early) return viaGateway();
  delete window.__LIVERY_STATUS__;
  return early.then(
    ({ status, body }) =>
      status >= 200 && status < 300 && isRecord(body) && body.success === true ? body.value : viaGateway(),
    viaGateway,
  );
}

import { GatewayError } from '../api/errors.ts';
import type { Gateway } from '../api/gateway.ts';
import { successOf, type EarlyAnswer } from '../core/earlyCalls.ts';

declare global {
  interface Window {
    __LIVERY_STATUS__?: Promise<EarlyAnswer>;
    /** The domain check the boot script made (SHELL-07), with the host it asked about. */
    __LIVERY_DOMAIN__?: { host: string; answer: Promise<EarlyAnswer> };
  }
}

/**
 * An answer the boot script fetched (same path and headers as the gateway), or the gateway's:
 * anything but a plain success (a refusal, a network failure, no early call at all) goes through
 * the gateway, which maps and logs it as usual, except an early call that timed out: that is a
 * timeout at once.
 */
function fromBootScript(early: Promise<EarlyAnswer> | undefined, viaGateway: () => Promise<unknown>): Promise<unknown> {
  if (!early) return viaGateway();
  return early.then(
    (answer) => {
      const success = successOf(answer);
      return success ? success.value : viaGateway();
    },
    (error: unknown) => {
      // The boot script already waited its time: asking again would double the wait before the
      // player hears anything. The page says it took too long and offers the retry (ERR-20).
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new GatewayError({ kind: 'timeout', cause: error });
      return viaGateway();
    },
  );
}

/** System status (the answer's value, read by readSystemStatus): the boot script's answer, taken only once, else the gateway's. */
export function systemStatusOnce(gateway: Gateway): Promise<unknown> {
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_STATUS__;
  if (early) delete window.__LIVERY_STATUS__;
  return fromBootScript(early, () => gateway.call<'systemStatus'>('systemStatus'));
}

/**
 * The domain check of this host (SHELL-07): the boot script's answer, taken only once, else the
 * gateway's. Asked with status by the boot script, it keeps the HTTP client's chunk out of the
 * first paint (issue 30).
 */
export function domainRouteOnce(gateway: Gateway, host: string, timeoutMs: number): Promise<unknown> {
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_DOMAIN__;
  if (early) delete window.__LIVERY_DOMAIN__;
  return fromBootScript(early?.host === host ? early.answer : undefined, () =>
    gateway.call<'domainRoute'>('domainRoute', { host }, { timeoutMs }),
  );
}

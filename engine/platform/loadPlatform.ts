import type { StoreApi } from 'zustand/vanilla';
import { toGatewayError } from '../api/errors.ts';
import { isRecord } from '../core/util/isRecord.ts';
import type { Gateway } from '../api/gateway.ts';
import type { GateView, PlatformState } from './platformStore.ts';
import { readSystemStatus } from './readSystemStatus.ts';
import { domainRouteOnce, systemStatusOnce } from './earlyStatus.ts';

/**
 * Start-up talk with the platform (SHELL-01, SHELL-07): system status and the domain check run in
 * parallel; the site opens only when status has answered.
 */

/** The domain check waits at most this long: it must never hold the site up for long. */
export const DOMAIN_CHECK_TIMEOUT_MS = 8000;

/**
 * 'invalid' only when the platform says so (valid: false, or DOMAIN_CHECK_FAILED). A check that
 * could not be made (network, timeout, 5xx, odd answer, any other refusal) is 'unchecked' and does
 * not block the site: the platform's own domain routing still applies, and a flaky check must not
 * close a working site.
 */
export type DomainCheck = 'valid' | 'invalid' | 'unchecked';

export async function checkDomain(gateway: Gateway, host: string, timeoutMs: number): Promise<DomainCheck> {
  try {
    const answer = await domainRouteOnce(gateway, host, Math.min(timeoutMs, DOMAIN_CHECK_TIMEOUT_MS));
    // Checked at run time: an odd answer is 'unchecked', never a crash.
    const valid = isRecord(answer) ? answer.valid : undefined;
    if (valid === false) return 'invalid';
    return valid === true ? 'valid' : 'unchecked';
  } catch (error) {
    return toGatewayError(error).kind === 'domain' ? 'invalid' : 'unchecked';
  }
}

/** Reads status and the domain check, and says what the site shows. Never rejects. */
async function openSite(
  store: StoreApi<PlatformState>,
  gateway: Gateway,
  host: string,
  timeoutMs: number,
): Promise<GateView> {
  const domain = checkDomain(gateway, host, timeoutMs);
  try {
    const status = readSystemStatus(await systemStatusOnce(gateway));
    store.getState().applyStatus(status);
    if (status.status === 1) return { view: 'maintenance', text: status.maintenanceText ?? '' };
    if (status.status === 2) return { view: 'restricted' };
  } catch (raw) {
    const error = toGatewayError(raw);
    // A status call refused with MAINTENANCE / REGION_RESTRICTED closes the site the same way.
    if (error.kind === 'maintenance') return { view: 'maintenance', text: error.serverMessage };
    if (error.kind === 'restricted') return { view: 'restricted' };
    return { view: 'failed', error };
  }
  return (await domain) === 'invalid' ? { view: 'domainInvalid' } : { view: 'open' };
}

const running = new WeakMap<StoreApi<PlatformState>, Promise<void>>();

/**
 * Loads the platform into the store (again, for a retry). A load already under way is shared, so
 * an early start in main.tsx and the gate's own start cost one request each, not two.
 */
export function loadPlatform(
  store: StoreApi<PlatformState>,
  gateway: Gateway,
  options: { host: string; timeoutMs: number },
): Promise<void> {
  const current = running.get(store);
  if (current) return current;
  store.getState().setGate({ view: 'loading' });
  const load = openSite(store, gateway, options.host, options.timeoutMs)
    .then((gate) => store.getState().setGate(gate))
    .finally(() => running.delete(store));
  running.set(store, load);
  return load;
}

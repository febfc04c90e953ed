import type { EarlyAnswer, EarlyRead } from '../core/earlyCalls.ts';

declare global {
  interface Window {
    /** The first screen's reads the boot script asked for (engine/core/earlyCalls.ts), by the data client's key. */
    __LIVERY_EARLY__?: Record<string, Promise<EarlyAnswer>>;
    /** When the boot script asked them (`performance.now()`). */
    __LIVERY_EARLY_AT__?: number;
  }
}

/**
 * The read the boot script asked ahead for a call (the call's key: engine/core/callKey), taken once;
 * undefined when it asked for none. The gateway takes its answer in place of sending the call
 * (engine/api/gateway.ts, CallOptions.early).
 */
export function takeEarlyRead(key: string): EarlyRead | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_EARLY__;
  const answer = early?.[key];
  if (!early || !answer) return undefined;
  delete early[key];
  return { answer, askedAt: window.__LIVERY_EARLY_AT__ ?? performance.now() };
}

import { successOf, type EarlyAnswer } from '../core/earlyCalls.ts';

declare global {
  interface Window {
    /** The first screen's reads the boot script asked for (engine/core/earlyCalls.ts), by the data client's key. */
    __LIVERY_EARLY__?: Record<string, Promise<EarlyAnswer>>;
  }
}

/** Why an early answer is not taken: the data client then asks the platform itself. */
class NotTaken extends Error {
  override name = 'NotTaken';
}

/**
 * The value of a call the boot script asked for ahead, taken once (the call's key: engine/core/callKey);
 * undefined when it asked for none. A plain success only: anything else (a refusal, a failure, a
 * network error, a timeout) rejects, and the data client sends the call through the gateway,
 * which retries, maps and logs it as it does every call.
 */
export function takeEarlyAnswer(key: string): Promise<unknown> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__LIVERY_EARLY__;
  const answer = early?.[key];
  if (!early || !answer) return undefined;
  delete early[key];
  return answer.then((early) => {
    const success = successOf(early);
    if (success) return success.value;
    throw new NotTaken(`The early answer of ${key} was not a success (${early.status}).`);
  });
}

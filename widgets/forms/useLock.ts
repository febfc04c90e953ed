import { useEffect, useState } from 'react';
import type { GatewayError } from '../../engine/api/errors.ts';

/**
 * True for the seconds a lock lasts (TOO_MANY_REQUESTS with retryAfter): every try meanwhile would be
 * refused, so the button waits, beside the message that says the minutes. Each lock answer is its
 * own lock; it is over when its timer has run.
 */
export function useLock(error: GatewayError | null): boolean {
  const [over, setOver] = useState<GatewayError | null>(null);
  const seconds =
    error?.code === 'TOO_MANY_REQUESTS' && typeof error.details.retryAfter === 'number' ? error.details.retryAfter : 0;
  const locked = seconds > 0 && over !== error;
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setOver(error), seconds * 1000);
    return () => clearTimeout(timer);
  }, [locked, error, seconds]);
  return locked;
}

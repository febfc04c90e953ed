import { useCallback, useEffect, useRef, useState } from 'react';

/** Presses of a send button closer together than this are ignored (SMS-05, CONST). */
export const SEND_THROTTLE_MS = 1000;

export interface Countdown {
  /** Seconds until the button may send again (0: now). */
  secondsLeft: number;
  /** Starts waiting `seconds` (SMS-04: the platform's resend wait, else 60). */
  start: (seconds: number) => void;
  /** True at most once a second (SMS-05): call before sending; false means ignore this press. */
  take: () => boolean;
}

/** The wait after a code was sent (SMS-04) and the one-press-a-second throttle (SMS-05). */
export function useCountdown(): Countdown {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastPress = useRef(0);
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setNow(from);
    setUntil(from + seconds * 1000);
  }, []);
  const take = useCallback(() => {
    const at = Date.now();
    if (at - lastPress.current < SEND_THROTTLE_MS) return false;
    lastPress.current = at;
    return true;
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start, take };
}

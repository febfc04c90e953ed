import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while the component is shown (a clock, a countdown). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

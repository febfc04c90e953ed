import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../engine/react/navigation.tsx';

type UrlValue = string | number;

/**
 * A list's filters, period and page in the URL (DESIGN §3c): back, forward and a shared link restore
 * them. Each value takes the type of its default; a value in the URL that does not fit (a page that
 * is not a positive number, a filter not in `allowed`) reads as the default, so a hand-edited link
 * never breaks the page. Changing anything but the page goes back to page 1. A list's page is
 * `pageNo`: `page` is the centre's own (`/member?page=transactionHistory`).
 */
export function useUrlState<T extends Record<string, UrlValue>>(
  defaults: T,
  allowed: { [K in keyof T]?: readonly string[] } = {},
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const serial = params.toString();
  /* eslint-disable react-hooks/exhaustive-deps -- the defaults are a literal per call site: their JSON stands for them */
  const key = JSON.stringify([defaults, allowed]);
  const state = useMemo(() => {
    const read: Record<string, UrlValue> = {};
    for (const [name, fallback] of Object.entries(defaults)) {
      const raw = params.get(name);
      if (raw === null) read[name] = fallback;
      else if (typeof fallback === 'number') {
        const number = Number(raw);
        read[name] = Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : fallback;
      } else {
        const options = allowed[name as keyof T];
        read[name] = options && !options.includes(raw) ? fallback : raw.slice(0, 64);
      }
    }
    return read as T;
  }, [serial, key]);
  const set = useCallback(
    (patch: Partial<T>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const patched = { ...patch } as Record<string, UrlValue | undefined>;
        if ('pageNo' in defaults && !('pageNo' in patched)) patched.pageNo = defaults.pageNo;
        for (const [name, value] of Object.entries(patched)) {
          if (value === undefined || value === defaults[name]) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setParams, key],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  return [state, set];
}

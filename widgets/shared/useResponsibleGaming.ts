import { useEffect, useState } from 'react';

// The state is the engine's (conditions read it too); the widgets' helpers for it follow.
export { useResponsibleGaming } from '../../engine/react/useResponsibleGaming.ts';

/** Whole seconds from an ISO instant to `now`, never below zero (an unreadable instant counts as 0). */
export function secondsSince(iso: string, now: number): number {
  const start = Date.parse(iso);
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 1000));
}

/** A length of time as a clock reads it: 0:05:09, 1:42:00. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** When the next reality check is due: the next whole interval since the session started, after `now`. */
export function nextCheckAt(startedAt: string, minutes: number, now: number): number | null {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start) || minutes <= 0) return null;
  const interval = minutes * 60_000;
  const passed = Math.max(0, now - start);
  return start + (Math.floor(passed / interval) + 1) * interval;
}

/** The time now, renewed every `everyMs` while the component is shown (a clock, a countdown). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

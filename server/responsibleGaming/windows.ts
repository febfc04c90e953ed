import type { LimitPeriod } from '../../schemas/compliance/profiles.ts';
import { dayOf, startOfDay } from '../money/periods.ts';

/** A limit's window: its first instant (inclusive) and the first instant of the next one. */
export interface Window {
  from: number;
  to: number;
}

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The calendar day, week (Monday to Sunday) or month that `now` falls in, in the brand's reporting
 * time zone: what a daily, weekly or monthly limit counts over (issue 29).
 */
export function windowOf(period: LimitPeriod, now: number, timeZone: string): Window {
  const today = dayOf(now, timeZone);
  let first = today;
  let next = addDays(today, 1);
  if (period === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    first = addDays(today, -weekday);
    next = addDays(first, 7);
  } else if (period === 'month') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    first = `${today.slice(0, 7)}-01`;
    next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  return { from: startOfDay(first, timeZone), to: startOfDay(next, timeZone) };
}

/** `months` calendar months after `at` (the same day and time; the month's last day where it is shorter). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/**
 * Record periods (MC-24, CONST-26): inclusive days in the brand's reporting time zone, as the
 * platform counts them (its answers name the zone). Pure functions of "today" in that zone, so they
 * are tested against the server's day boundaries.
 */

/** The spec's presets plus a custom range (docs/decisions.md: how "next" and "previous" read). */
export const PERIOD_PRESETS = ['last7', 'last30', 'prev7', 'prev30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Records are kept 12 months: the earliest day a period may start on. */
export const KEPT_DAYS = 365;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The calendar day it is at `now` in `timeZone` (an IANA name), as YYYY-MM-DD. An unknown zone counts in UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  }
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day `days` later (or earlier, negative) than `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * - last7 / last30: the most recent 7 / 30 days, today included;
 * - prev7 / prev30: the 7 / 30 days before those.
 */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string): DateRange {
  const length = preset.endsWith('30') ? 30 : 7;
  const end = preset.startsWith('prev') ? addDays(today, -length) : today;
  return { startDate: addDays(end, -(length - 1)), endDate: end };
}

/**
 * A custom range made valid: both days real, start not after end (swapped), neither in the future,
 * nothing older than the records kept. Null when the days are not dates at all.
 */
export function customRange(startDate: unknown, endDate: unknown, today: string): DateRange | null {
  if (!isDay(startDate) || !isDay(endDate)) return null;
  const earliest = addDays(today, -(KEPT_DAYS - 1));
  const clamp = (day: string) => (day > today ? today : day < earliest ? earliest : day);
  const [first, last] = startDate <= endDate ? [startDate, endDate] : [endDate, startDate];
  return { startDate: clamp(first), endDate: clamp(last) };
}

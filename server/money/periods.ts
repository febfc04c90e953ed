import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** Records are kept (and may be asked for) this many months back. */
export const RECORD_MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

// Making a formatter costs far more than using one: one of each kind per zone, kept.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) => {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = make()));
  return format;
};

/** Milliseconds the zone is ahead of UTC at `at`. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = formatOf(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    Math.floor(at / 1000) * 1000
  );
}

/** The instant a day ('2026-11-20') starts in the zone. */
export function startOfDay(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer across a clock change.
  const first = utcMidnight - zoneOffsetMs(timeZone, utcMidnight);
  return utcMidnight - zoneOffsetMs(timeZone, first);
}

/** The day ('2026-11-20') an instant falls on in the zone. */
export function dayOf(at: number, timeZone: string): string {
  return formatOf(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(new Date(at));
}

const validDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
};

export interface Period {
  startDate: string;
  endDate: string;
  timeZone: string;
  /** First instant, inclusive. */
  from: number;
  /** First instant after the last day, exclusive. */
  to: number;
}

/**
 * A period of inclusive days in the brand's reporting zone: default the last 7 days to today;
 * refused when the end is before the start, a date does not exist, or the start is more than
 * `months` back (12 by default; a brand's licence may ask for more: recordPeriodOf).
 */
export function periodOf(
  query: { startDate?: string; endDate?: string },
  timeZone: string,
  now: number,
  months: number = RECORD_MONTHS,
): Period {
  const today = dayOf(now, timeZone);
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? dayOf(startOfDay(endDate, timeZone) - 6 * DAY_MS + DAY_MS / 2, timeZone);
  for (const date of [startDate, endDate])
    if (!validDate(date)) throw new PlatformError('VALIDATION_FAILED', text('error.notADate', { date }));
  if (startDate > endDate) throw new PlatformError('VALIDATION_FAILED', text('error.dateOrder'));
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const oldest = new Date(Date.UTC(y, m - 1 - months, d)).toISOString().slice(0, 10);
  if (startDate < oldest) throw new PlatformError('VALIDATION_FAILED', text('error.recordMonths', { months, oldest }));
  const nextDay = dayOf(startOfDay(endDate, timeZone) + DAY_MS + DAY_MS / 2, timeZone);
  return { startDate, endDate, timeZone, from: startOfDay(startDate, timeZone), to: startOfDay(nextDay, timeZone) };
}

/** Paging for the records: page 1 of 20 by default. */
export function pageOf(query: { pageNo?: number; pageSize?: number }): {
  pageNo: number;
  pageSize: number;
  offset: number;
} {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export const totalPagesOf = (rows: number, pageSize: number) => Math.ceil(rows / pageSize);

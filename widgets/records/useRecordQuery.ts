import { useCallback, useState } from 'react';
import { customRange, presetRange, todayIn, PERIOD_PRESETS, type DateRange, type PeriodPreset } from './periods.ts';
import { useUrlState } from './useUrlState.ts';

/** Rows per page of every record list. */
export const RECORD_PAGE_SIZE = 20;

/** The browser's zone, until the platform names the brand's reporting zone in its first answer. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A record page's query (DESIGN §3d): period, filters and page in the URL; the period turned into
 * inclusive days in the reporting time zone the platform named (`zoneFrom` is called with each
 * answer's zone, so the days are recounted if the browser's zone differed).
 */
export function useRecordQuery<F extends Record<string, string>>(
  filters: F,
  allowed: { [K in keyof F]?: readonly string[] } = {},
) {
  const [query, setQuery] = useUrlState(
    { period: 'last7', from: '', to: '', pageNo: 1, ...filters } as {
      period: string;
      from: string;
      to: string;
      pageNo: number;
    } & F,
    {
      period: PERIOD_PRESETS,
      ...allowed,
    } as never,
  );
  const [zone, setZone] = useState<string | undefined>(undefined);
  const today = todayIn(zone ?? browserZone());
  const preset = query.period as PeriodPreset;
  const range: DateRange =
    preset === 'custom'
      ? (customRange(query.from || today, query.to || today, today) ?? presetRange('last7', today))
      : presetRange(preset, today);
  const zoneFrom = useCallback((answered: string | undefined) => {
    if (answered) setZone(answered);
  }, []);
  return {
    query,
    setQuery,
    range,
    preset,
    zone,
    zoneFrom,
    params: { ...range, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    /** The period picker's props, bound to this query: `<PeriodPicker {...record.period} timeZone={zone} />`. */
    period: {
      preset,
      from: query.from,
      to: query.to,
      onChange: (patch: { period?: PeriodPreset; from?: string; to?: string }) =>
        setQuery(patch as Partial<typeof query>),
    },
  };
}

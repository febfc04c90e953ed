import { useEffect } from 'react';
import { useMoneyFormat } from '../forms/fields.tsx';
import { useWhen } from './useWhen.ts';

/**
 * What a record table needs of its answer: the zone the platform counted days in, handed back to the
 * query (`zoneFrom`, so presets count in it); times written in that zone; amounts as bare numbers (a
 * symbol on every row of a column only repeats itself).
 */
export function useRecordZone(zone: string | undefined, zoneFrom: (zone: string | undefined) => void) {
  const { format } = useMoneyFormat();
  useEffect(() => zoneFrom(zone), [zone, zoneFrom]);
  return { when: useWhen(zone), money: (amount: string) => format(amount, false) };
}

import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { rulesFor } from '../responsibleGaming/limits.ts';
import { cashierConfig } from './config.ts';
import { periodOf, RECORD_MONTHS, type Period } from './periods.ts';

/**
 * The months of history a member of the brand can read: the platform's 12, or more where the
 * brand's licence asks for more (profile `historyMonths`, issue 29; RTS 1 and 3).
 */
export const historyMonthsOf = (brand: Pick<PlatformBrand, 'complianceProfile'>): number =>
  Math.max(RECORD_MONTHS, rulesFor(brand).historyMonths ?? RECORD_MONTHS);

/** A records query's period in the brand's reporting time zone, as far back as its history reaches. */
export const recordPeriodOf = (
  db: Db,
  brand: PlatformBrand,
  query: { startDate?: string; endDate?: string },
  now: number,
): Period => periodOf(query, cashierConfig(db, brand).timeZone, now, historyMonthsOf(brand));

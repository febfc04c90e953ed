import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { assertSiteOpen } from '../siteSwitches.ts';

/**
 * Why the site is closed to this visitor (maintenance, region restriction), or null when it is open.
 * For HTML pages, which answer the refusal as a page rather than as the error envelope.
 */
export function siteClosure(db: Db, ip: string): PlatformError | null {
  try {
    assertSiteOpen(db, ip);
    return null;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
}

import type { PlatformBrands } from '../brands.ts';
import type { Db } from '../db.ts';
import { seedAnnouncements } from './seedAnnouncements.ts';
import { seedHelp } from './seedHelp.ts';
import { demoPaymentPasswordHash, seedMemberCentre } from './seedMemberCentre.ts';

/** Content and member-centre data for every brand; runs once, after the demo accounts exist. */
export function seedContent(db: Db, brands: PlatformBrands, now = Date.now()): void {
  const paymentPasswordHash = demoPaymentPasswordHash();
  db.transaction(() => {
    for (const brand of brands.byId.values()) {
      seedAnnouncements(db, brand);
      seedHelp(db, brand);
      seedMemberCentre(db, brand, paymentPasswordHash, now);
    }
  })();
}

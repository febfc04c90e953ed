import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { seedAnnouncements } from './seedAnnouncements.ts';
import { seedHelp } from './seedHelp.ts';
import { seedMemberCentre } from './seedMemberCentre.ts';
import { addMirrorSite } from './mirrorSites.ts';

/**
 * One brand's content (announcements, help centre) and member-centre data. Runs after the brand's
 * demo accounts exist; the caller wraps it in a transaction with the brand's other seed steps.
 */
export function seedContent(db: Db, brand: PlatformBrand, now = Date.now()): void {
  seedAnnouncements(db, brand);
  seedHelp(db, brand);
  seedMemberCentre(db, brand, now);
  // MC-23: two demo mirrors; the operator keeps the list with `npm run admin -- mirror`.
  for (const n of [1, 2]) addMirrorSite(db, brand.id, `https://${brand.id}-${n}.example.com`);
}

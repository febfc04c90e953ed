import type { PlatformBrands } from '../brands.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { seedContent } from '../content/seed.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import { seedAccounts } from './accounts.ts';

/** Bumped when the seed changes shape; a database seeded by an older version is left alone. */
const SEED_VERSION = '1';

/** Seeds demo accounts, the catalogue and content once; later starts keep what players did. */
export async function seedOnce(db: Db, brands: PlatformBrands): Promise<boolean> {
  if (getSetting(db, 'seedVersion') === SEED_VERSION) return false;
  await seedAccounts(db, brands);
  seedCatalogue(db);
  seedContent(db, brands);
  setSetting(db, 'seedVersion', SEED_VERSION);
  return true;
}

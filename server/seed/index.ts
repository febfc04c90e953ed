import type { PlatformBrand, PlatformBrands } from '../brands.ts';
import { seedBrandHistory, seedCatalogue } from '../catalogue/seed.ts';
import { seedContent } from '../content/seed.ts';
import { getSetting, setSetting, writeTransaction, type Db } from '../db.ts';
import { hashPassword } from '../services/passwords.ts';
import { DEMO_PASSWORD, seedAccounts } from './accounts.ts';

/** Bumped when the seed changes shape; data seeded by an older version is left alone. */
const SEED_VERSION = '1';

/**
 * Seeds what is missing: the catalogue once, then each brand not yet seeded (demo accounts, their
 * history, content), each step in one transaction with its marker, so a start that fails half-way
 * leaves nothing half-written, and a brand added later gets its data at the next start. Later starts
 * keep everything players did. Returns whether anything was seeded. Dates (accounts created, passwords
 * set, content published) are `now`: a test platform passes its own clock.
 */
export async function seedOnce(db: Db, brands: PlatformBrands, now: number = Date.now()): Promise<boolean> {
  let seeded = false;
  const step = (marker: string, work: () => void) => {
    if (getSetting(db, marker) === SEED_VERSION) return;
    writeTransaction(db, () => {
      work();
      setSetting(db, marker, SEED_VERSION);
    });
    seeded = true;
  };
  step('seeded:catalogue', () => seedCatalogue(db));
  const pending = [...brands.byId.values()].filter(
    (brand) => getSetting(db, `seeded:brand:${brand.id}`) !== SEED_VERSION,
  );
  if (pending.length === 0) return seeded;
  // One hash for every demo account, computed before the transactions (scrypt is asynchronous).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const brand of pending) step(`seeded:brand:${brand.id}`, () => seedBrand(db, brand, passwordHash, now));
  return seeded;
}

function seedBrand(db: Db, brand: PlatformBrand, passwordHash: string, now: number): void {
  seedAccounts(db, brand, passwordHash, now);
  seedBrandHistory(db, brand, now);
  seedContent(db, brand, now);
}

import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';

/** The brand's mirror sites (MC-23): other addresses of the same site, in the operator's order. */
export function mirrorSites(db: Db, brand: string): { url: string }[] {
  return statement(db, 'SELECT url FROM mirror_sites WHERE brand = ? ORDER BY sort, url').all(brand) as {
    url: string;
  }[];
}

/** An operator's address: http(s), a host, nothing a player's browser would read otherwise. */
export function normaliseMirrorUrl(typed: string): string {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    throw new PlatformError('VALIDATION_FAILED', `"${typed}" is not an address: give it as https://host.`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new PlatformError('VALIDATION_FAILED', `"${typed}" must be an http(s) address without a user name.`);
  }
  return url.href.replace(/\/$/, '');
}

export function addMirrorSite(db: Db, brand: string, typed: string): string {
  const url = normaliseMirrorUrl(typed);
  const { next } = statement(db, 'SELECT COALESCE(MAX(sort), -1) + 1 AS next FROM mirror_sites WHERE brand = ?').get(
    brand,
  ) as { next: number };
  statement(db, 'INSERT OR IGNORE INTO mirror_sites (brand, url, sort) VALUES (?, ?, ?)').run(brand, url, next);
  return url;
}

export function removeMirrorSite(db: Db, brand: string, typed: string): boolean {
  return (
    statement(db, 'DELETE FROM mirror_sites WHERE brand = ? AND url = ?').run(brand, normaliseMirrorUrl(typed))
      .changes > 0
  );
}

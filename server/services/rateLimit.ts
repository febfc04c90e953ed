import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';

/** Too many attempts lock the key for 5 minutes (CONST-16, ERR-07). */
export const LOCK_MS = 5 * 60 * 1000;

/**
 * Counts attempts per key in a fixed window; past `max` the key is locked for LOCK_MS and every
 * attempt until then is refused with TOO_MANY_REQUESTS.
 */
export function hitRateLimit(db: Db, key: string, max: number, windowMs: number, now: number): void {
  const row = db.prepare('SELECT count, window_start, locked_until FROM rate_limits WHERE key = ?').get(key) as
    | { count: number; window_start: number; locked_until: number | null }
    | undefined;
  if (row?.locked_until && row.locked_until > now) throw tooMany(row.locked_until - now);
  if (!row || now - row.window_start >= windowMs || (row.locked_until && row.locked_until <= now)) {
    db.prepare('INSERT INTO rate_limits (key, count, window_start, locked_until) VALUES (?, 1, ?, NULL) ON CONFLICT(key) DO UPDATE SET count = 1, window_start = excluded.window_start, locked_until = NULL').run(key, now);
    return;
  }
  if (row.count + 1 > max) {
    db.prepare('UPDATE rate_limits SET count = count + 1, locked_until = ? WHERE key = ?').run(now + LOCK_MS, key);
    throw tooMany(LOCK_MS);
  }
  db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
}

function tooMany(remainingMs: number): PlatformError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60000));
  return new PlatformError('TOO_MANY_REQUESTS', `Too many requests, please retry after ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Forgets a key's attempts (a successful login clears its failures). */
export function clearRateLimit(db: Db, key: string): void {
  db.prepare('DELETE FROM rate_limits WHERE key = ?').run(key);
}

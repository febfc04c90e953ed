import { writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** Too many attempts lock the key for 5 minutes at least (CONST-16, ERR-07). */
export const LOCK_MS = 5 * 60 * 1000;

/**
 * At most `max` attempts per key in any `windowMs` (a sliding window: the attempts themselves are
 * kept, each until its window has passed). The attempt past `max` locks the key for LOCK_MS, or
 * for as long as the window still holds `max` attempts if that is longer: a lock ending never
 * gives the count back, so "10 in 15 minutes" is 10 in any 15 minutes, locks or not. Refused
 * attempts are not counted (they did nothing), but they do not shorten the wait either.
 */
export function hitRateLimit(db: Db, key: string, max: number, windowMs: number, now: number): void {
  writeTransaction(db, () => {
    const lock = db.prepare('SELECT locked_until FROM rate_limits WHERE key = ?').get(key) as
      { locked_until: number | null } | undefined;
    if (lock?.locked_until && lock.locked_until > now) throw tooMany(lock.locked_until - now);
    const inWindow = db
      .prepare('SELECT at FROM rate_limit_hits WHERE key = ? AND at > ? ORDER BY at DESC')
      .all(key, now - windowMs) as { at: number }[];
    if (inWindow.length >= max) {
      // The attempt that frees a place is the one `max` places back: its window ends first.
      const freedAt = inWindow[max - 1]!.at + windowMs;
      const lockedUntil = Math.max(now + LOCK_MS, freedAt);
      db.prepare(
        'INSERT INTO rate_limits (key, count, window_start, locked_until) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until',
      ).run(key, inWindow.length, now, lockedUntil);
      throw tooMany(lockedUntil - now);
    }
    db.prepare('INSERT INTO rate_limit_hits (key, at, expires_at) VALUES (?, ?, ?)').run(key, now, now + windowMs);
  });
}

function tooMany(remainingMs: number): PlatformError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60000));
  return new PlatformError(
    'TOO_MANY_REQUESTS',
    minutes === 1 ? text('error.tooManyRequestsOne') : text('error.tooManyRequests', { minutes }),
  );
}

/**
 * Forgets a key's attempts and lock. Only for a key that belongs to the one party succeeding (a
 * member's own payment-password check): a key shared with others must never be cleared by one of
 * them.
 */
export function clearRateLimit(db: Db, key: string): void {
  db.prepare('DELETE FROM rate_limits WHERE key = ?').run(key);
  db.prepare('DELETE FROM rate_limit_hits WHERE key = ?').run(key);
}

import { writeTransaction, type Db } from '../db.ts';
import { IDEMPOTENCY_KEPT_MS } from '../money/idempotency.ts';
import { LIVE_EVENTS_KEPT_MS } from '../money/liveEvents.ts';
import { LOCK_MS } from './rateLimit.ts';

/** Sent messages stay in the local outbox this long. */
const OUTBOX_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Spent or expired SMS codes are kept a day, for support questions. */
const SMS_CODES_KEPT_MS = 24 * 60 * 60 * 1000;
/** A failed login asks for the captcha for a day at most. */
const LOGIN_FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;
/** Longest rate-limit window in use (SMS per address: one hour), plus the lock. */
const RATE_WINDOW_KEPT_MS = 60 * 60 * 1000 + LOCK_MS;

/**
 * Deletes what has expired — sessions, captchas, old SMS codes, finished rate-limit windows, old
 * outbox messages, day-old login failures, spent challenges and login verifications, day-old live events and idempotency keys — so that tables written by every visitor do not grow for ever. Runs at start
 * and every hour (server/main.ts). Returns how many rows went.
 */
export function sweepExpired(db: Db, now: number): number {
  let removed = 0;
  writeTransaction(db, () => {
    removed += db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now).changes;
    removed += db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now).changes;
    removed += db.prepare('DELETE FROM sms_codes WHERE expires_at <= ?').run(now - SMS_CODES_KEPT_MS).changes;
    removed += db
      .prepare('DELETE FROM rate_limits WHERE window_start <= ? AND (locked_until IS NULL OR locked_until <= ?)')
      .run(now - RATE_WINDOW_KEPT_MS, now).changes;
    removed += db.prepare('DELETE FROM rate_limit_hits WHERE expires_at <= ?').run(now).changes;
    removed += db.prepare('DELETE FROM outbox WHERE created_at <= ?').run(now - OUTBOX_KEPT_MS).changes;
    removed += db.prepare('DELETE FROM login_attempts WHERE updated_at <= ?').run(now - LOGIN_FAILURES_KEPT_MS).changes;
    removed += db.prepare('DELETE FROM login_failures WHERE last_at <= ?').run(now - LOGIN_FAILURES_KEPT_MS).changes;
    removed += db.prepare('DELETE FROM spent_challenges WHERE expires_at <= ?').run(now).changes;
    removed += db
      .prepare('DELETE FROM login_verifications WHERE expires_at <= ?')
      .run(now - LOGIN_FAILURES_KEPT_MS).changes;
    removed += db.prepare('DELETE FROM live_events WHERE created_at <= ?').run(now - LIVE_EVENTS_KEPT_MS).changes;
    removed += db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_KEPT_MS).changes;
  });
  return removed;
}

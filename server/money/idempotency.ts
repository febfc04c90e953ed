import { createHash } from 'node:crypto';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** Keys are remembered this long: a retry comes within minutes, a day covers a phone that slept. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

/** What identifies a request: its fields but the key itself and any password (never stored, even hashed here). */
function requestHash(call: string, request: object): string {
  const { idempotencyKey: _key, paymentPassword: _password, ...rest } = request as Record<string, unknown>;
  const fields = Object.keys(rest)
    .sort()
    .map((name) => [name, rest[name]]);
  return createHash('sha256')
    .update(JSON.stringify([call, fields]))
    .digest('base64url');
}

/**
 * Runs a money-moving request once per key. In one transaction: a key seen before with the same
 * request gives back the first answer without running anything; with another request it is refused;
 * a new key runs `work` and stores its answer. A refused request (an error) stores nothing, so the
 * member may send it again. Without a key (older calls where the key is optional) `work` just runs.
 */
export function once<T>(db: Db, memberId: number, call: string, request: object, now: number, work: () => T): T {
  const key = (request as { idempotencyKey?: unknown }).idempotencyKey;
  if (typeof key !== 'string') return writeTransaction(db, work);
  const hash = requestHash(call, request);
  return writeTransaction(db, () => {
    const seen = statement(
      db,
      'SELECT call, request_hash, answer FROM idempotency_keys WHERE member_id = ? AND key = ?',
    ).get(memberId, key) as { call: string; request_hash: string; answer: string } | undefined;
    if (seen) {
      if (seen.call !== call || seen.request_hash !== hash) {
        throw new PlatformError('IDEMPOTENCY_KEY_REUSED', text('error.requestReused'));
      }
      return JSON.parse(seen.answer) as T;
    }
    const answer = work();
    statement(
      db,
      'INSERT INTO idempotency_keys (member_id, key, call, request_hash, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(memberId, key, call, hash, JSON.stringify(answer), now);
    return answer;
  });
}

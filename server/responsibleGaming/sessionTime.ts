import { statement, type Db } from '../db.ts';
import type { Window } from './windows.ts';

/**
 * Each login's start and last use (member_sessions), kept after the session ends: what a session
 * limit counts (minutes logged in over a day, week or month) and where "this session" starts for the
 * reality check's net result (issue 29). `token` is the session's stored digest.
 */
export function sessionStarted(db: Db, token: string, memberId: number, now: number): void {
  statement(
    db,
    'INSERT OR IGNORE INTO member_sessions (token, member_id, started_at, seen_at) VALUES (?, ?, ?, ?)',
  ).run(token, memberId, now, now);
}

/** The session was used at `now` (written at most about once a minute, with its sliding expiry). */
export function sessionSeen(db: Db, token: string, now: number): void {
  statement(db, 'UPDATE member_sessions SET seen_at = MAX(seen_at, ?) WHERE token = ?').run(now, token);
}

/** When the session started; null for a session opened before starts were kept. */
export function sessionStart(db: Db, token: string): number | null {
  const row = statement(db, 'SELECT started_at FROM member_sessions WHERE token = ?').get(token) as
    { started_at: number } | undefined;
  return row?.started_at ?? null;
}

/**
 * Whole minutes the member was logged in within the window: every login's span from its start to
 * its last use, the current one (`current`, a digest) up to now.
 */
export function minutesLoggedIn(db: Db, memberId: number, window: Window, now: number, current: string | null): number {
  const rows = statement(
    db,
    'SELECT token, started_at, seen_at FROM member_sessions WHERE member_id = ? AND seen_at >= ? AND started_at < ?',
  ).all(memberId, window.from, window.to) as { token: string; started_at: number; seen_at: number }[];
  let ms = 0;
  for (const row of rows) {
    const end = Math.min(row.token === current ? Math.max(row.seen_at, now) : row.seen_at, window.to);
    ms += Math.max(0, end - Math.max(row.started_at, window.from));
  }
  return Math.floor(ms / 60_000);
}

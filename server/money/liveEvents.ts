import type { EventName, EventPayload } from '../../schemas/api/index.ts';
import { statement, type Db } from '../db.ts';
import { TRIAL_TYPE } from '../services/roles.ts';

/** Events are kept this long for a reconnect to resume from (schemas/api/events.ts). */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Queues an event for every live session of the member, numbered per session, in the caller's
 * transaction: the event exists exactly when the change it tells of does. Trial accounts get none.
 */
export function emitToMember<E extends EventName>(
  db: Db,
  memberId: number,
  name: E,
  data: EventPayload<E>,
  now: number,
): void {
  const json = JSON.stringify(data);
  const member = statement(db, 'SELECT type FROM members WHERE id = ?').get(memberId) as { type: number } | undefined;
  if (!member || member.type === TRIAL_TYPE) return;
  const sessions = statement(db, 'SELECT token FROM sessions WHERE member_id = ? AND expires_at > ?').all(
    memberId,
    now,
  ) as { token: string }[];
  const insert = statement(
    db,
    `INSERT INTO live_events (session_token, seq, name, data, created_at)
     VALUES (?, COALESCE((SELECT MAX(seq) FROM live_events WHERE session_token = ?), 0) + 1, ?, ?, ?)`,
  );
  for (const { token } of sessions) insert.run(token, token, name, json, now);
}

export interface StoredEvent {
  seq: number;
  name: EventName;
  data: string;
}

/** The session's events after `afterSeq`, oldest first. */
export function eventsAfter(db: Db, sessionDigest: string, afterSeq: number): StoredEvent[] {
  return statement(
    db,
    'SELECT seq, name, data FROM live_events WHERE session_token = ? AND seq > ? ORDER BY seq LIMIT 500',
  ).all(sessionDigest, afterSeq) as StoredEvent[];
}

/** The lowest number the session still holds (older ones were swept), or null when it holds none. */
export function oldestHeld(db: Db, sessionDigest: string): { min: number; max: number } | null {
  const row = statement(db, 'SELECT MIN(seq) AS min, MAX(seq) AS max FROM live_events WHERE session_token = ?').get(
    sessionDigest,
  ) as {
    min: number | null;
    max: number | null;
  };
  return row.min === null || row.max === null ? null : { min: row.min, max: row.max };
}

import type { PasswordChangeReason } from '../../schemas/api/index.ts';
import type { Member } from '../context.ts';
import { statement, type Db } from '../db.ts';
import { sessionSeen, sessionStarted } from '../responsibleGaming/sessionTime.ts';
import { newSecret, secretDigest } from './secrets.ts';

/** A session lasts 24 hours from its last use (CONST-17). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The expiry moves on with use, in steps of at least this much. */
const SESSION_SLIDE_STEP_MS = 60 * 1000;

const digest = secretDigest;

/**
 * A new session: 256 random bits, base64url. With `passwordChange` it may do nothing but change the
 * password, sign out and read member info until the change is made (AUTH-05, AUTH-06, UNSPEC-19).
 */
export function openSession(
  db: Db,
  memberId: number,
  now: number,
  passwordChange: PasswordChangeReason | null = null,
): string {
  const token = newSecret();
  db.prepare('INSERT INTO sessions (token, member_id, expires_at, password_change) VALUES (?, ?, ?, ?)').run(
    digest(token),
    memberId,
    now + SESSION_TTL_MS,
    passwordChange,
  );
  sessionStarted(db, digest(token), memberId, now);
  return token;
}

/** The session has made its password change: it may do everything again. */
export function clearPasswordChange(db: Db, token: string): void {
  statement(db, 'UPDATE sessions SET password_change = NULL WHERE token = ?').run(digest(token));
}

export function closeSession(db: Db, token: string): void {
  closeSessionByKey(db, digest(token));
}

/** Ends a session known by its stored digest (a game launch keeps only that). */
export function closeSessionByKey(db: Db, key: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(key);
}

/** Every session of a member ends (password change or reset). */
export function closeAllSessions(db: Db, memberId: number): void {
  db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
}

interface MemberRow {
  id: number;
  brand: string;
  account: string;
  type: number;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  language: string | null;
  parent_id: number | null;
}

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  brand: row.brand,
  account: row.account,
  type: row.type,
  nickname: row.nickname,
  mobile: row.mobile,
  email: row.email,
  language: row.language,
  parentId: row.parent_id,
});

/** A live session: its member, and the password change it must make before anything else (or null). */
export interface Session {
  member: Member;
  passwordChange: PasswordChangeReason | null;
  /** The token's stored digest: names the session in member_sessions. */
  key: string;
}

/** The session behind a live token of this brand, sliding its expiry; null when unknown or expired. */
export function sessionForToken(db: Db, token: string, brand: string, now: number): Session | null {
  const key = digest(token);
  const row = statement(
    db,
    `SELECT m.id, m.brand, m.account, m.type, m.nickname, m.mobile, m.email, m.language, m.parent_id, s.expires_at, s.password_change
     FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ?`,
  ).get(key) as (MemberRow & { expires_at: number; password_change: PasswordChangeReason | null }) | undefined;
  if (!row || row.brand !== brand) return null;
  if (row.expires_at <= now) {
    statement(db, 'DELETE FROM sessions WHERE token = ?').run(key);
    return null;
  }
  // Slide the expiry at most once a minute: a write (and its flush to disk) on every call would
  // make each signed-in read as slow as a money movement; a day's session loses under a minute.
  if (now + SESSION_TTL_MS - row.expires_at >= SESSION_SLIDE_STEP_MS) {
    statement(db, 'UPDATE sessions SET expires_at = ? WHERE token = ?').run(now + SESSION_TTL_MS, key);
    sessionSeen(db, key, now);
  }
  return { member: toMember(row), passwordChange: row.password_change, key };
}

/** Every other session of the member ends; the one making the change stays (password change). */
export function closeOtherSessions(db: Db, memberId: number, keep: string): void {
  statement(db, 'DELETE FROM sessions WHERE member_id = ? AND token != ?').run(memberId, digest(keep));
}

import { statement, type Db } from '../db.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { newSecret, secretDigest } from '../services/secrets.ts';
import { pageLanguageOf } from './demoPageTexts.ts';

/** A launch link stays valid for 2 hours (enough for a session of play; a new launch makes a new one). */
export const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;

const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000;

/** What every launch has: whose it is, the language its pages speak (I18N-06) and when it ends. */
interface LaunchBase {
  memberId: number;
  language: ContentLanguage;
  expiresAt: number;
  /** Read back: the session that launched it (the digest of its token), which play keeps in use. */
  sessionKey?: string;
}

export type Launch =
  | (LaunchBase & { kind: 'game'; nodeId: number })
  | (LaunchBase & { kind: 'lottery'; lotteryCode: string | null; prizeMode: string | null; backUrl: string | null });

/** An expired launch still knows its language, so "expired" is said in it. */
export type LaunchLookup =
  { status: 'ok'; launch: Launch } | { status: 'expired'; language: ContentLanguage } | { status: 'unknown' };

/**
 * A new launch, tied to the member, what they launched and the session that launched it
 * (`sessionKey`, see sessionKey.ts): the link dies with that session. Only a digest of the token
 * is stored; the URL holds the only copy of the secret.
 */
export function createLaunch(db: Db, launch: Launch, sessionKey: string): string {
  const token = newSecret();
  // Expired launches are kept a day, so a late click still hears "expired" rather than "not valid".
  statement(db, 'DELETE FROM launch_tokens WHERE expires_at <= ?').run(
    launch.expiresAt - LAUNCH_TTL_MS - EXPIRED_KEPT_MS,
  );
  statement(
    db,
    `INSERT INTO launch_tokens (token_hash, member_id, session_token, kind, node_id, lottery_code, prize_mode, back_url, language, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    secretDigest(token),
    launch.memberId,
    sessionKey,
    launch.kind,
    launch.kind === 'game' ? launch.nodeId : null,
    launch.kind === 'lottery' ? launch.lotteryCode : null,
    launch.kind === 'lottery' ? launch.prizeMode : null,
    launch.kind === 'lottery' ? launch.backUrl : null,
    launch.language,
    launch.expiresAt,
  );
  return token;
}

interface LaunchRow {
  member_id: number;
  session_token: string;
  kind: 'game' | 'lottery';
  node_id: number | null;
  lottery_code: string | null;
  prize_mode: string | null;
  back_url: string | null;
  language: string | null;
  expires_at: number;
}

export function findLaunch(db: Db, token: string, now: number): LaunchLookup {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const row = statement(db, 'SELECT * FROM launch_tokens WHERE token_hash = ?').get(secretDigest(token)) as
    LaunchRow | undefined;
  if (!row) return { status: 'unknown' };
  const language = pageLanguageOf(row.language);
  if (row.expires_at <= now) return { status: 'expired', language };
  const base = { memberId: row.member_id, language, expiresAt: row.expires_at, sessionKey: row.session_token };
  const launch: Launch =
    row.kind === 'game'
      ? { ...base, kind: 'game', nodeId: row.node_id ?? 0 }
      : { ...base, kind: 'lottery', lotteryCode: row.lottery_code, prizeMode: row.prize_mode, backUrl: row.back_url };
  return { status: 'ok', launch };
}

import type { ResponseOf } from '../../schemas/api/index.ts';
import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { newSecret, secretDigest } from '../services/secrets.ts';
import { chatIconPath } from './imagePaths.ts';
import { pickName, type ContentLanguage } from './languages.ts';
import { text } from '../texts/index.ts';

/** A launched chat link works for this long (CS-04). */
export const CHAT_TICKET_TTL_MS = 30 * 60 * 1000;

export function chatModels(db: Db, brand: string, language: ContentLanguage, origin: string): ResponseOf<'chatModels'> {
  const rows = db.prepare('SELECT id, names FROM chat_models WHERE brand = ? ORDER BY sort').all(brand) as {
    id: string;
    names: string;
  }[];
  return rows.map((row) => ({
    modelId: row.id,
    name: pickName(row.names, language),
    iconUrl: `${origin}${chatIconPath(brand, row.id)}`,
  }));
}

export interface ChatLaunch {
  brand: string;
  memberId: number;
  modelId: string;
  /** The launching session's key (sessions.token): the ticket ends with that session. */
  sessionKey: string;
  /** The language of the page that launched it: the room speaks it. */
  language: ContentLanguage;
}

/**
 * Opens a chat room for a member: a random ticket in the URL stands for the member, so the room
 * page needs no session token (it opens in a frame or window of its own). Only its digest is stored.
 */
export function launchChat(db: Db, launch: ChatLaunch, origin: string, now: number): string {
  const model = db.prepare('SELECT id FROM chat_models WHERE brand = ? AND id = ?').get(launch.brand, launch.modelId);
  if (!model) throw new PlatformError('NOT_FOUND', text('error.noChat', { chat: launch.modelId }));
  const ticket = newSecret();
  db.prepare('DELETE FROM chat_tickets WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO chat_tickets (ticket_hash, member_id, session_token, brand, model_id, expires_at, language) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    secretDigest(ticket),
    launch.memberId,
    launch.sessionKey,
    launch.brand,
    launch.modelId,
    now + CHAT_TICKET_TTL_MS,
    launch.language,
  );
  return `${origin}/chat/${encodeURIComponent(launch.modelId)}?t=${ticket}`;
}

export interface ChatRoom {
  brand: string;
  /** The model's (team's) name in each language, as JSON (chat_models.names). */
  names: string;
  /** Who the room greets; null in the public support room, where the visitor is a guest. */
  nickname: string | null;
  language: string | null;
}

/** The room behind a live ticket for this model, or null (unknown, expired or for another model). */
export function chatRoomFor(db: Db, modelId: string, ticket: string, now: number): ChatRoom | null {
  const row = db
    .prepare(
      `SELECT t.brand, c.names, COALESCE(m.nickname, m.account) AS nickname, COALESCE(t.language, m.language) AS language
       FROM chat_tickets t JOIN chat_models c ON c.brand = t.brand AND c.id = t.model_id JOIN members m ON m.id = t.member_id
       WHERE t.ticket_hash = ? AND t.model_id = ? AND t.expires_at > ?`,
    )
    .get(secretDigest(ticket), modelId, now) as
    { brand: string; names: string; nickname: string; language: string | null } | undefined;
  return row ? { brand: row.brand, names: row.names, nickname: row.nickname, language: row.language } : null;
}

/**
 * The language a ticket's room spoke (its page's, else its member's), kept while the ticket's row is:
 * an expired link is refused in the language its room would have spoken.
 */
export function ticketLanguage(db: Db, ticket: string): string | null {
  const row = db
    .prepare(
      'SELECT COALESCE(t.language, m.language) AS language FROM chat_tickets t JOIN members m ON m.id = t.member_id WHERE t.ticket_hash = ?',
    )
    .get(secretDigest(ticket)) as { language: string | null } | undefined;
  return row?.language ?? null;
}

/**
 * The public support room of one of the brand's chat models, or null for an unknown model: what the
 * "Live chat" link of the system status opens, for visitors who are not logged in (no ticket, no name).
 */
export function publicChatRoom(db: Db, brand: string, modelId: string): ChatRoom | null {
  const row = db.prepare('SELECT names FROM chat_models WHERE brand = ? AND id = ?').get(brand, modelId) as
    { names: string } | undefined;
  return row ? { brand, names: row.names, nickname: null, language: null } : null;
}

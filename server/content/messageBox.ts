import type { ResponseOf } from '../../schemas/api/index.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { emitToMember } from '../money/liveEvents.ts';
import { publicId, rowId } from '../money/ids.ts';
import { escapeHtml } from '../services/text.ts';
import { renderStored, type PlatformText, text } from '../texts/index.ts';
import type { ContentLanguage } from './languages.ts';

/**
 * The member's message box (MC-14, MC-18): platform messages by the cashier and the operator, read
 * and deleted by the member. Every change of the unread count is told to the member's live sessions
 * (the `unread` event), in the caller's transaction, so the badge follows without a reload.
 */

type MessageRow = {
  id: number;
  category: string;
  title: string;
  content: string;
  created_at: string;
  read_at: string | null;
  text_code: string | null;
  text_params: string | null;
};

const COLUMNS = 'id, category, title, content, created_at, read_at, text_code, text_params';

/** A message as the reader reads it: a platform message in their language; an operator's as written. */
function worded(row: MessageRow, language: ContentLanguage): MessageRow {
  if (!row.text_code) return row;
  const title = renderStored(language, `${row.text_code}.title`, row.text_params, row.title);
  const body = renderStored(language, `${row.text_code}.body`, row.text_params, '');
  return { ...row, title, content: body ? `<p>${escapeHtml(body)}</p>` : row.content };
}

export const unreadMessages = (db: Db, memberId: number): number =>
  (
    statement(db, 'SELECT COUNT(*) AS count FROM platform_messages WHERE member_id = ? AND read_at IS NULL').get(
      memberId,
    ) as { count: number }
  ).count;

function tellUnread(db: Db, memberId: number, now: number): number {
  const count = unreadMessages(db, memberId);
  emitToMember(db, memberId, 'unread', { count }, now);
  return count;
}

/**
 * Puts a message (its content is HTML, sanitized by the player) in the member's box; returns its public
 * id. A platform message gives its text code and parameters (`text`: the catalogue's
 * `<code>.title` and `<code>.body`); title and content are then its English words, kept beside them.
 */
export function deliverMessage(
  db: Db,
  memberId: number,
  message: {
    category: string;
    title: string;
    content: string;
    text?: { code: string; params: PlatformText['params'] };
  },
  now: number,
): string {
  const stored = message.text
    ? { code: message.text.code, params: message.text.params ? JSON.stringify(message.text.params) : null }
    : { code: null, params: null };
  return writeTransaction(db, () => {
    const { lastInsertRowid } = statement(
      db,
      'INSERT INTO platform_messages (member_id, category, title, content, created_at, read_at, text_code, text_params) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)',
    ).run(
      memberId,
      message.category,
      message.title,
      message.content,
      new Date(now).toISOString(),
      stored.code,
      stored.params,
    );
    tellUnread(db, memberId, now);
    return publicId('M', Number(lastInsertRowid));
  });
}

const summaryOf = (row: MessageRow) => ({
  messageId: publicId('M', row.id),
  category: row.category,
  title: row.title,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

export function listMessages(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
  language: ContentLanguage,
): ResponseOf<'messageList'> {
  const { total } = statement(db, 'SELECT COUNT(*) AS total FROM platform_messages WHERE member_id = ?').get(
    memberId,
  ) as { total: number };
  const rows = statement(
    db,
    `SELECT ${COLUMNS} FROM platform_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(memberId, pageSize, (pageNo - 1) * pageSize) as MessageRow[];
  return {
    list: rows.map((row) => summaryOf(worded(row, language))),
    pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalRows: total,
    unread: unreadMessages(db, memberId),
  };
}

export function messageDetail(
  db: Db,
  memberId: number,
  messageId: string,
  language: ContentLanguage,
): ResponseOf<'messageDetail'> {
  const row = statement(db, `SELECT ${COLUMNS} FROM platform_messages WHERE id = ? AND member_id = ?`).get(
    rowId('M', messageId, 'message'),
    memberId,
  ) as MessageRow | undefined;
  // Another member's message is as absent as a deleted one.
  if (!row) throw new PlatformError('NOT_FOUND', text('error.messageGone'));
  const read = worded(row, language);
  return { ...summaryOf(read), content: read.content };
}

/** Marks the member's own messages read (others' ids change nothing); answers the unread count after. */
export function markRead(db: Db, memberId: number, messageIds: readonly string[], now: number): { count: number } {
  const ids = messageIds.map((id) => rowId('M', id, 'message'));
  return writeTransaction(db, () => {
    const mark = statement(
      db,
      'UPDATE platform_messages SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL',
    );
    let changed = 0;
    for (const id of ids) changed += mark.run(new Date(now).toISOString(), id, memberId).changes;
    return { count: changed > 0 ? tellUnread(db, memberId, now) : unreadMessages(db, memberId) };
  });
}

/** Deletes the member's own messages; one already gone is no error. Answers the unread count after. */
export function deleteMessages(
  db: Db,
  memberId: number,
  messageIds: readonly string[],
  now: number,
): { count: number } {
  const ids = messageIds.map((id) => rowId('M', id, 'message'));
  return writeTransaction(db, () => {
    const remove = statement(db, 'DELETE FROM platform_messages WHERE id = ? AND member_id = ?');
    const before = unreadMessages(db, memberId);
    for (const id of ids) remove.run(id, memberId);
    const after = unreadMessages(db, memberId);
    return { count: after !== before ? tellUnread(db, memberId, now) : after };
  });
}

import type { ResponseOf } from '../../schemas/api/index.ts';
import { pageCount } from '../catalogue/paging.ts';
import { writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { emitToMember } from '../money/liveEvents.ts';
import type { UploadedFile } from '../multipart.ts';
import { text } from '../texts/index.ts';

/** VAL-19, CONST-22: at most 3 images, each at most 5 MB, PNG or JPEG. */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their signature: the declared type and the file name prove nothing. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export interface FeedbackInput {
  content: string;
  remark?: string;
  images: readonly UploadedFile[];
}

/** Stores feedback and its images (MC-20, UNSPEC-10); returns its reference number. */
export function storeFeedback(db: Db, brand: string, memberId: number, input: FeedbackInput, now: number): number {
  const content = input.content.trim();
  // Bounds of UNSPEC-37 (10–500) on the trimmed text: blanks do not count as feedback.
  if (content.length < 10) throw new PlatformError('VALIDATION_FAILED', text('error.feedbackShort'));
  if (input.images.length > MAX_IMAGES)
    throw new PlatformError('VALIDATION_FAILED', text('error.tooManyImages', { count: MAX_IMAGES }));
  const images = input.images.map((file) => {
    if (file.bytes.length > MAX_IMAGE_BYTES)
      throw new PlatformError('VALIDATION_FAILED', text('error.imageTooLarge', { name: file.name }));
    const type = imageTypeOf(file.bytes);
    if (!type) throw new PlatformError('VALIDATION_FAILED', text('error.imageType', { name: file.name }));
    return { ...file, type };
  });
  return writeTransaction(db, () => {
    const result = db
      .prepare('INSERT INTO feedback (brand, member_id, content, remark, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(brand, memberId, content, input.remark?.trim() || null, now);
    const feedbackId = Number(result.lastInsertRowid);
    const insertImage = db.prepare(
      'INSERT INTO feedback_images (feedback_id, name, type, size, bytes) VALUES (?, ?, ?, ?, ?)',
    );
    for (const image of images) insertImage.run(feedbackId, image.name, image.type, image.bytes.length, image.bytes);
    return feedbackId;
  });
}

export interface FeedbackPageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** One member's feedback, newest first, with the operator's reply where there is one (MC-20). */
export function feedbackPage(
  db: Db,
  brand: string,
  memberId: number,
  query: FeedbackPageQuery,
): ResponseOf<'feedbackList'> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM feedback WHERE brand = ? AND member_id = ?')
    .get(brand, memberId) as { total: number };
  const rows = db
    .prepare(
      `SELECT f.id, f.content, f.remark, f.created_at, f.reply, f.replied_at,
              (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS images
         FROM feedback f WHERE f.brand = ? AND f.member_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    )
    .all(brand, memberId, pageSize, (pageNo - 1) * pageSize) as {
    id: number;
    content: string;
    remark: string | null;
    created_at: number;
    reply: string | null;
    replied_at: number | null;
    images: number;
  }[];
  return {
    list: rows.map((row) => ({
      id: `F-${row.id}`,
      content: row.content,
      ...(row.remark ? { remark: row.remark } : {}),
      images: row.images,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.reply ? { reply: row.reply, repliedAt: new Date(row.replied_at ?? row.created_at).toISOString() } : {}),
    })),
    pageNo,
    totalPages: pageCount(total, pageSize),
  };
}

/** Feedback still waiting for a reply, oldest first, for the operator (`npm run admin -- feedback`). */
export function unansweredFeedback(
  db: Db,
): { id: number; brand: string; account: string; content: string; images: number; createdAt: string }[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.brand, m.account, f.content, f.created_at,
              (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS images
         FROM feedback f JOIN members m ON m.id = f.member_id WHERE f.reply IS NULL ORDER BY f.created_at, f.id`,
    )
    .all() as { id: number; brand: string; account: string; content: string; created_at: number; images: number }[];
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    account: row.account,
    content: row.content,
    images: row.images,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * The operator's answer to one piece of feedback, plain text (the member's page shows it as text,
 * never as HTML). The member's live sessions are told, as of a new message (issue 26), so the reply
 * shows on their feedback page without a reload.
 */
export function replyToFeedback(db: Db, feedbackId: number, reply: string, now: number): void {
  const answer = reply.trim();
  if (!answer) throw new PlatformError('VALIDATION_FAILED', text('error.replyEmpty'));
  if (answer.length > 1000) throw new PlatformError('VALIDATION_FAILED', text('error.replyLong'));
  writeTransaction(db, () => {
    const row = db.prepare('SELECT member_id FROM feedback WHERE id = ?').get(feedbackId) as
      { member_id: number } | undefined;
    if (!row) throw new PlatformError('NOT_FOUND', text('error.noFeedback', { id: feedbackId }));
    db.prepare('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ?').run(answer, now, feedbackId);
    emitToMember(db, row.member_id, 'feedback', { feedbackId: `F-${feedbackId}` }, now);
  });
}

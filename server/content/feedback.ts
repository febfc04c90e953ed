import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { UploadedFile } from '../multipart.ts';

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
  if (content.length < 10) throw new PlatformError('VALIDATION_FAILED', 'Please describe your feedback in at least 10 characters.');
  if (input.images.length > MAX_IMAGES) throw new PlatformError('VALIDATION_FAILED', `At most ${MAX_IMAGES} images can be attached.`);
  const images = input.images.map((file) => {
    if (file.bytes.length > MAX_IMAGE_BYTES) throw new PlatformError('VALIDATION_FAILED', `${file.name} is larger than 5 MB.`);
    const type = imageTypeOf(file.bytes);
    if (!type) throw new PlatformError('VALIDATION_FAILED', `${file.name} is not a PNG or JPEG image.`);
    return { ...file, type };
  });
  return db.transaction(() => {
    const result = db
      .prepare('INSERT INTO feedback (brand, member_id, content, remark, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(brand, memberId, content, input.remark?.trim() || null, now);
    const feedbackId = Number(result.lastInsertRowid);
    const insertImage = db.prepare('INSERT INTO feedback_images (feedback_id, name, type, size, bytes) VALUES (?, ?, ?, ?, ?)');
    for (const image of images) insertImage.run(feedbackId, image.name, image.type, image.bytes.length, image.bytes);
    return feedbackId;
  })();
}

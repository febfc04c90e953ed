import { calls } from '../../../schemas/api/index.ts';

/** VAL-19 from the contract: how many images, which types, how large (the platform refuses the same). */
const uploads = calls.feedback.body.properties.images;
export const IMAGE_TYPES: readonly string[] = uploads.items.properties.type.enum;
export const IMAGE_MAX_BYTES = uploads.items.properties.size.maximum;
export const IMAGE_MAX_COUNT = uploads.maxItems;

/** VAL-17, VAL-18 from the contract: the content's bounds (UNSPEC-37) and the remark's length. */
export const CONTENT_MIN = calls.feedback.body.properties.content.minLength;
export const CONTENT_MAX = calls.feedback.body.properties.content.maxLength;
export const REMARK_MAX = calls.feedback.body.properties.remark.maxLength;

/** Why a file cannot be attached (a text key), or null: a type other than PNG/JPEG, or over 5 MB. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'feedback.imageType' | 'feedback.imageSize' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'feedback.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'feedback.imageSize';
  return null;
}

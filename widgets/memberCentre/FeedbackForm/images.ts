import { imageUploadsSchema } from '../../../schemas/api/entities.ts';
import { feedback } from '../../../schemas/generated/requestValidators.js';

/** VAL-19 from the contract: how many images, which types, how large (the platform refuses the same). */
const image = imageUploadsSchema.items.properties;
export const IMAGE_TYPES: readonly string[] = image.type.enum;
export const IMAGE_MAX_BYTES = image.size.maximum;
export const IMAGE_MAX_COUNT = feedback.limits.images.maxItems;

/** VAL-17, VAL-18 from the contract: the content's bounds (UNSPEC-37) and the remark's length. */
export const CONTENT_MAX = feedback.limits.content.maxLength;
export const REMARK_MAX = feedback.limits.remark.maxLength;

/** Why a file cannot be attached (a text key), or null: a type other than PNG/JPEG, or over 5 MB. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'feedback.imageType' | 'feedback.imageSize' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'feedback.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'feedback.imageSize';
  return null;
}

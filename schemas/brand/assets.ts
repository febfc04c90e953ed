/**
 * The mark of a brand image path (issue 28, item 6): a string field whose value names an image file
 * in the brand's assets folder ("assets/logo.svg"). It is JSON Schema's `contentMediaType`, an
 * annotation every validator accepts and ignores; the studio draws an upload field for it and the
 * brand CLI checks the file it names exists, so neither guesses from a field's name.
 */
export const BRAND_IMAGE_MEDIA_TYPE = 'image/*';

/** Whether a schema node is a brand image path. */
export function isBrandImageSchema(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as { contentMediaType?: unknown }).contentMediaType === BRAND_IMAGE_MEDIA_TYPE
  );
}

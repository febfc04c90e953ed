/** Replaces `{brand}` and `{currency}` in seeded copy. */
export const fillPlaceholders = (text: string, brandName: string, currency: string) =>
  text.replaceAll('{brand}', brandName).replaceAll('{currency}', currency);

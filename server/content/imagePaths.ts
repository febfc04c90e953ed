// Paths of the generated images (served by routes.ts); answers make them absolute with ctx.origin.

export const BANNER_IMAGE_SIZE = { width: 1200, height: 400 } as const;
export const PROMOTION_IMAGE_SIZE = { width: 960, height: 360 } as const;

export const bannerImagePath = (bannerId: string) => `/img/banners/${encodeURIComponent(bannerId)}.svg`;

export const promotionImagePath = (brandId: string, promotionId: string, language: string) =>
  `/img/promotions/${encodeURIComponent(brandId)}/${encodeURIComponent(promotionId)}.svg?lang=${encodeURIComponent(language)}`;

export const rewardImagePath = (brandId: string, rewardId: string) =>
  `/img/rewards/${encodeURIComponent(brandId)}/${encodeURIComponent(rewardId)}.svg`;

export const chatIconPath = (brandId: string, modelId: string) =>
  `/img/chat/${encodeURIComponent(brandId)}/${encodeURIComponent(modelId)}.svg`;

/** Platform HTML refers to its own images as `{origin}/img/…`; the answer fills in the request's origin. */
export const withOrigin = (html: string, origin: string) => html.replaceAll('{origin}', origin);

import { imageUrl } from '../../games/gameImages.ts';
import type { Banner } from './bannerLink.ts';

/** The banners of a group from a CALL-53 answer, in the platform's order: those with a picture only. */
export const bannersOf = (data: unknown, group: string): Banner[] => {
  const banners = typeof data === 'object' && data !== null ? (data as { banners?: unknown }).banners : undefined;
  return Array.isArray(banners)
    ? (banners as Banner[]).filter((banner) => banner?.groupName === group && typeof banner.url === 'string')
    : [];
};

/** The picture the carousel shows first: the group's first banner's, on the image host. */
export const firstBannerImage = (data: unknown, group: string, imageHost: string | null): string | null =>
  imageUrl(bannersOf(data, group)[0]?.url, imageHost);

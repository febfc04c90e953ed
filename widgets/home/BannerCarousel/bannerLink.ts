import type { Announcements } from '../../../schemas/api/entities.ts';
import { isSafeHref, isSiteRelative } from '../../shared/links.ts';

export type Banner = NonNullable<Announcements['banners']>[number];

/**
 * Where a banner leads by its linkageType (HOME-01, UNSPEC-64): PROMOTION → that promotion
 * (/promotions#id), ROUTE → a path of the site, URL → an http(s) address (new tab); NONE, or a
 * linkage that is not safe, leads nowhere.
 */
export function bannerTarget(banner: Banner): { to: string; external: boolean } | null {
  const linkage = banner.linkage?.trim();
  if (!linkage) return null;
  switch (banner.linkageType) {
    case 'PROMOTION':
      return { to: `/promotions#${encodeURIComponent(linkage)}`, external: false };
    case 'ROUTE':
      return isSiteRelative(linkage) ? { to: linkage, external: false } : null;
    case 'URL':
      return isSafeHref(linkage) && !isSiteRelative(linkage) ? { to: linkage, external: true } : null;
    default:
      return null;
  }
}

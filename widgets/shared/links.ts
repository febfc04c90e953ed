import { isHttpUrl } from '../../engine/core/util/isHttpUrl.ts';

/** Site-relative path ("/promotions"), never protocol-relative ("//evil"). */
export function isSiteRelative(href: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(href);
}

/** Defence in depth: only http(s) URLs and site-relative paths ever reach an href. */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length === 0) return false;
  if (isSiteRelative(href)) return true;
  return isHttpUrl(href);
}

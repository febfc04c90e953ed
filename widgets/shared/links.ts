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

/**
 * True when a site-relative menu target is where the player is: the same path, every query value
 * the target names (/member?page=depositv2), and its hash when it has one (none when it has none).
 */
export function isCurrentLink(to: string, location: { pathname: string; search?: string; hash: string }): boolean {
  if (!isSiteRelative(to)) return false;
  const url = new URL(to, 'http://site.invalid');
  if (url.pathname !== location.pathname) return false;
  const here = new URLSearchParams(location.search ?? '');
  for (const [key, value] of url.searchParams) if (here.get(key) !== value) return false;
  return url.hash ? url.hash === location.hash : !location.hash;
}

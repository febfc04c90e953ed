import { isDevelopmentHost } from '../../engine/core/hosts.ts';
import { PlatformError } from '../errors.ts';

/**
 * A lottery's back link may only lead to this site (DESIGN §6: no open redirects): one of the
 * brand's hosts, a development host (localhost, *.localhost, loopback) or the host the request
 * came in on. Returns the normalised URL, or throws VALIDATION_FAILED.
 */
export function allowedBackUrl(backUrl: string, brandHosts: readonly string[], requestOrigin: string): string {
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw new PlatformError('VALIDATION_FAILED', 'backUrl is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PlatformError('VALIDATION_FAILED', 'backUrl must be an http(s) URL.');
  const host = url.hostname.toLowerCase();
  let requestHost = '';
  try {
    requestHost = new URL(requestOrigin).hostname.toLowerCase();
  } catch {
    // An unreadable origin allows nothing extra.
  }
  const allowed = brandHosts.some((h) => h.toLowerCase() === host) || isDevelopmentHost(host) || host === requestHost;
  if (!allowed || url.username || url.password) {
    throw new PlatformError('VALIDATION_FAILED', 'backUrl must point at this site.');
  }
  return url.href;
}

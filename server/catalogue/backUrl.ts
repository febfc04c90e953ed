import { isDevelopmentHost } from '../../engine/core/hosts.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

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
    throw new PlatformError('VALIDATION_FAILED', text('error.backUrlInvalid'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PlatformError('VALIDATION_FAILED', text('error.backUrlScheme'));
  const host = url.hostname.toLowerCase();
  let requestHost = '';
  try {
    requestHost = new URL(requestOrigin).hostname.toLowerCase();
  } catch {
    // An unreadable origin allows nothing extra.
  }
  const allowed = brandHosts.some((h) => h.toLowerCase() === host) || isDevelopmentHost(host) || host === requestHost;
  if (!allowed || url.username || url.password) {
    throw new PlatformError('VALIDATION_FAILED', text('error.backUrlHost'));
  }
  return url.href;
}

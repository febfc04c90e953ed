import { isDevelopmentHost } from '../../engine/core/hosts.ts';

/**
 * A launch address moved onto the launch host the platform named (GAME-08, SHELL-05): the path and
 * query stay, the origin becomes the launch host's. Only http(s) addresses are ever returned.
 */
export function onLaunchHost(url: string, launchHost: string | null): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (!launchHost) return target.href;
  try {
    const host = new URL(/^https?:\/\//i.test(launchHost) ? launchHost : `https://${launchHost}`);
    target.protocol = host.protocol;
    target.host = host.host;
  } catch {
    // An unreadable launch host leaves the platform's own address.
  }
  return target.href;
}

/**
 * Where a game or lottery sends the player back to (`backUrl`): this page when the site runs on one
 * of the brand's own hosts (or a development host), else the brand's first host; never elsewhere.
 */
export function backUrlFor(
  current: { origin: string; hostname: string },
  path: string,
  brandHosts: readonly string[],
): string | null {
  const hostname = current.hostname.toLowerCase();
  const own = brandHosts.some((host) => host.toLowerCase() === hostname) || isDevelopmentHost(hostname);
  if (own && /^https?:\/\//.test(current.origin)) return `${current.origin}${path}`;
  const first = brandHosts[0];
  return first ? `https://${first}${path}` : null;
}

import { hostnameOf } from './util/hostnameOf.ts';

/**
 * Host → brand: one build serves every brand (DESIGN §4). `?brand=<id>` overrides; a
 * `<id>.localhost` name works in development; an unknown host gets the default brand.
 */
export interface HostMap {
  defaultBrand: string;
  /** host name → brand id */
  hosts: Record<string, string>;
  /** every brand id that can be served */
  brands: string[];
}

export function brandForLocation(map: HostMap, hostname: string, search: string): string {
  const requested = new URLSearchParams(search).get('brand');
  if (requested && map.brands.includes(requested)) return requested;
  const host = hostname.toLowerCase();
  const mapped = map.hosts[host];
  if (mapped) return mapped;
  const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length).split('.').pop() : undefined;
  if (sub && map.brands.includes(sub)) return sub;
  return map.defaultBrand;
}

/** Development and test hosts: `localhost`, `*.localhost` and the loopback addresses (a port is ignored). */
export function isDevelopmentHost(host: string): boolean {
  const name = hostnameOf(host);
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

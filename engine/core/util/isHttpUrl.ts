/**
 * An absolute http(s) URL with a host and no white space. Links from brand JSON and the platform
 * must pass it before they reach an href (DESIGN §6): no javascript:, data: or protocol-relative URLs.
 */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s/?#]+\S*$/i.test(value);
}

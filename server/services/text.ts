/** Escapes text for HTML and XML content and attribute values (server-rendered pages and SVG). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * "player8801" → "pl***01": enough for a player to spot themself on a board, not enough to find the
 * account. Counted in characters, not UTF-16 units; very short accounts keep their first character.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

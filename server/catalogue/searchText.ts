/**
 * A name search as the catalogue matches it (LOBBY-06): control characters (a NUL byte and the
 * like, which no player types but a URL can carry) are dropped, then the text is trimmed; empty
 * means no name filter. Any other text is a valid search, matched literally.
 */
export function searchText(gameName: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = gameName?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? text : undefined;
}

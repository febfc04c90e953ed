import { escapeHtml } from '../services/text.ts';
import { hashString } from './prng.ts';

/** Initials of a game name: "Fortune Tiger Megaways" → "FT". */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A game's icon: a two-colour gradient picked from the vendor and name, the initials large and the
 * vendor code small. Lightness stays low so white text keeps its contrast on every colour.
 */
export function gameIconSvg(game: { name: string; vendor: string; gameType: string }): string {
  const hue = hashString(`${game.vendor}:${game.name}`) % 360;
  const hue2 = (hue + 40 + (hashString(game.name) % 80)) % 360;
  const title = escapeHtml(`${game.name} (${game.vendor})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="t">
<title id="t">${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 20%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="160" cy="40" r="70" fill="#ffffff" fill-opacity="0.08"/>
<text x="100" y="118" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeHtml(initialsOf(game.name))}</text>
<text x="100" y="176" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="600" fill="#ffffff" fill-opacity="0.9">${escapeHtml(game.vendor)} · ${escapeHtml(game.gameType)}</text>
</svg>`;
}

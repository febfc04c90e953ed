import { escapeHtml } from '../services/text.ts';
import { hashString } from './prng.ts';

/** Initials of a game name: "Fortune Tiger Megaways" → "FT". */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
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

/**
 * A vendor's logo (FOOTER-03): an emblem with the vendor's initial and its wordmark, in a colour
 * of its own, 5 : 2 (the footer draws it 80 × 32). The reference platform's stand-in for the
 * vendors' own artwork, served from its image host like the game icons.
 */
export function vendorLogoSvg(vendor: { code: string; name: string }): string {
  const hue = hashString(vendor.code) % 360;
  const name = escapeHtml(vendor.name);
  const code = escapeHtml(vendor.code);
  const initial = escapeHtml([...vendor.name.trim()][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-labelledby="t">
<title id="t">${name}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 22%)"/></linearGradient></defs>
<rect width="160" height="64" rx="12" fill="url(#g)"/>
<circle cx="32" cy="32" r="20" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
<path d="M20 38 L32 16 L44 38 Z" fill="#ffffff" fill-opacity="0.22"/>
<text x="32" y="40" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="#ffffff">${initial}</text>
<text x="60" y="31" font-family="system-ui, sans-serif" font-size="19" font-weight="800" letter-spacing="1" fill="#ffffff">${code}</text>
<text x="60" y="47" font-family="system-ui, sans-serif" font-size="10" font-weight="500" fill="#ffffff" fill-opacity="0.85">${name}</text>
</svg>`;
}

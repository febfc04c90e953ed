// Generated artwork: the reference platform draws its banners, promotion and reward pictures and
// chat icons as SVG, so the demo needs no image files and every brand and language gets its own.

import { escapeHtml } from '../services/text.ts';

/** Only #rgb / #rrggbb colours reach the SVG; anything else is replaced, never interpolated. */
const safeColour = (colour: string, fallback: string) =>
  /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(colour) ? colour : fallback;

export interface PosterArt {
  width: number;
  height: number;
  headline: string;
  tagline: string;
  colourFrom: string;
  colourTo: string;
}

/** A wide poster: gradient, a few soft circles, a headline and a tagline (banners, promotions). */
export function posterSvg(art: PosterArt): string {
  const { width, height } = art;
  const from = safeColour(art.colourFrom, '#1d2b53');
  const to = safeColour(art.colourTo, '#7e2553');
  const headlineSize = Math.round(height * 0.2);
  const taglineSize = Math.round(height * 0.09);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`${art.headline}. ${art.tagline}`)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${width * 0.7}" cy="${height * 0.95}" r="${height * 0.3}" fill="#ffffff" fill-opacity="0.06"/>
  <text x="${width * 0.06}" y="${height * 0.5}" font-family="system-ui, sans-serif" font-size="${headlineSize}" font-weight="700" fill="#ffffff">${escapeHtml(art.headline)}</text>
  <text x="${width * 0.06}" y="${height * 0.5 + taglineSize * 1.8}" font-family="system-ui, sans-serif" font-size="${taglineSize}" fill="#ffffff" fill-opacity="0.9">${escapeHtml(art.tagline)}</text>
</svg>`;
}

/** A square tile with initials (reward pictures, chat model icons). */
export function tileSvg(label: string, colour: string, size = 160): string {
  const initials = label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(label)}">
  <rect width="100%" height="100%" rx="${size * 0.16}" fill="${safeColour(colour, '#29adff')}"/>
  <text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size * 0.36}" font-weight="700" fill="#ffffff">${escapeHtml(initials)}</text>
</svg>`;
}

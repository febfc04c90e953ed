import type { Game } from '../../schemas/api/entities.ts';

/** Variants of a vendor's images (GAME-11, UNSPEC-42): small icons and list icons. */
export type VendorImageVariant = 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'COLOR' | 'PURPLE';

const HTTP = /^https?:\/\//i;

/** The image base as an origin: the platform's image host (SHELL-05) as a URL or a bare host name. */
function baseOf(imageHost: string | null): string | null {
  if (!imageHost) return null;
  const base = HTTP.test(imageHost) ? imageHost : `https://${imageHost}`;
  try {
    return new URL(base).href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * An image path from the platform, made absolute on the image host: an http(s) URL is kept, a
 * relative path is put under the image host (the site's own origin without one), any other
 * scheme (javascript:, data:, protocol-relative) is dropped.
 */
export function imageUrl(path: string | undefined, imageHost: string | null): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (HTTP.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  const base = baseOf(imageHost);
  // Without an image host, the path is the site's own (the platform serves both).
  return `${base ?? ''}/${value.replace(/^\/+/, '')}`;
}

/** The picture of a game tile (GAME-10): showIcon, else iconUrl, else lagerIcon. */
export function gameImageUrl(
  game: Pick<Game, 'showIcon' | 'iconUrl' | 'lagerIcon'>,
  imageHost: string | null,
): string | null {
  return imageUrl(game.showIcon, imageHost) ?? imageUrl(game.iconUrl, imageHost) ?? imageUrl(game.lagerIcon, imageHost);
}

/**
 * A vendor image built from image base, vendor code and game type (GAME-11, UNSPEC-42):
 * `<imageBase>/<vendorCode>/<gameType>/<variant>.png`, submenu images under `submenu/`.
 */
export function vendorImageUrl(
  imageHost: string | null,
  vendor: string,
  gameType: string,
  variant: VendorImageVariant | 'submenu',
): string | null {
  const base = baseOf(imageHost);
  if (!base) return null;
  const file = variant === 'submenu' ? 'submenu/submenu.png' : `${variant}.png`;
  return `${base}/${encodeURIComponent(vendor)}/${encodeURIComponent(gameType)}/${file}`;
}

/** The name a tile shows (GAME-10): displayName, else gameName, else nodeName. */
export function gameTitle(game: {
  displayName?: string | undefined;
  gameName?: string | undefined;
  nodeName?: string | undefined;
  gameCode: string;
}): string {
  return game.displayName?.trim() || game.gameName?.trim() || game.nodeName?.trim() || game.gameCode;
}

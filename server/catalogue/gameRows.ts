import type { Game } from '../../schemas/api/index.ts';

/** The columns every game answer selects (aliased `g`). */
export const GAME_COLUMNS = 'g.node_id, g.vendor, g.game_type, g.game_classify, g.game_code, g.name, g.is_hot';

export interface GameDbRow {
  node_id: number;
  vendor: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  name: string;
  is_hot: number;
}

/** Absolute URL of a game's generated icon (GET /img/games/<nodeId>.svg). */
export const gameIconUrl = (origin: string, nodeId: number | string): string => `${origin}/img/games/${nodeId}.svg`;

/** Absolute URL of a vendor's generated logo (GET /img/vendors/<code>.svg, FOOTER-03). */
export const vendorLogoUrl = (origin: string, code: string): string =>
  `${origin}/img/vendors/${encodeURIComponent(code)}.svg`;

/** A games row as the Game entity (ENT-15): names in all three name fields, absolute icon URLs. */
export function toGame(row: GameDbRow, origin: string): Game {
  const icon = gameIconUrl(origin, row.node_id);
  return {
    nodeId: String(row.node_id),
    gameType: row.game_type,
    vassalage: row.vendor,
    gameClassify: row.game_classify,
    gameCode: row.game_code,
    displayName: row.name,
    gameName: row.name,
    nodeName: row.name,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: icon,
    isHot: row.is_hot === 1 ? 1 : 0,
    isGame: 'GAME',
  };
}

import type { GameType } from './gameTypes.ts';

/**
 * Vendors and how many games each brings per game type. A vendor with many games in a category
 * opens a popup game list there (isGame 'VASSALAGE', GAME-06); one with a single lobby game
 * (sportsbook, cockfight arena) launches that game directly.
 */
export interface VendorDefinition {
  code: string;
  name: string;
  games: Partial<Record<GameType, number>>;
}

export const VENDORS: readonly VendorDefinition[] = [
  { code: 'PG', name: 'PG Soft', games: { RNG: 700, FISH: 20 } },
  { code: 'PP', name: 'Pragmatic Play', games: { RNG: 1600, LIVE: 150 } },
  { code: 'JL', name: 'JILI', games: { RNG: 900, FISH: 70, PVP: 120 } },
  { code: 'JDB', name: 'JDB Gaming', games: { RNG: 900, FISH: 60, PVP: 50 } },
  { code: 'CQ9', name: 'CQ9 Gaming', games: { RNG: 1000, FISH: 60, LIVE: 40 } },
  { code: 'PT', name: 'Playtech', games: { RNG: 1400, LIVE: 120 } },
  { code: 'EG2', name: 'EG Gaming', games: { RNG: 600, PVP: 80 } },
  { code: 'FC', name: 'Fa Chai', games: { RNG: 600, FISH: 50 } },
  { code: 'HB', name: 'Habanero', games: { RNG: 800 } },
  { code: 'EVO', name: 'Evolution', games: { LIVE: 300 } },
  { code: 'SEXY', name: 'AE Sexy', games: { LIVE: 60 } },
  { code: 'DG', name: 'Dream Gaming', games: { LIVE: 50 } },
  { code: 'KM', name: 'Kingmaker', games: { PVP: 150 } },
  { code: 'V8', name: 'V8 Poker', games: { PVP: 100 } },
  { code: 'BGS', name: 'BGS Games', games: { BGS: 200 } },
  { code: 'SABA', name: 'SABA Sports', games: { SPORTS: 1 } },
  { code: 'CMD', name: 'CMD368', games: { SPORTS: 1 } },
  { code: 'IA', name: 'IA E-Sports', games: { ESPORTS: 1 } },
  { code: 'TF', name: 'TF Gaming', games: { ESPORTS: 1 } },
  { code: 'TCG', name: 'TCG Lottery', games: { ELOTT: 60 } },
  { code: 'VR', name: 'VR Lottery', games: { ELOTT: 40 } },
  { code: 'SV388', name: 'SV388', games: { COCKFIGHT: 1 } },
  { code: 'WS168', name: 'WS168', games: { COCKFIGHT: 1 } },
  // Lottery vendors: their games are the lottery games (GAME-05 routes them to the lottery pages).
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', games: {} },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', games: {} },
];

/** Vendors with at most this many games in a category launch their game directly instead of a popup. */
export const DIRECT_LAUNCH_MAX_GAMES = 1;

/** Vendor entries get node ids below the games' (which start at FIRST_GAME_NODE_ID). */
export const FIRST_VENDOR_NODE_ID = 100;
export const FIRST_GAME_NODE_ID = 10001;

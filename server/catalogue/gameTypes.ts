import { GAME_TYPES as GAME_TYPE_CODES, type GameType } from '../../schemas/vocabulary.ts';

export type { GameType };

/** The menu name of each game type (GAME-01), in English: the catalogue's and the demo pages' own. */
export const MENU_NAMES: Readonly<Record<GameType, string>> = {
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  PVP: 'Card Games',
  BGS: 'Board Games',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  ELOTT: 'E-Lottery',
  COCKFIGHT: 'Cockfighting',
  LOTT: 'Lottery',
};

/** Game type codes of the catalogue (GAME-01), in menu order, with their menu names. */
export const GAME_TYPES: readonly { code: GameType; name: string }[] = GAME_TYPE_CODES.map((code) => ({
  code,
  name: MENU_NAMES[code],
}));

/** Game type codes of the catalogue (GAME-01), in menu order, with their menu names. */
export const GAME_TYPES = [
  { code: 'RNG', name: 'Slots' },
  { code: 'LIVE', name: 'Live Casino' },
  { code: 'FISH', name: 'Fishing' },
  { code: 'PVP', name: 'Card Games' },
  { code: 'BGS', name: 'Board Games' },
  { code: 'SPORTS', name: 'Sports' },
  { code: 'ESPORTS', name: 'E-Sports' },
  { code: 'ELOTT', name: 'E-Lottery' },
  { code: 'COCKFIGHT', name: 'Cockfighting' },
  { code: 'LOTT', name: 'Lottery' },
] as const;

export type GameType = (typeof GAME_TYPES)[number]['code'];

import type { GameType } from './gameTypes.ts';
import type { Prng } from './prng.ts';

/** A generated game title and the classify value (LOBBY-01) that goes with it. */
export interface GeneratedTitle {
  name: string;
  classify: string;
}

const SLOT_FIRST = [
  'Fortune',
  'Lucky',
  'Golden',
  'Mighty',
  'Wild',
  'Mystic',
  'Royal',
  'Crazy',
  'Super',
  'Magic',
  'Sweet',
  'Blazing',
  'Lost',
  'Ancient',
  'Jungle',
  'Cosmic',
  'Neon',
  'Diamond',
  'Treasure',
  'Sacred',
  'Thunder',
  'Frozen',
  'Emerald',
  'Jade',
  'Ruby',
  'Silver',
  'Happy',
  'Secret',
  'Hidden',
  'Eternal',
  'Sunny',
  'Midnight',
  'Dragon',
  'Wealthy',
  'Big',
  'Shining',
  'Infinite',
  'Rising',
  'Legendary',
  'Epic',
] as const;
const SLOT_SECOND = [
  'Tiger',
  'Dragon',
  'Panda',
  'Phoenix',
  'Koi',
  'Gems',
  'Fruits',
  'Pharaoh',
  'Buffalo',
  'Wolf',
  'Bonanza',
  'Riches',
  'Empire',
  'Temple',
  'Queen',
  'King',
  'Ox',
  'Rabbit',
  'Monkey',
  'Ninja',
  'Samurai',
  'Pirates',
  'Genie',
  'Carnival',
  'Vegas',
  'Safari',
  'Mermaid',
  'Olympus',
  'Aztec',
  'Cleopatra',
  'Mahjong',
  'Candy',
  'Goddess',
  'Lion',
  'Eagle',
  'Horse',
  'Festival',
  'Fortress',
  'Volcano',
  'Galaxy',
  'Crystals',
  'Lanterns',
  'Coins',
  'Wizard',
  'Zeus',
] as const;
const SLOT_SUFFIX = [
  '',
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' 2',
  ' Megaways',
  ' Hold & Win',
  ' Rush',
  ' Jackpot',
  ' Legend',
  ' Link',
  ' Gold',
  ' Xmas',
  ' 1000',
  ' Ways',
] as const;

const LIVE_STYLES = [
  'Speed',
  'Lightning',
  'VIP',
  'Classic',
  'Squeeze',
  'No Commission',
  'Golden',
  'Mega',
  'Salon Privé',
  'Power',
  'First Person',
  'Turbo',
  'Prestige',
  'Immersive',
  'Auto',
] as const;
const LIVE_GAMES = [
  ['Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Blackjack', 'BLACKJACK'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'DRAGONTIGER'],
  ['Teen Patti', 'POKER'],
  ['Andar Bahar', 'OTHER'],
  ["Casino Hold'em", 'POKER'],
  ['Fan Tan', 'OTHER'],
  ['Bac Bo', 'BACCARAT'],
] as const;

const FISH_FIRST = [
  'Ocean',
  'Royal',
  'Jackpot',
  'Mega',
  'Dragon',
  'Golden',
  'Happy',
  'Boom',
  'Deep Sea',
  'All-Star',
  'Bombing',
  'Crazy',
  'Lucky',
  'Star',
  'Thunder',
] as const;
const FISH_SECOND = [
  'Fishing',
  'Hunter',
  'King',
  'Legend',
  'Catch',
  'Party',
  'Frenzy',
  'Blast',
  'Kingdom',
  'War',
] as const;

const PVP_GAMES = [
  ["Texas Hold'em", 'POKER'],
  ['Teen Patti', 'POKER'],
  ['Rummy', 'RUMMY'],
  ['Niu Niu', 'NIUNIU'],
  ['Mahjong', 'MAHJONG'],
  ['Pai Gow', 'OTHER'],
  ['Tongits', 'RUMMY'],
  ['Pusoy', 'POKER'],
  ['Sam Gong', 'OTHER'],
  ['Fight the Landlord', 'OTHER'],
  ['Blackjack', 'OTHER'],
  ['Omaha', 'POKER'],
  ['Sabong Cards', 'OTHER'],
  ['Tien Len', 'OTHER'],
  ['Poker Dice', 'OTHER'],
] as const;
const PVP_STYLES = [
  'Classic',
  'Pro',
  'Rush',
  '3D',
  'Blitz',
  'Royale',
  'Lite',
  'Mega',
  'Club',
  'Master',
  'Duel',
  'Party',
  'Arena',
] as const;

const BOARD_GAMES = [
  'Ludo',
  'Chess',
  'Xiangqi',
  'Checkers',
  'Dominoes',
  'Backgammon',
  'Go',
  'Carrom',
  'Bingo',
  'Mahjong Solitaire',
  'Snakes & Ladders',
  'Reversi',
  'Mancala',
  'Gomoku',
  'Pachisi',
] as const;
const BOARD_STYLES = [
  'Classic',
  'Master',
  'Blitz',
  'Party',
  'Royale',
  'Arena',
  'Duel',
  'Quest',
  'World',
  'Star',
  'Club',
  'Legends',
  'Kids',
  'Pro',
  'Live',
] as const;

const ELOTT_GAMES = [
  ['Keno', 'KENO'],
  ['PK10', 'PK10'],
  ['Fast 3', 'DICE'],
  ['Lucky 5', 'NUMBERS'],
  ['11x5', 'NUMBERS'],
  ['Happy 8', 'KENO'],
  ['Racing', 'PK10'],
  ['Lotto', 'NUMBERS'],
  ['Lucky Airship', 'PK10'],
  ['Color Game', 'DICE'],
] as const;
const ELOTT_STYLES = [
  '1 Minute',
  '3 Minutes',
  '5 Minutes',
  'VIP',
  'Turbo',
  'Classic',
  'Express',
  'Night',
  'Super',
  'Mini',
] as const;

const SINGLE_GAMES: Partial<Record<GameType, readonly GeneratedTitle[]>> = {
  SPORTS: [{ name: 'Sportsbook', classify: 'SPORTSBOOK' }],
  ESPORTS: [{ name: 'E-Sports Arena', classify: 'ESPORTS' }],
  COCKFIGHT: [{ name: 'Cockfight Arena', classify: 'COCKFIGHT' }],
};

function slotTitle(random: Prng): GeneratedTitle {
  const suffix = random.pick(SLOT_SUFFIX);
  const name = `${random.pick(SLOT_FIRST)} ${random.pick(SLOT_SECOND)}${suffix}`;
  const classify =
    suffix === ' Megaways'
      ? 'MEGAWAYS'
      : [' Jackpot', ' Link', ' Hold & Win'].includes(suffix)
        ? 'JACKPOT'
        : random.next() < 0.2
          ? 'CLASSIC'
          : 'VIDEO';
  return { name, classify };
}

const pair = <T extends readonly [string, string]>(entry: T, style: string): GeneratedTitle => ({
  name: `${style} ${entry[0]}`,
  classify: entry[1],
});

/** A random title for a game of this type; the caller makes names unique per vendor. */
export function randomTitle(gameType: GameType, random: Prng, vendorName: string): GeneratedTitle {
  switch (gameType) {
    case 'RNG':
      return slotTitle(random);
    case 'LIVE':
      return pair(random.pick(LIVE_GAMES), random.pick(LIVE_STYLES));
    case 'FISH':
      return { name: `${random.pick(FISH_FIRST)} ${random.pick(FISH_SECOND)}`, classify: 'FISHING' };
    case 'PVP': {
      const [game, classify] = random.pick(PVP_GAMES);
      return { name: `${game} ${random.pick(PVP_STYLES)}`, classify };
    }
    case 'BGS':
      return { name: `${random.pick(BOARD_GAMES)} ${random.pick(BOARD_STYLES)}`, classify: 'BOARD' };
    case 'ELOTT': {
      const [game, classify] = random.pick(ELOTT_GAMES);
      return { name: `${game} ${random.pick(ELOTT_STYLES)}`, classify };
    }
    default: {
      const single = SINGLE_GAMES[gameType]?.[0];
      return { name: `${vendorName} ${single?.name ?? 'Lobby'}`, classify: single?.classify ?? 'LOBBY' };
    }
  }
}

/** "Fortune Tiger Hold & Win" → "fortune-tiger-hold-win". */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

import { GAME_TYPES, type GameType } from './gameTypes.ts';
import { randomTitle, slugOf, type GeneratedTitle } from './gameNames.ts';
import { catalogueListing, ELOTT_FORMATS, LOTTERY_GAMES, type LotteryGameDefinition } from './lotteryGames.ts';
import { hashString, Prng } from './prng.ts';
import { DIRECT_LAUNCH_MAX_GAMES, FIRST_GAME_NODE_ID, FIRST_VENDOR_NODE_ID, VENDORS } from './vendors.ts';

export interface GameRow {
  nodeId: number;
  vendor: string;
  gameType: GameType;
  gameClassify: string;
  gameCode: string;
  name: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  releaseSeq: number;
  sort: number;
}

export interface VendorCategoryRow {
  vendor: string;
  gameType: GameType;
  sort: number;
  opensPopup: 0 | 1;
  nodeId: string;
}

export interface Catalogue {
  vendors: { code: string; name: string; sort: number }[];
  games: GameRow[];
  categories: VendorCategoryRow[];
  /** Every lottery game: the named ones and the generated e-lottery games (all open the lottery page, GAME-05). */
  lotteries: LotteryGameDefinition[];
}

/** Vendors with at least this many games in a category get a "new games" lane (CALL-45). */
const LANE_MIN_GAMES = 20;
const NEW_GAMES_PER_LANE = 10;
const MAX_HOT_PER_VENDOR = 2;

/** Games that exist by name rather than by chance: the lottery games, listed under their vendor. */
function fixedTitles(vendor: string, gameType: GameType): { title: GeneratedTitle; code: string }[] {
  return LOTTERY_GAMES.filter((game) => {
    const listing = catalogueListing(game.prizeMode);
    return listing.vendor === vendor && listing.gameType === gameType;
  }).map((game) => ({ title: { name: game.name, classify: game.prizeMode }, code: game.gameCode }));
}

/** Titles unique within the vendor: a few redraws, then a table number ("Speed Baccarat 3"). */
function uniqueTitle(gameType: GameType, random: Prng, vendorName: string, taken: Set<string>): GeneratedTitle {
  let title = randomTitle(gameType, random, vendorName);
  for (let attempt = 0; attempt < 8 && taken.has(title.name); attempt++)
    title = randomTitle(gameType, random, vendorName);
  const base = title.name;
  for (let n = 2; taken.has(title.name); n++) title = { ...title, name: `${base} ${n}` };
  return title;
}

/**
 * The whole catalogue, generated from fixed seeds: the same games, ids and order on every run.
 * Each vendor and game type has its own seed, so adding a vendor does not reshuffle the others.
 */
export function generateCatalogue(): Catalogue {
  const games: GameRow[] = [];
  const categories: VendorCategoryRow[] = [];
  let nextNodeId = FIRST_GAME_NODE_ID;
  let nextVendorNodeId = FIRST_VENDOR_NODE_ID;

  VENDORS.forEach((vendor, vendorIndex) => {
    const takenNames = new Set<string>();
    const takenCodes = new Set<string>();
    for (const { code: gameType } of GAME_TYPES) {
      const fixed = fixedTitles(vendor.code, gameType);
      const count = fixed.length + (vendor.games[gameType] ?? 0);
      if (count === 0) continue;
      const random = new Prng(`${vendor.code}:${gameType}`);
      const releaseOrder = random.shuffle(Array.from({ length: count }, (_, i) => i));
      const hotCount = Math.min(MAX_HOT_PER_VENDOR, Math.ceil(count / 5));
      const firstNodeId = nextNodeId;
      for (let i = 0; i < count; i++) {
        const fixedGame = fixed[i];
        const title = fixedGame?.title ?? uniqueTitle(gameType, random, vendor.name, takenNames);
        // E-lottery codes are unique across vendors: the lottery page knows a game by its code alone.
        const baseCode =
          gameType === 'ELOTT' ? `${vendor.code.toLowerCase()}-${slugOf(title.name)}` : slugOf(title.name);
        let gameCode = fixedGame?.code ?? baseCode;
        for (let n = 2; takenCodes.has(gameCode); n++) gameCode = `${baseCode}-${n}`;
        takenNames.add(title.name);
        takenCodes.add(gameCode);
        const releaseSeq = releaseOrder[i] ?? i;
        games.push({
          nodeId: nextNodeId++,
          vendor: vendor.code,
          gameType,
          gameClassify: title.classify,
          gameCode,
          name: title.name,
          isHot: i < hotCount ? 1 : 0,
          isNew: count >= LANE_MIN_GAMES && releaseSeq >= count - NEW_GAMES_PER_LANE ? 1 : 0,
          releaseSeq,
          // Position within the vendor's list: a category's lobby interleaves vendors, hot games first.
          sort: i + 1,
        });
      }
      const opensPopup = count > DIRECT_LAUNCH_MAX_GAMES;
      categories.push({
        vendor: vendor.code,
        gameType,
        sort: vendorIndex + 1,
        opensPopup: opensPopup ? 1 : 0,
        nodeId: String(opensPopup ? nextVendorNodeId++ : firstNodeId),
      });
    }
  });

  return {
    vendors: VENDORS.map((v, i) => ({ code: v.code, name: v.name, sort: i + 1 })),
    games,
    categories,
    lotteries: lotteriesOf(games),
  };
}

/** Latest daily draw time of the generated e-lotteries (before 16:00 UTC, so the UTC and UTC+7 days agree). */
const LAST_DRAW_MINUTE = 16 * 60;

function lotteriesOf(games: readonly GameRow[]): LotteryGameDefinition[] {
  const named = new Set(LOTTERY_GAMES.map((l) => l.gameCode));
  const vendorNames = new Map(VENDORS.map((v) => [v.code, v.name]));
  const generated = games
    .filter((g) => g.gameType === 'ELOTT' && !named.has(g.gameCode))
    .map((g): LotteryGameDefinition => ({
      gameCode: g.gameCode,
      prizeMode: 'ELOTT',
      name: g.name,
      area: vendorNames.get(g.vendor) ?? g.vendor,
      format: ELOTT_FORMATS[g.gameClassify] ?? 'NUMBERS',
      drawMinuteUtc: hashString(g.gameCode) % LAST_DRAW_MINUTE,
    }));
  return [...LOTTERY_GAMES, ...generated];
}

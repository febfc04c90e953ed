import type { DrawFormat } from './lotteryGames.ts';
import { Prng } from './prng.ts';

/** One day's draw of a lottery game (CALL-59, CALL-60, UNSPEC-29); a type alias, so it fits the contract's open object type. */
export type Draw = {
  gameCode: string;
  /** The draw day, yyyymmdd (UTC). */
  issue: string;
  openTime: string;
  numbers: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Digits of each drawn number, prize by prize (special prize first). */
const DIGIT_LAYOUTS: Partial<Record<DrawFormat, readonly number[]>> = {
  // Northern results: 27 numbers, special and first prizes 5 digits … seventh prize 2 digits.
  VN_NORTH: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2],
  // Southern and central results: 18 numbers, special prize 6 digits … eighth prize 2 digits.
  VN_SOUTH: [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2],
  MAX_3D: Array.from({ length: 20 }, () => 3),
  THAI: [6, 3, 3, 3, 3, 2],
  FOUR_D: Array.from({ length: 23 }, () => 4),
  LAO: [6, 4, 2],
  NUMBERS: [1, 1, 1, 1, 1],
};

/** Pick-n-of-m lotteries: n distinct numbers of 1..m, sorted, two digits. */
const PICKS: Partial<Record<DrawFormat, { count: number; of: number }>> = {
  KENO: { count: 20, of: 80 },
  PICK_6_45: { count: 6, of: 45 },
  PICK_6_55: { count: 7, of: 55 },
  // PK10: the finishing order of ten cars; Fast 3: three dice.
  PK10: { count: 10, of: 10 },
};

const yyyymmdd = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

/** The latest draw at `now`: today's when its time has passed, else yesterday's. Same day, same numbers. */
export function latestDraw(game: { gameCode: string; format: DrawFormat; drawMinuteUtc: number }, now: number): Draw {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  let drawTime = dayStart + game.drawMinuteUtc * 60_000;
  if (drawTime > now) drawTime -= DAY_MS;
  const issue = yyyymmdd(drawTime);
  return {
    gameCode: game.gameCode,
    issue,
    openTime: new Date(drawTime).toISOString(),
    numbers: drawNumbers(game.format, `${game.gameCode}:${issue}`),
  };
}

export function drawNumbers(format: DrawFormat, seed: string): string[] {
  const random = new Prng(seed);
  const pick = PICKS[format];
  if (pick) {
    const pool = Array.from({ length: pick.of }, (_, i) => i + 1);
    const drawn = random.shuffle(pool).slice(0, pick.count);
    // A finishing order keeps its order; lotto balls are shown sorted.
    if (format !== 'PK10') drawn.sort((a, b) => a - b);
    return drawn.map((n) => String(n).padStart(2, '0'));
  }
  if (format === 'DICE') return [0, 1, 2].map(() => String(random.int(1, 6)));
  const layout = DIGIT_LAYOUTS[format] ?? [];
  return layout.map((digits) => String(random.int(0, 10 ** digits - 1)).padStart(digits, '0'));
}

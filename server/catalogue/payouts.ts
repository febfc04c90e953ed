/**
 * The demo game's pay table: a win is the stake times one of these multipliers. The expected return
 * is sum(multiplier × chance) = 0.96, a typical slot RTP; most spins lose, a few pay big.
 */
export const PAY_TABLE: readonly { multiplier: number; chance: number }[] = [
  { multiplier: 25, chance: 0.0076 },
  { multiplier: 10, chance: 0.015 },
  { multiplier: 5, chance: 0.06 },
  { multiplier: 2, chance: 0.1 },
  { multiplier: 1, chance: 0.12 },
];

/** The return to player of PAY_TABLE (0.96). */
export const RETURN_TO_PLAYER = PAY_TABLE.reduce((sum, row) => sum + row.multiplier * row.chance, 0);

/** The multiplier for one spin, given a uniform draw in [0, 1); 0 when the spin loses. */
export function multiplierFor(draw: number): number {
  let threshold = 0;
  for (const row of PAY_TABLE) {
    threshold += row.chance;
    if (draw < threshold) return row.multiplier;
  }
  return 0;
}

/** Stake limits of the demo game, in cents: 0.10 to 10,000.00 per spin. */
export const MIN_STAKE_CENTS = 10;
export const MAX_STAKE_CENTS = 1_000_000;

/**
 * What a number of points is worth at a ratio (money per point, a decimal string of up to 6
 * places) as an amount with two decimals, rounded down — the platform's own rounding
 * (server/content/points.ts), so the preview never promises a cent more than is credited.
 */
export function pointsWorth(points: number, ratio: string): string {
  const [whole = '0', fraction = ''] = ratio.split('.');
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  const cents = (BigInt(points) * micros) / 10_000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

import type { ResponseOf } from '../../../schemas/api/index.ts';

export type Winner = ResponseOf<'rankList'>[number]['vo'];

/**
 * The winner board's rows (HOME-10): the `vo` of each item, largest win first, at most `limit`.
 * Items of a wrong shape or with an amount that is not a number are left out.
 */
export function winnersOf(data: unknown, limit: number): Winner[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { vo?: unknown }).vo : undefined))
    .filter(
      (vo): vo is Winner =>
        typeof vo === 'object' &&
        vo !== null &&
        Number.isFinite(Number((vo as Winner).winAmount)) &&
        String((vo as Winner).winAmount).trim() !== '',
    )
    .sort((a, b) => Number(b.winAmount) - Number(a.winAmount))
    .slice(0, limit);
}

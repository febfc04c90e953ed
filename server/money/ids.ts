import { PlatformError } from '../errors.ts';

/** Public ids: a letter for what it is and the row id (D12 a deposit, W7 a withdrawal, PA3 a payout account). */
export const publicId = (prefix: string, id: number | bigint) => `${prefix}${id}`;

/** The row id of a public id, or NOT_FOUND (a malformed id names nothing). */
export function rowId(prefix: string, id: string, what: string): number {
  const match = new RegExp(`^${prefix}(\\d{1,15})$`).exec(id.trim());
  if (!match) throw new PlatformError('NOT_FOUND', `No such ${what}: ${id}.`);
  return Number(match[1]);
}

/** Checks an amount against a range, zero included, with a message naming the range. */
export function requireInRange(
  amountCents: number,
  minCents: number,
  maxCents: number,
  format: (cents: number) => string,
): void {
  if (amountCents <= 0) throw new PlatformError('AMOUNT_OUT_OF_RANGE', 'The amount must be greater than 0.00.');
  if (amountCents < minCents || amountCents > maxCents) {
    throw new PlatformError(
      'AMOUNT_OUT_OF_RANGE',
      `The amount must be between ${format(minCents)} and ${format(maxCents)}.`,
    );
  }
}

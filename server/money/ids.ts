import { PlatformError } from '../errors.ts';
import { text, type TextKey } from '../texts/index.ts';

/** Public ids: a letter for what it is and the row id (D12 a deposit, W7 a withdrawal, PA3 a payout account). */
export const publicId = (prefix: string, id: number | bigint) => `${prefix}${id}`;

/** What a public id names, and the refusal for one that names nothing. */
const NO_SUCH = {
  deposit: 'error.noSuchDeposit',
  withdrawal: 'error.noSuchWithdrawal',
  'payout account': 'error.noSuchPayoutAccount',
  message: 'error.noSuchMessage',
} as const satisfies Record<string, TextKey>;

/** NOT_FOUND for a public id that names nothing the member may see. */
export const noSuch = (what: keyof typeof NO_SUCH, id: string): PlatformError =>
  new PlatformError('NOT_FOUND', text(NO_SUCH[what], { id }));

/** The row id of a public id, or NOT_FOUND (a malformed id names nothing). */
export function rowId(prefix: string, id: string, what: keyof typeof NO_SUCH): number {
  const match = new RegExp(`^${prefix}(\\d{1,15})$`).exec(id.trim());
  if (!match) throw noSuch(what, id);
  return Number(match[1]);
}

/** Checks an amount against a range, zero included, with a message naming the range. */
export function requireInRange(
  amountCents: number,
  minCents: number,
  maxCents: number,
  format: (cents: number) => string,
): void {
  if (amountCents <= 0) throw new PlatformError('AMOUNT_OUT_OF_RANGE', text('error.amountPositive'));
  if (amountCents < minCents || amountCents > maxCents) {
    throw new PlatformError(
      'AMOUNT_OUT_OF_RANGE',
      text('error.amountRange', { min: format(minCents), max: format(maxCents) }),
    );
  }
}

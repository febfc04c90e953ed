import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** Money is kept in whole cents and travels as a decimal string with 2 dp (UNSPEC-02, CONST-11). */
export const formatMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "12.5" → 1250; throws VALIDATION_FAILED for anything that is not a non-negative amount with ≤ 2 dp. */
export function parseMoney(typed: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) throw new PlatformError('VALIDATION_FAILED', text('error.amountFormat'));
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

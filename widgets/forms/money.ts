import { moneyFormat } from '../shared/formatMoney.ts';
/**
 * Money as the member types it and as the platform takes it (issue 15, DESIGN §3d): decimal strings
 * with exactly 2 decimals ("1234.50"), compared in integer cents, never in floating point.
 */

export type AmountProblem = 'empty' | 'format' | 'negative' | 'decimals';

export type ParsedAmount = { ok: true; value: string; cents: bigint } | { ok: false; problem: AmountProblem };

/**
 * "1,234.5" → "1234.50". Thousands separators (commas, spaces) are allowed; a sign, a third
 * decimal, letters or an exponent are refused, each with its reason so the field can say which.
 */
export function parseAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (/^-/.test(trimmed)) return { ok: false, problem: 'negative' };
  const plain = trimmed.replace(/[,\s\u00a0]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(plain) ?? /^()\.(\d+)$/.exec(plain);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return { ok: true, value: fromCents(cents), cents };
}

/** A platform decimal string ("-24.5", "1036.70") in cents; NaN-free: nonsense is null. */
export function toCents(amount: string | undefined | null): bigint | null {
  if (typeof amount !== 'string') return null;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as the platform's decimal string: 123450n → "1234.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * Money as players read it: the player's language's digits and separators with 2 decimals, and the
 * currency symbol the platform gives (the brand's wallets' currency), e.g. "RM 1,234.50".
 */
export function formatAmount(amount: string, languageTag: string, symbol?: string): string {
  const cents = toCents(amount);
  if (cents === null) return amount;
  const format = moneyFormat(languageTag);
  // Number is exact to 2 decimals below 2^53 cents.
  if (!symbol) return format.format(Number(fromCents(cents)));
  // The sign goes before the symbol, as Intl puts it for a currency: "-RM 50.00", not "RM -50.00".
  const magnitude = format.format(Number(fromCents(cents < 0n ? -cents : cents)));
  return `${cents < 0n ? format.minusSign : ''}${symbol} ${magnitude}`;
}

/** Formats amounts with 2 decimals in one language: `format(1250.5)` → "1,250.50"; `minusSign` for a sign placed by hand. */
export interface MoneyFormatter {
  format(value: number): string;
  minusSign: string;
}

/**
 * The separators of the languages whose bundles are wired in (what Intl.NumberFormat gives for
 * them, checked in formatMoney.test.ts). Building an Intl.NumberFormat costs a phone tens of
 * milliseconds the first time (its locale data loads), in the middle of the first render of a winner
 * board or a balance; these languages skip it. Any other language uses Intl.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  ms: { group: ',', decimal: '.' },
  'zh-CN': { group: ',', decimal: '.' },
  pt: { group: '.', decimal: ',' },
};

/**
 * 2 decimals rounded half away from zero on the number's shortest decimal form, as Intl rounds
 * (1.005 → "1.01"), then grouped in threes. Undefined where the shortest form has an exponent.
 */
function withSeparators(value: number, group: string, decimal: string): string | undefined {
  const digits = String(Math.abs(value));
  if (digits.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents =
    BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charCodeAt(2) >= 53 /* '5' */ ? 1n : 0n);
  const units = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${units}${decimal}${(cents % 100n).toString().padStart(2, '0')}`;
}

/** One formatter a language: a winner board formats twenty amounts a render. */
const formatters = new Map<string, MoneyFormatter>();

export function moneyFormat(languageTag: string): MoneyFormatter {
  let formatter = formatters.get(languageTag);
  if (formatter) return formatter;
  let intl: Intl.NumberFormat | undefined;
  const viaIntl = () =>
    (intl ??= new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const separators = SEPARATORS[languageTag];
  formatter = separators
    ? {
        format: (value) => withSeparators(value, separators.group, separators.decimal) ?? viaIntl().format(value),
        minusSign: '-',
      }
    : {
        format: (value) => viaIntl().format(value),
        get minusSign() {
          return (
            viaIntl()
              .formatToParts(-1)
              .find((part) => part.type === 'minusSign')?.value ?? '-'
          );
        },
      };
  formatters.set(languageTag, formatter);
  return formatter;
}

/**
 * Money as players read it (CONST-11): two decimals with the language's thousands separators,
 * from the platform's decimal string ("1250.5" → "1,250.50"). A value that is not a number shows
 * as it came, so nonsense never becomes "NaN".
 */
export function formatMoney(amount: string | number, languageTag: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  return moneyFormat(languageTag).format(value);
}

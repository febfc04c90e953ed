/** One formatter a language: building an Intl.NumberFormat costs far more than using one (a winner board formats twenty amounts a render). */
const formatters = new Map<string, Intl.NumberFormat>();

export function moneyFormat(languageTag: string): Intl.NumberFormat {
  let format = formatters.get(languageTag);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(languageTag, format);
  }
  return format;
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

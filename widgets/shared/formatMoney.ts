/**
 * Money as players read it (CONST-11): two decimals with the language's thousands separators,
 * from the platform's decimal string ("1250.5" → "1,250.50"). A value that is not a number shows
 * as it came, so nonsense never becomes "NaN".
 */
export function formatMoney(amount: string | number, languageTag: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

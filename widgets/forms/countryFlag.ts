/** The emoji flag of a two-letter country code (SMS-06): "MY" → 🇲🇾; '' for anything else. */
export function countryFlag(countryCode: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

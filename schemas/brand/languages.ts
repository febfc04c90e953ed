import type { FromSchema } from 'json-schema-to-ts';

/**
 * The language codes the product knows (I18N-03: about 40 text packs).
 * The platform speaks in its own codes (MY, CN …); i18next and `<html lang>` need BCP 47 tags.
 * This table is the one place that maps between them.
 */
export const LANGUAGE_TABLE = {
  MY: { tag: 'ms', name: 'Bahasa Melayu' },
  EN: { tag: 'en', name: 'English' },
  CN: { tag: 'zh-CN', name: '简体中文' },
  PT: { tag: 'pt', name: 'Português' },
  TW: { tag: 'zh-TW', name: '繁體中文' },
  JP: { tag: 'ja', name: '日本語' },
  TH: { tag: 'th', name: 'ไทย' },
  VN: { tag: 'vi', name: 'Tiếng Việt' },
  ES: { tag: 'es', name: 'Español' },
  HI: { tag: 'hi', name: 'हिन्दी' },
  ID: { tag: 'id', name: 'Bahasa Indonesia' },
  KR: { tag: 'ko', name: '한국어' },
  TR: { tag: 'tr', name: 'Türkçe' },
  AR: { tag: 'ar', name: 'العربية' },
  RU: { tag: 'ru', name: 'Русский' },
  FR: { tag: 'fr', name: 'Français' },
  DE: { tag: 'de', name: 'Deutsch' },
  IT: { tag: 'it', name: 'Italiano' },
  NL: { tag: 'nl', name: 'Nederlands' },
  PL: { tag: 'pl', name: 'Polski' },
  SV: { tag: 'sv', name: 'Svenska' },
  DA: { tag: 'da', name: 'Dansk' },
  FI: { tag: 'fi', name: 'Suomi' },
  NO: { tag: 'nb', name: 'Norsk' },
  CS: { tag: 'cs', name: 'Čeština' },
  EL: { tag: 'el', name: 'Ελληνικά' },
  HU: { tag: 'hu', name: 'Magyar' },
  RO: { tag: 'ro', name: 'Română' },
  BG: { tag: 'bg', name: 'Български' },
  UK: { tag: 'uk', name: 'Українська' },
  HE: { tag: 'he', name: 'עברית' },
  FA: { tag: 'fa', name: 'فارسی' },
  BN: { tag: 'bn', name: 'বাংলা' },
  TA: { tag: 'ta', name: 'தமிழ்' },
  UR: { tag: 'ur', name: 'اردو' },
  KM: { tag: 'km', name: 'ខ្មែរ' },
  LO: { tag: 'lo', name: 'ລາວ' },
  MM: { tag: 'my', name: 'မြန်မာ' },
  TL: { tag: 'fil', name: 'Filipino' },
  BR: { tag: 'pt-BR', name: 'Português (Brasil)' },
} as const;

export type LanguageCode = keyof typeof LANGUAGE_TABLE;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_TABLE) as LanguageCode[];

/** Right-to-left scripts, so `<html dir>` follows the language. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['AR', 'HE', 'FA', 'UR'];

const languageCode = {
  type: 'string',
  title: 'Language code',
  description: 'A platform language code such as MY, EN, CN or PT.',
  enum: [
    'MY',
    'EN',
    'CN',
    'PT',
    'TW',
    'JP',
    'TH',
    'VN',
    'ES',
    'HI',
    'ID',
    'KR',
    'TR',
    'AR',
    'RU',
    'FR',
    'DE',
    'IT',
    'NL',
    'PL',
    'SV',
    'DA',
    'FI',
    'NO',
    'CS',
    'EL',
    'HU',
    'RO',
    'BG',
    'UK',
    'HE',
    'FA',
    'BN',
    'TA',
    'UR',
    'KM',
    'LO',
    'MM',
    'TL',
    'BR',
  ],
} as const;

export const languagesSchema = {
  type: 'object',
  title: 'Languages',
  description: 'The languages players can choose; the platform may narrow them at run time (I18N-02).',
  additionalProperties: false,
  properties: {
    default: { ...languageCode, title: 'Default language', default: 'MY' },
    supported: {
      type: 'array',
      title: 'Supported languages',
      description: 'Shown in the language selector, in this order (I18N-05).',
      items: languageCode,
      minItems: 1,
      uniqueItems: true,
      default: ['MY', 'EN', 'CN', 'PT'],
    },
  },
  required: ['default', 'supported'],
} as const;

export type BrandLanguages = FromSchema<typeof languagesSchema, { keepDefaultedPropertiesOptional: true }>;

/** A language code's BCP 47 tag (what calls and `<html lang>` carry); English for a code not in the table. */
export function tagOf(code: string): string {
  return LANGUAGE_TABLE[code as LanguageCode]?.tag ?? 'en';
}

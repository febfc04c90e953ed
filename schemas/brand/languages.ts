import type { FromSchema } from 'json-schema-to-ts';

/**
 * The language codes the product knows (I18N-03: about 40 text packs).
 * The platform speaks in its own codes (MY, CN …); i18next and `<html lang>` need BCP 47 tags.
 * This table is the one place that maps between them. Each language's own name, which only the
 * language selector shows, is in languageNames.ts.
 */
export const LANGUAGE_TABLE = {
  MY: { tag: 'ms' },
  EN: { tag: 'en' },
  CN: { tag: 'zh-CN' },
  PT: { tag: 'pt' },
  TW: { tag: 'zh-TW' },
  JP: { tag: 'ja' },
  TH: { tag: 'th' },
  VN: { tag: 'vi' },
  ES: { tag: 'es' },
  HI: { tag: 'hi' },
  ID: { tag: 'id' },
  KR: { tag: 'ko' },
  TR: { tag: 'tr' },
  AR: { tag: 'ar' },
  RU: { tag: 'ru' },
  FR: { tag: 'fr' },
  DE: { tag: 'de' },
  IT: { tag: 'it' },
  NL: { tag: 'nl' },
  PL: { tag: 'pl' },
  SV: { tag: 'sv' },
  DA: { tag: 'da' },
  FI: { tag: 'fi' },
  NO: { tag: 'nb' },
  CS: { tag: 'cs' },
  EL: { tag: 'el' },
  HU: { tag: 'hu' },
  RO: { tag: 'ro' },
  BG: { tag: 'bg' },
  UK: { tag: 'uk' },
  HE: { tag: 'he' },
  FA: { tag: 'fa' },
  BN: { tag: 'bn' },
  TA: { tag: 'ta' },
  UR: { tag: 'ur' },
  KM: { tag: 'km' },
  LO: { tag: 'lo' },
  MM: { tag: 'my' },
  TL: { tag: 'fil' },
  BR: { tag: 'pt-BR' },
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

import { LANGUAGE_TABLE, type LanguageCode } from '../../schemas/brand/languages.ts';
import type { PlatformBrand } from '../brands.ts';

/** The languages the seeded content is written in; every other language falls back to English. */
export const CONTENT_LANGUAGES = ['EN', 'MY', 'CN', 'PT'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A text in every content language. */
export type Localised = Readonly<Record<ContentLanguage, string>>;

const isContentLanguage = (code: string): code is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(code);

/**
 * The platform language code a call's `language` means. Calls send BCP 47 tags ('en', 'ms',
 * 'zh-CN', 'pt'); upper-case platform codes ('MY', 'CN') are accepted too, and read first, since
 * 'MY' (Malay) and 'my' (the tag of Burmese) would otherwise be confused.
 */
export function platformLanguageOf(requested: string | undefined | null): LanguageCode | undefined {
  if (!requested) return undefined;
  if (requested in LANGUAGE_TABLE && requested === requested.toUpperCase()) return requested as LanguageCode;
  const wanted = requested.toLowerCase();
  const entries = Object.entries(LANGUAGE_TABLE) as [LanguageCode, { tag: string }][];
  const exact = entries.find(([, { tag }]) => tag.toLowerCase() === wanted);
  if (exact) return exact[0];
  // 'zh' alone, 'pt-PT' …: the first language sharing the primary subtag.
  const primary = wanted.split('-')[0];
  return entries.find(([, { tag }]) => tag.toLowerCase().split('-')[0] === primary)?.[0];
}

/**
 * The language content is answered in: the requested one when the brand supports it and content
 * exists in it, else English, else the brand's default (a brand without English).
 */
export function contentLanguageFor(brand: PlatformBrand, requested: string | undefined | null): ContentLanguage {
  const code = platformLanguageOf(requested);
  if (code && isContentLanguage(code) && brand.supportedLanguages.includes(code)) return code;
  if (brand.supportedLanguages.includes('EN')) return 'EN';
  const fallback = brand.defaultLanguage;
  return isContentLanguage(fallback) ? fallback : 'EN';
}

/** The content languages a brand is seeded in. */
export const brandContentLanguages = (brand: PlatformBrand): ContentLanguage[] =>
  CONTENT_LANGUAGES.filter((code) => brand.supportedLanguages.includes(code) || code === 'EN');

/** A name from a JSON map of language → text (reward and chat names), in the member's language. */
export function pickName(namesJson: string, language: ContentLanguage): string {
  const names = JSON.parse(namesJson) as Partial<Record<ContentLanguage, string>>;
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

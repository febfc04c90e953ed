import type { PlatformBrand } from '../brands.ts';
import { CONTENT_LANGUAGES, platformLanguageOf, type ContentLanguage } from '../content/languages.ts';
import { EN, type TextKey, type Texts } from './en.ts';
import { MY } from './ms.ts';
import { PT } from './pt.ts';
import { CN } from './zh-CN.ts';

/**
 * The platform's texts (issue 26 item 7, DESIGN.md §6): every text a player reads from the platform,
 * in each of the four complete languages (EN, MY, CN, PT), keyed by a code. A text that is data (a
 * ledger row, a message) is stored as its code and parameters and rendered when it is read, in the
 * reader's language, so a later change of language shows it anew.
 */
export const TEXTS: Readonly<Record<ContentLanguage, Texts>> = { EN, MY, CN, PT };

export type { TextKey };

/** A localised name given as data (a promotion's title, a reward's name): one text per language. */
export type LocalisedParam = Readonly<Partial<Record<ContentLanguage, string>>>;

/** A parameter: plain data (an amount, an account, a game's name), another text, or a name per language. */
export type TextParam = string | number | PlatformText | LocalisedParam;

/** A text by its code with its parameters: what is stored, sent and rendered in the reader's language. */
export interface PlatformText {
  readonly key: TextKey;
  readonly params?: Readonly<Record<string, TextParam>>;
}

export const text = (key: TextKey, params?: Record<string, TextParam>): PlatformText =>
  params ? { key, params } : { key };

export const isTextKey = (key: unknown): key is TextKey => typeof key === 'string' && Object.hasOwn(EN, key);

const isPlatformText = (value: unknown): value is PlatformText =>
  typeof value === 'object' && value !== null && 'key' in value && isTextKey((value as { key: unknown }).key);

function renderParam(language: ContentLanguage, value: TextParam): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isPlatformText(value)) return renderText(language, value);
  const names = value as LocalisedParam;
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

/**
 * The text in a language: `{name}` is replaced by the parameter of that name. A language lacking the
 * text (none of the four may: texts.test.ts) shows the English one; a missing parameter stays `{name}`.
 */
export function renderText(language: ContentLanguage, platformText: PlatformText): string {
  const template = TEXTS[language][platformText.key] ?? EN[platformText.key];
  const params = platformText.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? renderParam(language, params[name]!) : whole,
  );
}

/** Words that are a catalogue text, or plain data (a brand's name for its e-wallet), in a language. */
export const wordsIn = (language: ContentLanguage, words: PlatformText | string): string =>
  typeof words === 'string' ? words : renderText(language, words);

/** What a row stores for a text: its code and its parameters as JSON. */
export const storedText = (platformText: PlatformText): { code: string; params: string | null } => ({
  code: platformText.key,
  params: platformText.params ? JSON.stringify(platformText.params) : null,
});

/**
 * A stored row's text in the reader's language. Rows written before texts had codes (or with a code
 * this platform no longer knows) show the text they stored.
 */
export function renderStored(
  language: ContentLanguage,
  code: string | null | undefined,
  params: string | null | undefined,
  storedText: string,
): string {
  if (!isTextKey(code)) return storedText;
  try {
    const parsed: unknown = params ? JSON.parse(params) : undefined;
    const values = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, TextParam>) : undefined;
    return renderText(language, values ? { key: code, params: values } : { key: code });
  } catch {
    return storedText;
  }
}

/**
 * The language a reader reads the platform in: the first of the candidates (the language the request
 * names, then the member's chosen one) that is one of the four and the brand offers, else the brand's
 * default, else English.
 */
export function readerLanguage(
  brand: Pick<PlatformBrand, 'defaultLanguage' | 'supportedLanguages'>,
  ...candidates: (string | null | undefined)[]
): ContentLanguage {
  const complete = CONTENT_LANGUAGES as readonly string[];
  for (const candidate of [...candidates, brand.defaultLanguage]) {
    const code = platformLanguageOf(candidate);
    if (code && complete.includes(code) && (brand.supportedLanguages.includes(code) || code === brand.defaultLanguage))
      return code as ContentLanguage;
  }
  return 'EN';
}

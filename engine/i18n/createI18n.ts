import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LANGUAGE_TABLE, RTL_LANGUAGES, type LanguageCode } from '../../schemas/brand/languages.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { ERROR_TEXTS } from '../api/errorTexts.ts';
import { deepMerge } from '../core/merge.ts';
import type { WidgetTexts } from '../core/registry.ts';
import cn from './locales/cn.json';
import en from './locales/en.json';
import my from './locales/my.json';
import pt from './locales/pt.json';

/** The bundles wired in (I18N-02): CN, EN, MY, PT. Other codes fall back to EN until their packs land. */
const ENGINE_BUNDLES: Partial<Record<LanguageCode, Record<string, unknown>>> = {
  CN: deepMerge(cn, ERROR_TEXTS.CN),
  EN: deepMerge(en, ERROR_TEXTS.EN),
  MY: deepMerge(my, ERROR_TEXTS.MY),
  PT: deepMerge(pt, ERROR_TEXTS.PT),
};

/** The local storage keys of the chosen language (I18N-04, UNSPEC-40). */
export const LANGUAGE_STORAGE_KEYS = ['historyLanguage', 'language'] as const;

export function tagOf(code: string): string {
  return LANGUAGE_TABLE[code as LanguageCode]?.tag ?? 'en';
}

/**
 * One language's bundle: English underneath (a missing key never shows a raw key), then the
 * engine's and the widgets' texts in that language, then the brand's overrides. Widgets declare
 * their texts (defineWidget `texts`), so the engine never reads widgets/ itself.
 */
export function bundleFor(
  code: string,
  brand: Pick<RuntimeBrand, 'locales'>,
  widgetTexts: readonly WidgetTexts[] = [],
): Record<string, unknown> {
  let bundle: Record<string, unknown> = deepMerge({}, ENGINE_BUNDLES.EN);
  for (const texts of widgetTexts) bundle = deepMerge(bundle, texts.EN ?? {});
  bundle = deepMerge(bundle, ENGINE_BUNDLES[code as LanguageCode] ?? {});
  for (const texts of widgetTexts) bundle = deepMerge(bundle, texts[code] ?? {});
  return deepMerge(bundle, brand.locales[code] ?? {});
}

/** The language to start in: the stored choice when the brand supports it, else the brand default. */
export function initialLanguage(
  brand: Pick<RuntimeBrand, 'languages'>,
  storage: Pick<Storage, 'getItem'> | undefined,
): string {
  const stored = storage?.getItem('language') ?? storage?.getItem('historyLanguage');
  return stored && (brand.languages.supported as string[]).includes(stored) ? stored : brand.languages.default;
}

/** One i18next instance per engine (never the global one): several brands may render side by side. */
export async function createI18n(
  brand: Pick<RuntimeBrand, 'languages' | 'locales' | 'name'>,
  language: string,
  widgetTexts: readonly WidgetTexts[] = [],
): Promise<I18n> {
  const resources: Resource = {};
  for (const code of brand.languages.supported) resources[code] = { translation: bundleFor(code, brand, widgetTexts) };
  const instance = i18next.createInstance();
  await instance.init({
    resources,
    lng: language,
    fallbackLng: brand.languages.default,
    interpolation: { escapeValue: false, defaultVariables: { brand: brand.name } },
    returnNull: false,
  });
  return instance;
}

/** Switches the language, stores it locally under both keys and updates `<html lang dir>`. */
export async function changeLanguage(
  i18n: I18n,
  code: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): Promise<void> {
  await i18n.changeLanguage(code);
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) storage?.setItem(key, code);
  } catch {
    // Storage may be unavailable (private mode, quota): the choice still applies to this visit.
  }
  applyDocumentLanguage(code, i18n);
}

/**
 * The page's language, direction and description in that language (`site.description`, with the
 * brand's name): search engines and link previews read the description (Lighthouse SEO).
 */
export function applyDocumentLanguage(code: string, i18n?: I18n): void {
  if (typeof document === 'undefined') return;
  if (i18n) {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = i18n.getFixedT(code)('site.description');
  }
  document.documentElement.lang = tagOf(code);
  document.documentElement.dir = RTL_LANGUAGES.includes(code as LanguageCode) ? 'rtl' : 'ltr';
}

import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { RTL_LANGUAGES, tagOf, type LanguageCode } from '../../schemas/brand/languages.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { withTimeout } from '../core/loadWithTimeout.ts';
import { deepMerge } from '../core/merge.ts';
import type { WidgetTexts } from '../core/registry.ts';

type Texts = Record<string, unknown>;

/**
 * The engine's texts wired in (I18N-02): CN, EN, MY, PT; other codes fall back to EN until their
 * packs land. Each language is a chunk of its own, loaded when the player needs it: a page carries
 * the player's language, never all of them (DESIGN §6b). The build's widget → chunk manifest names
 * them `@texts/<code>`, so the boot script preloads the brand's default language with the page
 * (scripts/vite-plugin-widget-chunks.ts).
 */
const ENGINE_TEXTS: Partial<Record<LanguageCode, () => Promise<{ default: Texts }>>> = {
  CN: () => import('./locales/cn.json'),
  EN: () => import('./locales/en.json'),
  MY: () => import('./locales/my.json'),
  PT: () => import('./locales/pt.json'),
};

/** As long as any code chunk may take (CONST-37's default): past it the language fails to load, never hangs. */
const TEXTS_TIMEOUT_MS = 10_000;

const hasEngineTexts = (code: string) => code in ENGINE_TEXTS;

/** One language's engine texts ({} for a language without a pack). */
async function engineTexts(code: string): Promise<Texts> {
  const load = ENGINE_TEXTS[code as LanguageCode];
  return load ? (await withTimeout(load, TEXTS_TIMEOUT_MS)).default : {};
}

/** The local storage keys of the chosen language (I18N-04, UNSPEC-40). */
export const LANGUAGE_STORAGE_KEYS = ['historyLanguage', 'language'] as const;

/**
 * Fetches every language's engine texts ahead (Storybook, whose toolbar switches languages and whose
 * stories expect their engine at once): a language then starts without waiting for its chunk.
 */
export async function loadAllEngineTexts(): Promise<void> {
  await Promise.all(Object.keys(ENGINE_TEXTS).map(engineTexts));
}

/**
 * One language's bundle: English underneath (a missing key never shows a raw key), then the
 * engine's and the widgets' texts in that language, then the brand's overrides. Widgets declare
 * their texts (defineWidget `texts`), so the engine never reads widgets/ itself.
 */
function bundleFor(
  code: string,
  brand: Pick<RuntimeBrand, 'locales'>,
  widgetTexts: readonly WidgetTexts[],
  english: Texts,
  own: Texts,
): Texts {
  let bundle: Texts = deepMerge({}, english);
  for (const texts of widgetTexts) bundle = deepMerge(bundle, texts.EN ?? {});
  bundle = deepMerge(bundle, own);
  for (const texts of widgetTexts) bundle = deepMerge(bundle, texts[code] ?? {});
  return deepMerge(bundle, brand.locales[code] ?? {});
}

/** Per i18n instance: loads a language's bundle the first time it is needed (a switch to it). */
const languageLoaders = new WeakMap<I18n, (code: string) => Promise<void>>();

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
  // The player's language and the brand's default (the fallback) now, the others on a switch. English
  // goes underneath only where a language has no pack of its own: the packs are complete (a test
  // holds every key of each to English's), so a page in Malay never downloads the English words.
  const first = [...new Set([language, brand.languages.default])];
  if (first.some((code) => !hasEngineTexts(code))) first.unshift('EN');
  const texts = await Promise.all(first.map(engineTexts));
  const english = texts[first.indexOf('EN')] ?? {};
  const resources: Resource = {};
  // Every supported language has a bundle from the start, the brand's overrides in it, so widgets'
  // texts are added to each (useTexts) and never over the brand's words.
  for (const code of brand.languages.supported)
    resources[code] = { translation: deepMerge({}, brand.locales[code] ?? {}) };
  first.forEach((code, i) => {
    resources[code] = { translation: bundleFor(code, brand, widgetTexts, english, texts[i]!) };
  });
  const loaded = new Set(first);
  const instance = i18next.createInstance();
  languageLoaders.set(instance, async (code) => {
    if (loaded.has(code)) return;
    const own = engineTexts(code);
    const under = hasEngineTexts(code) ? english : await engineTexts('EN');
    const bundle = bundleFor(code, brand, widgetTexts, under, await own);
    // Over what widgets added meanwhile: the engine's texts and the brand's overrides win (the bundle has no widget keys but the brand's).
    instance.addResourceBundle(code, 'translation', bundle, true, true);
    loaded.add(code);
  });
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
  await languageLoaders.get(i18n)?.(code);
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

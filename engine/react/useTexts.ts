import type { i18n as I18n } from 'i18next';
import type { WidgetTexts } from '../core/registry.ts';
import { useEngine } from './context.tsx';

/** Which text sets each engine's i18n instance has taken in already. */
const taken = new WeakMap<I18n, WeakSet<WidgetTexts>>();

/**
 * Adds a component's own texts (its locales.json: language code → keys) to the engine's bundles the
 * first time it renders, so the texts travel in the component's chunk rather than in the entry, in
 * every language, for every widget (DESIGN §3, §6b). What is already there wins: the brand's
 * overrides and the engine's texts; a key missing in one language falls back to the English one.
 */
export function addTexts(i18n: I18n, texts: WidgetTexts): void {
  let seen = taken.get(i18n);
  if (!seen) taken.set(i18n, (seen = new WeakSet()));
  if (seen.has(texts)) return;
  seen.add(texts);
  const languages = Object.keys(i18n.options.resources ?? {});
  for (const code of languages) {
    i18n.addResourceBundle(code, 'translation', texts[code] ?? {}, true, false);
    i18n.addResourceBundle(code, 'translation', texts.EN ?? {}, true, false);
  }
}

/** `useTexts(texts)` at the top of a component that shows texts of its own (`import texts from './locales.json'`). */
export function useTexts(texts: WidgetTexts): void {
  addTexts(useEngine().i18n, texts);
}

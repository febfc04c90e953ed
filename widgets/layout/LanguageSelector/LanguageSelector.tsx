import { useId, type ChangeEvent } from 'react';
import { useBrand, useEngine, useT } from '../../../engine/react/context.tsx';
import { LANGUAGE_TABLE, RTL_LANGUAGES, type LanguageCode } from '../../../schemas/brand/languages.ts';
import type { LanguageSelectorProps } from './schema.ts';
import './LanguageSelector.css';

/** The local storage keys of the chosen language (I18N-04). */
const STORAGE_KEYS = ['historyLanguage', 'language'] as const;

export async function selectLanguage(i18n: { changeLanguage(code: string): Promise<unknown> }, code: string): Promise<void> {
  await i18n.changeLanguage(code);
  try {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, code);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this visit.
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = LANGUAGE_TABLE[code as LanguageCode]?.tag ?? 'en';
    document.documentElement.dir = RTL_LANGUAGES.includes(code as LanguageCode) ? 'rtl' : 'ltr';
  }
}

export function LanguageSelector({ showLabel = true, className }: LanguageSelectorProps & { className?: string }) {
  const brand = useBrand();
  const { i18n } = useEngine();
  const { t, language } = useT();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void selectLanguage(i18n, event.target.value);
  };
  return (
    <div className={['lv-language', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? 'lv-language__label' : 'lv-visually-hidden'}>
        {t('layout.language')}
      </label>
      <select id={id} className="lv-language__select" value={language} onChange={onChange}>
        {brand.languages.supported.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TABLE[code].tag}>
            {LANGUAGE_TABLE[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default LanguageSelector;

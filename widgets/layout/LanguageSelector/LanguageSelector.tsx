import { useId, type ChangeEvent } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { useChangeLanguage } from '../../../engine/react/useChangeLanguage.ts';
import { LANGUAGE_NAMES } from '../../../schemas/brand/languageNames.ts';
import { tagOf } from '../../../schemas/brand/languages.ts';
import type { LanguageSelectorProps } from './schema.ts';
import './LanguageSelector.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/** The selector itself; the side menu and the header embed it with their own class. */
export function LanguageSelector({
  showLabel = true,
  className,
}: Partial<LanguageSelectorProps> & { className?: string }) {
  // Drawn by the header and the side menu too: its texts come with it wherever it is.
  useTexts(texts);
  const brand = useBrand();
  const change = useChangeLanguage();
  const { t, language } = useT();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void change(event.target.value);
  };
  return (
    <div className={['lv-language', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? 'lv-language__label' : 'lv-visually-hidden'}>
        {t('layout.language')}
      </label>
      <select id={id} className="lv-language__select" value={language} onChange={onChange}>
        {brand.languages.supported.map((code) => (
          <option key={code} value={code} lang={tagOf(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The widget as brand JSON places it. */
export default function LanguageSelectorWidget(props: LanguageSelectorProps) {
  return <LanguageSelector {...props} />;
}

import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState, useCall } from '../../../engine/react/data/index.ts';
import { useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { HtmlContent } from '../../popups/HtmlContent.tsx';
import { nestHeadings } from '../nestHeadings.ts';
import type { HelpCentreProps } from './schema.ts';
import './HelpCentre.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Section = ResponseOf<'helpCenter'>[number];

const anchorOf = (value: unknown, hash: string): string => {
  if (typeof value === 'string' && value) return value;
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

/** The section an anchor names: a section's id, or the id of one of its parts. */
const sectionFor = (sections: Section[], anchor: string): Section | undefined =>
  sections.find((section) => section.id === anchor) ??
  sections.find((section) => section.children?.some((child) => child.id === anchor));

/**
 * The help centre (HELP-01, HELP-02, ROUTE-07, ROUTE-08): CALL-03 with the player's language
 * and device WEB, a menu of its sections and the chosen one's HTML, sanitized. The dialog's
 * `anchor` (from `/help#term`) or the page's hash chooses the section; the first one otherwise.
 */
export default function HelpCentre({ heading, menu }: HelpCentreProps) {
  useTexts(texts);
  const { t } = useT();
  const language = usePlatformLanguage();
  const result = useCall('helpCenter', { lang: language, device: 'WEB' });
  const anchor = anchorOf(useDialogParams().anchor, useLocation().hash);
  const [chosen, setChosen] = useState<string | null>(null);
  const sections = Array.isArray(result.data) ? result.data : [];
  const current =
    (chosen && sections.find((section) => section.id === chosen)) || sectionFor(sections, anchor) || sections[0];
  return (
    <section
      className={`lv-help lv-help--${menu}`}
      aria-label={heading ? undefined : t('help.title')}
      aria-labelledby={heading ? 'lv-help-title' : undefined}
    >
      {heading && (
        <h1 id="lv-help-title" className="lv-help__title">
          {t('help.title')}
        </h1>
      )}
      <CallState result={result} skeleton={{ height: '20rem' }} isEmpty={() => sections.length === 0}>
        {() => (
          <div className="lv-help__body">
            <nav className="lv-help__menu" aria-label={t('help.sections')}>
              <ul>
                {sections.map((section) => (
                  <li key={section.id}>
                    <button
                      type="button"
                      className="lv-help__section"
                      aria-current={section.id === current?.id ? 'true' : undefined}
                      onClick={() => setChosen(section.id)}
                    >
                      {section.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {current && (
              // The section's id is the anchor that opened it (`/help#term`), so a link's anchor names an element.
              <article id={current.id} className="lv-help__text" aria-labelledby="lv-help-section">
                <h2 id="lv-help-section">{current.title}</h2>
                <HtmlContent html={nestHeadings(current.content, 3)} />
                {(current.children ?? []).map((child, index) => (
                  <section key={child.id ?? index} id={child.id} className="lv-help__part" aria-label={child.title}>
                    {child.title && <h3>{child.title}</h3>}
                    <HtmlContent html={nestHeadings(child.content, 4)} />
                  </section>
                ))}
              </article>
            )}
          </div>
        )}
      </CallState>
    </section>
  );
}

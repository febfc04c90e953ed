import { useId } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { isSafeHref } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { HelplinesProps } from './schema.ts';
import texts from './locales.json';
import '../ContentPage/ContentPage.css';
import './Helplines.css';

/** The number as a `tel:` link dials it: digits and a leading plus only. */
const dialable = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/**
 * Where to get help (issue 29): the helplines of the brand's licence settings, each with a number to
 * call and a web address where the brand gives them, then the licence's other links (the regulator,
 * a blocking tool). Names and notes are text keys of the brand's locales or plain text.
 */
export default function Helplines({ headingLevel }: HelplinesProps) {
  useTexts(texts);
  const { compliance, name: brand } = useBrand();
  const { t } = useT();
  const say = (key: string) => t(key, { defaultValue: key, brand });
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const links = compliance.links.filter((link) => isSafeHref(link.to));
  return (
    <section className="lv-content-page__section lv-helplines" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="lv-content-page__heading">
        {t('rg.helplines.title')}
      </Heading>
      <p className="lv-content-page__text">{t('rg.helplines.text')}</p>
      <ul className="lv-helplines__list">
        {compliance.helplines.map((line) => {
          const name = say(line.name);
          return (
            <li key={line.name} className="lv-helplines__item">
              <Sub className="lv-helplines__name">{name}</Sub>
              {line.phone && (
                <a
                  className="lv-content-page__link"
                  href={dialable(line.phone)}
                  aria-label={t('rg.helplines.call', { name, phone: line.phone })}
                >
                  {line.phone}
                </a>
              )}
              {line.url && isHttpUrl(line.url) && (
                <SmartLink to={line.url} external="newTab" className="lv-content-page__link">
                  {t('rg.helplines.website', { name })}
                </SmartLink>
              )}
              {line.text && <span className="lv-content-page__note">{say(line.text)}</span>}
            </li>
          );
        })}
      </ul>
      {links.length > 0 && (
        <nav aria-label={t('rg.helplines.more')}>
          <ul className="lv-content-page__links">
            {links.map((link) => (
              <li key={link.to} className="lv-content-page__item">
                <SmartLink to={link.to} external="newTab" className="lv-content-page__link">
                  {say(link.label)}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { isSafeHref } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { ContentPageProps } from './schema.ts';
import './ContentPage.css';

/**
 * A page of the brand's own words (issue 26): its heading, an introduction and sections with a
 * paragraph and links, every text from the brand's locales in the player's language. Site links
 * go through the router; an outside address opens in a new tab and says so.
 */
export default function ContentPage({ title, text, sections }: ContentPageProps) {
  const { t } = useT();
  const say = (key: string) => t(key, { defaultValue: key });
  const id = useId();
  return (
    <article className="lv-content-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="lv-content-page__title">
        {say(title)}
      </h1>
      {text && <p className="lv-content-page__intro">{say(text)}</p>}
      {sections.map((section, index) => {
        const links = section.links.filter((link) => isSafeHref(link.to));
        return (
          <section key={index} className="lv-content-page__section" aria-labelledby={`${id}-${index}`}>
            <h2 id={`${id}-${index}`} className="lv-content-page__heading">
              {say(section.title)}
            </h2>
            {section.text && <p className="lv-content-page__text">{say(section.text)}</p>}
            {links.length > 0 && (
              <ul className="lv-content-page__links">
                {links.map((link) => (
                  <li key={`${link.label}-${link.to}`} className="lv-content-page__item">
                    <SmartLink to={link.to} external="newTab" className="lv-content-page__link">
                      {say(link.label)}
                    </SmartLink>
                    {link.text && <span className="lv-content-page__note">{say(link.text)}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}

import type { MouseEvent } from 'react';
import type { CustomerServiceLink } from '../../engine/platform/customerService.ts';
import { useT } from '../../engine/react/context.tsx';
import { MenuIcon } from './icons.tsx';
import './CustomerServiceList.css';

const GROUPS: readonly CustomerServiceLink['type'][] = ['LIVECHAT', 'TELEGRAM'];

/**
 * Live chat opens in a window of 440 × 750 (CS-02, CONST-28), its `opener` cut at once; a blocked
 * window leaves the plain link to open a tab. (`noopener` is not asked of window.open: with it the
 * browser answers null even when the window opened, and the link would open a second one.)
 */
function openService(event: MouseEvent<HTMLAnchorElement>, link: CustomerServiceLink) {
  if (link.type !== 'LIVECHAT') return;
  const opened = window.open(link.href, '_blank', 'width=440,height=750');
  if (!opened) return;
  opened.opener = null;
  event.preventDefault();
}

/** The platform's customer-service entries, grouped by LIVECHAT and TELEGRAM (CS-01, HEADER-07, CS-03). */
export function CustomerServiceList({
  links,
  className,
}: {
  links: readonly CustomerServiceLink[];
  className?: string;
}) {
  const { t } = useT();
  return (
    <div className={['lv-service', className].filter(Boolean).join(' ')}>
      {GROUPS.filter((type) => links.some((link) => link.type === type)).map((type) => (
        <section key={type} className="lv-service__group" aria-labelledby={`lv-service-${type}`}>
          <h2 id={`lv-service-${type}`} className="lv-service__title">
            {t(`service.${type}`)}
          </h2>
          <ul>
            {links
              .filter((link) => link.type === type)
              .map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="lv-service__item"
                    onClick={(event) => openService(event, link)}
                  >
                    <MenuIcon name={type === 'LIVECHAT' ? 'headset' : 'megaphone'} />
                    <span>{link.title.trim() || t(`service.${type}`)}</span>
                    <span className="lv-visually-hidden"> ({t('service.opensNewWindow')})</span>
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

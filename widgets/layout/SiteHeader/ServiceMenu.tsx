import { useT } from '../../../engine/react/context.tsx';
import { useCustomerServiceLinks } from '../../../engine/react/systemPages/useCustomerServiceLinks.ts';
import type { CustomerServiceLink } from '../../../engine/platform/customerService.ts';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';

const GROUPS: readonly CustomerServiceLink['type'][] = ['LIVECHAT', 'TELEGRAM'];

/** Customer service opens in a window of 440 × 750 (CS-02, CONST-28). */
function openService(event: React.MouseEvent<HTMLAnchorElement>, link: CustomerServiceLink) {
  if (link.type !== 'LIVECHAT') return;
  const opened = window.open(link.href, '_blank', 'width=440,height=750,noopener,noreferrer');
  // A blocked window leaves the plain link to do its work.
  if (opened !== null) event.preventDefault();
}

/** The platform's customer-service entries, grouped by LIVECHAT and TELEGRAM (HEADER-07, CS-01). */
export function ServiceMenu() {
  const links = useCustomerServiceLinks();
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <Disclosure className="lv-header__menu" buttonClassName="lv-header__icon-button" label={t('layout.customerService')} button={<MenuIcon name="headset" />}>
      {() =>
        GROUPS.filter((type) => links.some((link) => link.type === type)).map((type) => (
          <section key={type} aria-label={t(`layout.service.${type}`)} className="lv-header__menu-group">
            <h2 className="lv-header__menu-title">{t(`layout.service.${type}`)}</h2>
            <ul>
              {links
                .filter((link) => link.type === type)
                .map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="lv-header__menu-item" onClick={(event) => openService(event, link)}>
                      {link.title.trim() || t(`layout.service.${type}`)}
                      <span className="lv-visually-hidden"> ({t('layout.opensNewWindow')})</span>
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))
      }
    </Disclosure>
  );
}

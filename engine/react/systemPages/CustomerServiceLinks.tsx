import type { CustomerServiceLink } from '../../platform/customerService.ts';
import { useT } from '../context.tsx';

const TYPE_LABELS: Record<CustomerServiceLink['type'], string> = {
  LIVECHAT: 'system.liveChat',
  TELEGRAM: 'system.telegram',
};

/** The platform's customer-service options (SHELL-02, ERR-21); nothing when there are none. */
export function CustomerServiceLinks({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <nav className="lv-system-page__support" aria-label={t('system.customerService')}>
      <ul>
        {links.map((link) => (
          <li key={`${link.type}:${link.href}`}>
            <a className="lv-system-page__action" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title.trim() || t(TYPE_LABELS[link.type])}{' '}
              <span className="lv-visually-hidden">({t('system.opensInNewWindow')})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { CustomerServiceLink } from '../../platform/customerService.ts';
import { useT } from '../context.tsx';
import { CustomerServiceLinks } from './CustomerServiceLinks.tsx';
import { SystemPage } from './SystemPage.tsx';

/** SHELL-07, ERR-21: the platform does not recognise this address; customer service can help. */
export function DomainErrorPage({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useT();
  return (
    <SystemPage title={t('system.domainTitle')}>
      <p className="lv-system-page__text">{t('errors.domain')}</p>
      <CustomerServiceLinks links={links} />
    </SystemPage>
  );
}

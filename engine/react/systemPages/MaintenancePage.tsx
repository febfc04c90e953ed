import type { CustomerServiceLink } from '../../platform/customerService.ts';
import { useT } from '../context.tsx';
import { CustomerServiceLinks } from './CustomerServiceLinks.tsx';
import { SystemPage } from './SystemPage.tsx';

/**
 * SHELL-02: the site is under maintenance. `text` is the platform's maintenance text, shown as
 * plain text; without one the generic localised text is shown (UNSPEC-49).
 */
export function MaintenancePage({ text, links }: { text: string; links: readonly CustomerServiceLink[] }) {
  const { t } = useT();
  return (
    <SystemPage title={t('system.maintenanceTitle')}>
      <p className="lv-system-page__text">{text.trim() || t('errors.maintenance')}</p>
      <CustomerServiceLinks links={links} />
    </SystemPage>
  );
}

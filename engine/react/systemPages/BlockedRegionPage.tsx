import { useT } from '../context.tsx';
import { SystemPage } from './SystemPage.tsx';

/** SHELL-03: access is refused for the visitor's IP or region; the IP is shown when known. */
export function BlockedRegionPage({ ip }: { ip: string | null }) {
  const { t } = useT();
  return (
    <SystemPage title={t('system.restrictedTitle')}>
      <p className="lv-system-page__text">{t('errors.restricted')}</p>
      {ip && <p className="lv-system-page__detail">{t('system.yourIp', { ip })}</p>}
    </SystemPage>
  );
}

import { useT } from '../context.tsx';
import './systemPages.css';

/** While system status is on its way (SHELL-01). The text fades in late, so a fast answer shows no flash. */
export function PlatformLoading() {
  const { t } = useT();
  return (
    <main className="lv-system-loading">
      <p role="status">{t('system.loading')}</p>
    </main>
  );
}

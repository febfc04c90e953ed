import { useT } from '../context.tsx';
import './systemPages.css';

/**
 * While system status is on its way (SHELL-01). The text fades in late, so a fast answer shows no
 * flash. The page says it is busy, so what reads the page (assistive technology, the site audit)
 * waits for the real one rather than reading a half-faded line.
 */
export function PlatformLoading() {
  const { t } = useT();
  return (
    <main className="lv-system-loading" aria-busy="true">
      <p role="status">{t('system.loading')}</p>
    </main>
  );
}

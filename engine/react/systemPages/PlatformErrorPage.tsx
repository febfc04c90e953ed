import { displayText, type GatewayError } from '../../api/errors.ts';
import { useT } from '../context.tsx';
import { SystemPage } from './SystemPage.tsx';

/**
 * System status could not be read (network ERR-19, timeout ERR-20, server error or odd answer
 * ERR-23, or the platform's own refusal with its message, UNSPEC-17). Every such failure may pass,
 * so the page always offers a retry (UNSPEC-16).
 */
export function PlatformErrorPage({ error, onRetry }: { error: GatewayError; onRetry: () => void }) {
  const { t } = useT();
  return (
    <SystemPage title={t('system.failedTitle')}>
      <p className="lv-system-page__text">{displayText(error, t)}</p>
      <button type="button" className="lv-system-page__action" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </SystemPage>
  );
}

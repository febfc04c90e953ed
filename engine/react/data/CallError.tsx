import { displayText, type GatewayError } from '../../api/errors.ts';
import { useT } from '../context.tsx';
import './data.css';

export interface CallErrorProps {
  error: GatewayError;
  /** Asks again; without it no Retry button is shown. */
  retry?: () => void;
}

/**
 * A failed call in place (UNSPEC-16, UNSPEC-17): the catalogue's text for the failure (ERR-19,
 * ERR-20, ERR-23 …) or the platform's own message for a rejection, with a Retry button.
 */
export function CallError({ error, retry }: CallErrorProps) {
  const { t } = useT();
  return (
    <div className="lv-callerror" role="alert">
      <p>{displayText(error, t)}</p>
      {retry && (
        <button type="button" onClick={retry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}

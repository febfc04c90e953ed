import { displayText, type GatewayError } from '../../api/errors.ts';
import { REGISTER_DIALOG } from '../../../schemas/brand/dialogs.ts';
import { useBrand, useT } from '../context.tsx';
import { useDialog } from '../dialogs/useDialog.ts';
import './data.css';

export interface CallErrorProps {
  error: GatewayError;
  /** Asks again; without it no Retry button is shown. */
  retry?: () => void;
}

/**
 * A failed call in place (UNSPEC-16, UNSPEC-17): the catalogue's text for the failure (ERR-19,
 * ERR-20, ERR-23 …) or the platform's own message for a rejection, with a Retry button. A trial
 * account refused (ROLE-05) is told so in plain words with the way to a real account: asking again
 * would meet the same answer, so it gets no Retry.
 */
export function CallError({ error, retry }: CallErrorProps) {
  const { t } = useT();
  if (error.kind === 'trial') return <TrialRefusal error={error} />;
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

/** What a trial account may not have (TRIAL_FORBIDDEN), and "Create a real account", which opens registration. */
function TrialRefusal({ error }: { error: GatewayError }) {
  const { t } = useT();
  const { dialogs } = useBrand();
  const { open } = useDialog();
  return (
    <div className="lv-callerror" role="alert">
      <p>{displayText(error, t)}</p>
      {dialogs[REGISTER_DIALOG] && (
        <button type="button" onClick={() => open(REGISTER_DIALOG)}>
          {t('dialog.createRealAccount')}
        </button>
      )}
    </div>
  );
}

import { displayText, type GatewayError } from '../../api/errors.ts';
import { REGISTER_DIALOG } from '../../../schemas/brand/dialogIds.ts';
import { useEngine, useT } from '../context.tsx';
import './data.css';

export interface CallErrorProps {
  error: GatewayError;
  /** Asks again; without it no Retry button is shown. */
  retry?: () => void;
}

/**
 * A failed call in place (UNSPEC-16, UNSPEC-17): the catalogue's text for the failure (ERR-19,
 * ERR-20, ERR-23 …) or the platform's own message for a rejection, with a Retry button where asking
 * again can help (no answer, a broken one, a server fault), never after a considered refusal. A trial
 * account refused (ROLE-05) is told so in plain words with "Create a real account", which opens
 * registration: asking again would meet the same answer, so it gets no Retry.
 */
export function CallError({ error, retry }: CallErrorProps) {
  const { t } = useT();
  const { dialogs } = useEngine();
  const trial = error.kind === 'trial';
  // Every brand has registration (base declares it).
  // Retry only where asking again could answer differently: a refusal would come back the same.
  const action = trial ? () => dialogs.getState().open(REGISTER_DIALOG, {}) : error.worthRetrying ? retry : undefined;
  return (
    <div className="lv-callerror" role="alert">
      <p>{displayText(error, t)}</p>
      {action && (
        <button type="button" onClick={action}>
          {t(trial ? 'dialog.createRealAccount' : 'errors.retry')}
        </button>
      )}
    </div>
  );
}

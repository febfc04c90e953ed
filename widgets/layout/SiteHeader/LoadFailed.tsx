import { useState } from 'react';
import { displayText, type GatewayError } from '../../../engine/api/errors.ts';
// The failure's look is the data kit's (CallError), made to fit the header's line.
import '../../../engine/react/data/data.css';
import { useT } from '../../../engine/react/context.tsx';

/**
 * A call of the session that could not load says so in its place: a short word, the catalogue's
 * text for the failure for screen readers and as a tooltip, and a retry (issue 14).
 */
export function LoadFailed({
  error,
  label,
  retry,
}: {
  error: GatewayError;
  label: string;
  retry: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const reason = displayText(error, t);
  return (
    <div className="lv-header__balance lv-header__balance--failed lv-callerror" role="alert" title={reason}>
      <span>{t(label)}</span>
      <span className="lv-visually-hidden">{reason}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void retry().finally(() => setBusy(false));
        }}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}

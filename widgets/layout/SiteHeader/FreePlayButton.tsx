import { useState } from 'react';
import { displayText, toGatewayError } from '../../../engine/api/errors.ts';
import { useApi, useFlags, useT } from '../../../engine/react/context.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';

/** What the free-play login tells the platform about this client (CALL-06, AUTH-12). */
const CLIENT = { platform: 'W', encryption: 'RSA-OAEP/AES-GCM', gatewayVersion: '1' } as const;

/**
 * "Try free" (AUTH-12, FLAG-04): where the brand offers free play, a visitor gets a trial account
 * (type 4) at once; it can look around but is told to register for games and the centres (ROLE-05).
 */
export function FreePlayButton() {
  const { t } = useT();
  const flags = useFlags();
  const api = useApi();
  const { signIn } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  if (flags.FREEPLAY3 !== true) return null;
  const start = async () => {
    setBusy(true);
    setFailure('');
    try {
      const os = typeof navigator === 'undefined' ? 'unknown' : (navigator.platform || 'unknown').slice(0, 32);
      const answer = await api.call<'freeplayLogin'>('freeplayLogin', { os, ...CLIENT });
      await signIn(answer.token);
    } catch (raw) {
      const error = toGatewayError(raw);
      if (!error.canceled) setFailure(displayText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="lv-header__free-play">
      <button
        type="button"
        className="lv-button lv-button--ghost"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
      >
        {t('layout.tryFree')}
      </button>
      {failure && (
        <span className="lv-header__notice" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}

import { useState } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import type { SignOutConfirmProps } from './schema.ts';
import './SignOutConfirm.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/**
 * AUTH-16: confirmation → a busy button while the platform is told → the session is cleared
 * (merchant code kept) → the route is replaced with `/`. A platform that fails still signs out.
 */
export default function SignOutConfirm(_props: SignOutConfirmProps) {
  useTexts(texts);
  const { t } = useT();
  const { name } = useBrand();
  const { close } = useDialog();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await signOut();
    close();
    navigate('/', { replace: true });
  };
  return (
    <div className="lv-sign-out">
      <p>{t('signOut.question', { brand: name })}</p>
      <div className="lv-sign-out__actions">
        <button type="button" className="lv-button lv-button--ghost" onClick={close} disabled={busy}>
          {t('signOut.cancel')}
        </button>
        <button
          type="button"
          className="lv-button lv-button--primary"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
        >
          {t(busy ? 'signOut.signingOut' : 'signOut.confirm')}
        </button>
      </div>
    </div>
  );
}

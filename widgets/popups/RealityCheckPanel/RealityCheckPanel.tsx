import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { clockText, secondsSince, useNow, useResponsibleGaming } from '../../shared/useResponsibleGaming.ts';
import type { RealityCheckPanelProps } from './schema.ts';
import texts from './locales.json';
import './RealityCheckPanel.css';

/**
 * RG-28: the reality check — how long this session has lasted, what it has won or lost and staked
 * (the platform's figures, asked afresh when it opens), the history a link away, and the choice to
 * continue or to log out.
 */
export default function RealityCheckPanel({ historyLink }: RealityCheckPanelProps) {
  useTexts(texts);
  const { t } = useT();
  const { close } = useDialog();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const { format } = useMoneyFormat();
  const state = useResponsibleGaming();
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    await signOut();
    close();
    navigate('/', { replace: true });
  };
  return (
    <div className="lv-reality">
      <CallState result={state} skeleton={{ height: 96 }} isEmpty={() => false}>
        {({ session }) => (
          <dl className="lv-reality__figures">
            <div>
              <dt>{t('rg.realityCheck.played')}</dt>
              <dd>{clockText(secondsSince(session.startedAt, now))}</dd>
            </div>
            <div>
              <dt>{t('rg.realityCheck.net')}</dt>
              <dd>{format(session.netResult)}</dd>
            </div>
            <div>
              <dt>{t('rg.realityCheck.staked')}</dt>
              <dd>{format(session.staked)}</dd>
            </div>
          </dl>
        )}
      </CallState>
      <SmartLink to={historyLink} className="lv-reality__link" onClick={close}>
        {t('rg.realityCheck.history')}
      </SmartLink>
      <div className="lv-reality__actions">
        <button type="button" className="lv-button lv-button--ghost" onClick={() => void logOut()} disabled={busy}>
          {t('rg.realityCheck.logOut')}
        </button>
        <button type="button" className="lv-button lv-button--primary" onClick={close} disabled={busy}>
          {t('rg.realityCheck.continue')}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { displayText } from '../../../engine/api/errors.ts';
// The failure's look is the data kit's (CallError), made to fit the header's line.
import '../../../engine/react/data/data.css';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { formatMoney } from '../../shared/formatMoney.ts';

/** An eye, open or crossed out. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A call of the session that could not load says so in its place: a short word, the catalogue's
 * text for the failure for screen readers and as a tooltip, and a retry that loads member and
 * balance again (issue 14).
 */
function SessionLoadFailed({ which }: { which: 'balance' | 'member' }) {
  const error = useSession((state) => (which === 'balance' ? state.balanceError : state.memberError));
  const { reload } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  if (!error) return null;
  const reason = displayText(error, t);
  return (
    <div className="lv-header__balance lv-header__balance--failed lv-callerror" role="alert" title={reason}>
      <span>{t(which === 'balance' ? 'layout.balanceFailed' : 'layout.accountFailed')}</span>
      <span className="lv-visually-hidden">{reason}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void reload().finally(() => setBusy(false));
        }}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** A stored session whose account could not be loaded: said in the header, with a retry. */
export function AccountLoadFailed() {
  return <SessionLoadFailed which="member" />;
}

/** The member's balance with the currency symbol and 2 decimals, and an eye that hides and shows it (HEADER-02). */
export function HeaderBalance() {
  const balance = useSession((state) => state.balance);
  const failed = useSession((state) => state.balanceError !== null && state.balance === null);
  const [shown, setShown] = useState(true);
  const language = usePlatformLanguage();
  const { t } = useT();
  if (failed) return <SessionLoadFailed which="balance" />;
  const amount = balance ? [balance.currencySymbol, formatMoney(balance.amount, language)].filter(Boolean).join(' ') : '—';
  return (
    <div className="lv-header__balance">
      <span className="lv-visually-hidden">{t('layout.balance')}</span>
      <span className="lv-header__amount" data-hidden={!shown}>
        {shown ? amount : '••••••'}
      </span>
      <button type="button" className="lv-header__icon-button" aria-label={t(shown ? 'layout.hideBalance' : 'layout.showBalance')} onClick={() => setShown((value) => !value)}>
        <EyeIcon open={shown} />
      </button>
    </div>
  );
}

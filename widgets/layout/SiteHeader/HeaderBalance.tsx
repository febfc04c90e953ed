import { useState } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
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
 * The member's balance with the currency symbol and 2 decimals, and an eye that hides and shows it
 * (HEADER-02). It is read through the data client like every other answer, so a transfer, a deposit
 * or a live event that changes it shows here at once (issue 15).
 */
export function HeaderBalance() {
  const loggedIn = useSession((state) => state.isLogin);
  const memberSymbol = useSession((state) => state.member?.currencySymbol);
  const wallet = useCall('walletBalance', undefined, { enabled: loggedIn });
  const balance = wallet.data ? { amount: wallet.data.balance, currencySymbol: wallet.data.currencySymbol ?? memberSymbol } : null;
  const [shown, setShown] = useState(true);
  const language = usePlatformLanguage();
  const { t } = useT();
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

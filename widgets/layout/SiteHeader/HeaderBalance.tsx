import { useState } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { formatMoney } from '../../shared/formatMoney.ts';
import { MenuIcon } from '../../shared/icons.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * The member's balance with the currency symbol and 2 decimals, and an eye that hides and shows it
 * (HEADER-02). It is read through the data client like every other answer, so a transfer, a deposit
 * or a live event that changes it shows here at once (issue 15); a balance that cannot load says so
 * with a retry (issue 14). A trial account's balance is trial credit, and marked so (ROLE-05).
 */
export function HeaderBalance() {
  const loggedIn = useSession((state) => state.isLogin);
  const trial = useSession((state) => state.isTrial);
  const memberSymbol = useSession((state) => state.member?.currencySymbol);
  const wallet = useCall('walletBalance', undefined, { enabled: loggedIn });
  const balance = wallet.data
    ? { amount: wallet.data.balance, currencySymbol: wallet.data.currencySymbol ?? memberSymbol }
    : null;
  const [shown, setShown] = useState(true);
  const language = usePlatformLanguage();
  const { t } = useT();
  if (wallet.status === 'error' && !wallet.data)
    return <LoadFailed error={wallet.error} label="layout.balanceFailed" retry={wallet.refetch} />;
  const amount = balance
    ? [balance.currencySymbol, formatMoney(balance.amount, language)].filter(Boolean).join(' ')
    : '—';
  return (
    <div className="lv-header__balance">
      {trial && (
        <span className="lv-header__trial" aria-hidden="true">
          {t('layout.trial')}
        </span>
      )}
      <span className="lv-visually-hidden">{t(trial ? 'layout.trialCredit' : 'layout.balance')}</span>
      <span className="lv-header__amount" data-hidden={!shown}>
        {shown ? amount : '••••••'}
      </span>
      <button
        type="button"
        className="lv-header__icon-button"
        aria-label={t(shown ? 'layout.hideBalance' : 'layout.showBalance')}
        onClick={() => setShown((value) => !value)}
      >
        <MenuIcon name={shown ? 'eye' : 'eyeOff'} />
      </button>
    </div>
  );
}

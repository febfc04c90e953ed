import { useSession, useT } from '../../engine/react/context.tsx';
import { useCall } from '../../engine/react/data/useCall.ts';
import { useMoneyFormat } from './fields.tsx';
import './forms.css';

/**
 * The balance on every cashier page (issue 15), read where the header reads it, so a live event
 * changes both at once; `available` (balance less held withdrawals) when the page knows it.
 */
export function BalanceSummary({ available }: { available?: string | undefined }) {
  const { t } = useT();
  const loggedIn = useSession((state) => state.isLogin);
  const wallet = useCall('walletBalance', undefined, { enabled: loggedIn });
  const { format } = useMoneyFormat();
  return (
    <dl className="lv-cashier__balances">
      <div>
        <dt>{t('cashier.balance')}</dt>
        <dd>{wallet.data ? format(wallet.data.balance) : '—'}</dd>
      </div>
      {available !== undefined && (
        <div>
          <dt>{t('cashier.available')}</dt>
          <dd>{format(available)}</dd>
        </div>
      )}
    </dl>
  );
}

import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { Link } from '../../../engine/react/navigation.tsx';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { checkedAmount, MoneyField, SelectField, useMoneyFormat } from '../../forms/fields.tsx';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { withdrawCreate } from '../../../schemas/generated/requestValidators.js';
import { Pager } from '../../records/Pager.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import { ConfirmAll, WithdrawalItem } from './Receipts.tsx';
import type { WithdrawFormProps } from './schema.ts';
import '../../forms/forms.css';
import '../cashier.css';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

/** The member's withdrawals, newest first; statuses change live (the stream invalidates the list). */
function Withdrawals({ pageSize }: { pageSize: number }) {
  const { t } = useT();
  const [pageNo, setPageNo] = useState(1);
  const list = useCall('withdrawList', { pageNo, pageSize }, { keepPrevious: true });
  return (
    <section aria-labelledby="lv-withdrawals">
      <h3 id="lv-withdrawals">{t('withdraw.history')}</h3>
      <CallState result={list} skeleton={{ height: 160 }} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <>
            <ul className="lv-withdrawals">
              {page.list.map((withdrawal) => (
                <WithdrawalItem key={withdrawal.withdrawalId} withdrawal={withdrawal} timeZone={page.period.timeZone} />
              ))}
            </ul>
            <Pager label={t('withdraw.history')} pageNo={pageNo} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </CallState>
    </section>
  );
}

/** MC-05, WALLET-04..06: withdraw to a payout account with the payment password; follow and confirm. */
export default function WithdrawForm({ pageSize }: WithdrawFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format, symbol } = useMoneyFormat();
  const settings = useCall('withdrawSettings');
  const accounts = useCall('payoutAccounts');
  const create = useCallForm('withdrawCreate');
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const rules = useRequestCheck(withdrawCreate, create, {
    accountId: { label: t('withdraw.account') },
    amount: { label: t('cashier.amount') },
    paymentPassword: usePaymentPasswordWords(),
  });

  const limits = settings.data;
  const list = accounts.data?.accounts ?? [];
  const account = list.find((item) => item.accountId === accountId) ?? list[0];

  const submit = async () => {
    if (!limits || !account) return;
    const checked = checkedAmount(amount, limits, format, t);
    const request = { accountId: account.accountId, amount: checked.value, paymentPassword: password };
    // The brand's limits and the balance are the form's to say; the contract's rules the request's.
    if (!rules.check(request, { amount: checked.message })) return;
    // Accepted: the form clears, so nothing typed can be sent again by mistake. Refused or unanswered:
    // what was typed stays, to correct or send again (with the same idempotency key).
    if (await create.submit(request)) {
      setAmount('');
      setPassword('');
    }
  };

  return (
    <div className="lv-cashier">
      <BalanceSummary available={limits?.available} />
      <CallState result={settings} skeleton={{ height: 300 }} isEmpty={() => false}>
        {(answer) => (
          <>
            <ConfirmAll waiting={answer.awaitingReceipt} />
            {list.length === 0 && accounts.status === 'success' ? (
              <p>
                {t('withdraw.noAccount')} <Link to="?page=securityCenter">{t('withdraw.addAccount')}</Link>
              </p>
            ) : !answer.paymentPasswordSet ? (
              <p>
                {t('withdraw.noPassword')} <Link to="?page=securityCenter">{t('withdraw.setPassword')}</Link>
              </p>
            ) : (
              <Form call={create} label={t('withdraw.title')} onSubmit={() => void submit()}>
                <SelectField
                  label={t('withdraw.account')}
                  value={account?.accountId ?? ''}
                  options={list.map((item) => item.accountId)}
                  text={(id) => {
                    const item = list.find((other) => other.accountId === id)!;
                    return `${item.bankName} ${item.accountNumber} (${item.holder})`;
                  }}
                  onChange={setAccountId}
                  message={rules.messages.accountId}
                />
                <p>{t('withdraw.limits', { min: format(answer.min), max: format(answer.max) })}</p>
                <MoneyField value={amount} onChange={setAmount} message={rules.messages.amount} symbol={symbol} />
                <PaymentPasswordField
                  value={password}
                  onChange={setPassword}
                  message={rules.messages.paymentPassword}
                />
                <FormFeedback call={create} success={t('withdraw.applied')} inPlace={rules.refusedInPlace} />
                <SubmitButton call={create}>{t('withdraw.submit')}</SubmitButton>
              </Form>
            )}
          </>
        )}
      </CallState>
      <Withdrawals pageSize={pageSize} />
    </div>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
WithdrawForm.pageCalls = (({ pageSize }) => [
  firstCall<'withdrawSettings'>('withdrawSettings', undefined),
  firstCall<'payoutAccounts'>('payoutAccounts', undefined),
  firstCall<'withdrawList'>('withdrawList', { pageNo: 1, pageSize }),
]) satisfies PageCalls<WithdrawFormProps>;

import { useId, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { Link } from '../../../engine/react/navigation.tsx';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { checkAmountAndPassword, MoneyField, PaymentPasswordField, useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { Pager } from '../../records/Pager.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import { ConfirmAll, WithdrawalItem } from './Receipts.tsx';
import type { WithdrawFormProps } from './schema.ts';
import '../../forms/forms.css';
import '../cashier.css';

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
                <WithdrawalItem key={withdrawal.withdrawalId} withdrawal={withdrawal} />
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
  const [messages, setMessages] = useState<{ amount?: string; password?: string }>({});
  const accountFieldId = useId();

  const limits = settings.data;
  const list = accounts.data?.accounts ?? [];
  const account = list.find((item) => item.accountId === accountId) ?? list[0];

  const submit = async () => {
    if (!limits || !account) return;
    const check = checkAmountAndPassword(
      amount,
      password,
      { min: limits.min, max: limits.max, available: limits.available },
      format,
      t,
    );
    setMessages(check.messages);
    if (!check.value) return;
    // What was typed stays whatever the answer; only the password is cleared once the withdrawal is accepted.
    if (await create.submit({ accountId: account.accountId, amount: check.value, paymentPassword: password }))
      setPassword('');
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
                <div className="lv-form__field">
                  <label htmlFor={accountFieldId}>{t('withdraw.account')}</label>
                  <select
                    id={accountFieldId}
                    className="lv-field"
                    value={account?.accountId ?? ''}
                    onChange={(event) => setAccountId(event.target.value)}
                  >
                    {list.map((item) => (
                      <option key={item.accountId} value={item.accountId}>
                        {item.bankName} {item.accountNumber} ({item.holder})
                      </option>
                    ))}
                  </select>
                </div>
                <p>{t('withdraw.limits', { min: format(answer.min), max: format(answer.max) })}</p>
                <MoneyField value={amount} onChange={setAmount} message={messages.amount} symbol={symbol} />
                <PaymentPasswordField value={password} onChange={setPassword} message={messages.password} />
                <FormFeedback call={create} success={t('withdraw.applied')} />
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

import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from '../../../engine/react/navigation.tsx';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { transferDownline } from '../../../schemas/generated/requestValidators.js';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { checkedAmount, MoneyField, type AmountLimits, useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { DOWNLINE_PARAM } from '../shared/pageLinks.ts';
import texts from './locales.json';
import type { DownlineTransferFormProps } from './schema.ts';
import '../../forms/forms.css';
import '../shared/agent.css';

/** Accounts of the team whose name or nickname holds what is typed, offered as the field's suggestions. */
function TeamSuggestions({ id, typed }: { id: string; typed: string }) {
  // Typing stays quick: the list follows a moment behind, one request per settled value.
  const search = useDeferredValue(typed.trim());
  const team = useCall('teamMembers', { search, pageSize: 20 }, { enabled: search.length > 0, keepPrevious: true });
  return (
    <datalist id={id}>
      {team.data?.list.map((row) => (
        <option key={row.memberId} value={row.account}>
          {row.nickname ? `${row.account} · ${row.nickname}` : row.account}
        </option>
      ))}
    </datalist>
  );
}

/** What the agent keeps of a transfer that went through: its reference and the balance after it. */
function Receipt({ answer }: { answer: ResponseOf<'transferDownline'> }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  return (
    <section className="lv-agent__receipt" aria-label={t('downlineTransfer.receipt')}>
      <dl className="lv-cashier__balances">
        <div>
          <dt>{t('downlineTransfer.reference')}</dt>
          <dd>{answer.transferId}</dd>
        </div>
        <div>
          <dt>{t('downlineTransfer.balanceAfter')}</dt>
          <dd>{format(answer.balance)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * ROLE-10: an agent sends money to an account of its team with the payment password (CALL-117,
 * CALL-142), within the brand's limits and its balance. Team management links here with the
 * downline named; otherwise the agent picks one from its team as it types.
 */
export default function DownlineTransferForm(_props: DownlineTransferFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format, symbol } = useMoneyFormat();
  const [searchParams] = useSearchParams();
  const info = useCall('downlineTransferInfo');
  const transfer = useCallForm('transferDownline');
  const [downline, setDownline] = useState(() => searchParams.get(DOWNLINE_PARAM)?.slice(0, 64) ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [receipt, setReceipt] = useState<{ answer: ResponseOf<'transferDownline'>; account: string } | undefined>();
  const downlineId = useId();
  const listId = useId();
  const remarkId = useId();
  const rules = useRequestCheck(transferDownline, transfer, {
    downline: { label: t('downlineTransfer.downline') },
    amount: { label: t('cashier.amount') },
    paymentPassword: usePaymentPasswordWords(),
    remark: { label: t('downlineTransfer.remark') },
  });

  const submit = async (limits: AmountLimits) => {
    const checked = checkedAmount(amount, limits, format, t);
    const account = downline.trim();
    const trimmed = remark.trim();
    const request = {
      downline: account,
      amount: checked.value,
      paymentPassword: password,
      ...(trimmed ? { remark: trimmed } : {}),
    };
    if (
      !rules.check(request, {
        amount: checked.message,
        downline: account ? undefined : t('downlineTransfer.pickDownline'),
      })
    )
      return;
    setReceipt(undefined);
    const answer = await transfer.submit(request);
    // Once the money has moved the form is ready for the next transfer; a refusal keeps what was typed.
    if (answer) {
      setReceipt({ answer, account });
      setDownline('');
      setAmount('');
      setPassword('');
      setRemark('');
    }
  };

  return (
    <div className="lv-cashier">
      <BalanceSummary available={info.data?.available} />
      <CallState result={info} skeleton={{ height: 420 }} isEmpty={() => false}>
        {(limits) => (
          <Form call={transfer} label={t('downlineTransfer.title')} onSubmit={() => void submit(limits)}>
            <p>{t('downlineTransfer.limits', { min: format(limits.min), max: format(limits.max) })}</p>
            <TextField
              id={downlineId}
              label={t('downlineTransfer.downline')}
              hint={t('downlineTransfer.downlineHint')}
              value={downline}
              onChange={setDownline}
              message={rules.messages.downline}
              maxLength={transferDownline.limits.downline.maxLength}
              list={listId}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TeamSuggestions id={listId} typed={downline} />
            <MoneyField value={amount} onChange={setAmount} message={rules.messages.amount} symbol={symbol} />
            <TextField
              id={remarkId}
              label={t('downlineTransfer.remark')}
              value={remark}
              onChange={setRemark}
              message={rules.messages.remark}
              required={false}
              maxLength={transferDownline.limits.remark.maxLength}
              autoComplete="off"
            />
            <PaymentPasswordField value={password} onChange={setPassword} message={rules.messages.paymentPassword} />
            <FormFeedback
              call={transfer}
              success={
                receipt &&
                t('downlineTransfer.done', { amount: format(receipt.answer.amount), account: receipt.account })
              }
              inPlace={rules.refusedInPlace}
            />
            {transfer.status === 'success' && receipt && <Receipt answer={receipt.answer} />}
            <SubmitButton call={transfer}>{t('downlineTransfer.submit')}</SubmitButton>
          </Form>
        )}
      </CallState>
    </div>
  );
}

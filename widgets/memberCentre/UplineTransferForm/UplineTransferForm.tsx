import { useId, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { TextField } from '../../forms/TextField.tsx';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { checkedAmount, MoneyField, type AmountLimits, useMoneyFormat } from '../../forms/fields.tsx';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { transferUpline } from '../../../schemas/generated/requestValidators.js';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { UplineTransferFormProps } from './schema.ts';
import '../../forms/forms.css';

/**
 * MC-06: sends money from the main wallet to the member's upline with the payment password
 * (CALL-86, CALL-87), within the brand's limits and the available balance. The page is declared
 * only for members with an upline; should the platform say there is none, the page says so too.
 */
export default function UplineTransferForm(_props: UplineTransferFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format, symbol } = useMoneyFormat();
  const info = useCall('uplineInfo');
  const transfer = useCallForm('transferUpline');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [done, setDone] = useState<string | undefined>();
  const remarkId = useId();
  const rules = useRequestCheck(transferUpline, transfer, {
    amount: { label: t('cashier.amount') },
    paymentPassword: usePaymentPasswordWords(),
    remark: { label: t('upline.remark') },
  });

  const submit = async (limits: AmountLimits, upline: string) => {
    const checked = checkedAmount(amount, limits, format, t);
    const trimmed = remark.trim();
    const request = {
      amount: checked.value,
      paymentPassword: password,
      ...(trimmed ? { remark: trimmed } : {}),
    };
    // The brand's limits and the balance are the form's to say; the contract's rules the request's.
    if (!rules.check(request, { amount: checked.message })) return;
    const answer = await transfer.submit(request);
    // What was typed stays whatever the answer; once the money has moved the form is ready for the next one.
    if (answer) {
      setDone(t('upline.done', { amount: format(answer.amount), upline }));
      setAmount('');
      setPassword('');
      setRemark('');
    }
  };

  return (
    <div className="lv-cashier">
      <BalanceSummary available={info.data?.hasUpline ? info.data.available : undefined} />
      <CallState result={info} skeleton={{ height: 360 }} isEmpty={() => false}>
        {(answer) =>
          !answer.hasUpline ? (
            <p role="status">{t('upline.none')}</p>
          ) : (
            <Form call={transfer} label={t('upline.title')} onSubmit={() => void submit(answer, answer.upline ?? '')}>
              <p>{t('upline.to', { upline: answer.upline ?? '' })}</p>
              {answer.min && answer.max && (
                <p>{t('upline.limits', { min: format(answer.min), max: format(answer.max) })}</p>
              )}
              <MoneyField value={amount} onChange={setAmount} message={rules.messages.amount} symbol={symbol} />
              <TextField
                id={remarkId}
                label={t('upline.remark')}
                value={remark}
                onChange={setRemark}
                message={rules.messages.remark}
                required={false}
                maxLength={transferUpline.limits.remark.maxLength}
                autoComplete="off"
              />
              <PaymentPasswordField value={password} onChange={setPassword} message={rules.messages.paymentPassword} />
              <FormFeedback call={transfer} success={done} inPlace={rules.refusedInPlace} />
              <SubmitButton call={transfer}>{t('upline.submit')}</SubmitButton>
            </Form>
          )
        }
      </CallState>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { amountProblem, MoneyField, useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { parseAmount } from '../../forms/money.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { DepositResult } from './DepositResult.tsx';
import texts from './locales.json';
import { RecentDeposits } from './RecentDeposits.tsx';
import { DepositGate } from '../../shared/DepositGate.tsx';
import type { DepositFormProps } from './schema.ts';
import '../../forms/forms.css';
import '../../records/records.css';
import '../cashier.css';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

type Method = ResponseOf<'depositMethods'>['methods'][number];
type Deposit = ResponseOf<'depositCreate'>;

/** A method the platform can take now: e-wallet and card need a payment provider, which a platform may not have. */
const isAvailable = (method: Method) => method.available !== false;

/**
 * MC-04, WALLET-03: choose a method, an amount within its limits (presets one tap), and deposit; the
 * result (bank details to copy, or the payment page) comes into view and focus; the recent deposits
 * follow with their state (issue 26).
 */
/** The cashier's deposit, or why an excluded player is not offered one (RG-30). */
export default function DepositForm(props: DepositFormProps) {
  return (
    <DepositGate>
      <DepositFormBody {...props} />
    </DepositGate>
  );
}

function DepositFormBody(_props: DepositFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format, symbol } = useMoneyFormat();
  const methods = useCall('depositMethods');
  const [methodId, setMethodId] = useState('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const create = useCallForm('depositCreate');
  const [started, setStarted] = useState<Deposit | null>(null);
  // Back from a result to a new deposit: the focus goes to the method chosen, where the form begins.
  const [again, setAgain] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!again || started) return;
    const chosen = root.current?.querySelector<HTMLInputElement>('input[name="lv-deposit-method"]:checked');
    if (!chosen) return;
    chosen.focus();
    setAgain(false);
  }, [again, started, methods.status]);

  const draw = (list: Method[]) => {
    const usable = list.filter(isAvailable);
    // A platform without a payment provider offers no e-wallet or card: the page says so (issue 24).
    if (usable.length === 0) return <p role="status">{t('deposit.noneAvailable')}</p>;
    const method = usable.find((item) => item.methodId === methodId) ?? usable[0]!;
    const typed = parseAmount(amount);
    const chosen = typed.ok ? typed.value : null;
    // Shown as a guide; the platform rounds the fee up to the cent and names it in the answer.
    const fee =
      chosen && Number(method.feePercent) > 0
        ? format(((Number(chosen) * Number(method.feePercent)) / 100).toFixed(2))
        : null;
    const submit = async () => {
      const problem = amountProblem(amount, { min: method.min, max: method.max }, format);
      setMessage(problem ? t(problem.key, problem.values) : undefined);
      if (problem) return;
      if (!chosen) return;
      const deposit = await create.submit({ methodId: method.methodId, amount: chosen });
      if (deposit) setStarted(deposit);
    };
    return (
      <Form call={create} label={t('deposit.title')} onSubmit={() => void submit()}>
        <fieldset className="lv-period">
          <legend>{t('deposit.method')}</legend>
          <div className="lv-cashier__presets">
            {list.map((item) => (
              <label key={item.methodId} className="lv-period__preset">
                <input
                  type="radio"
                  name="lv-deposit-method"
                  checked={item.methodId === method.methodId}
                  disabled={!isAvailable(item)}
                  onChange={() => setMethodId(item.methodId)}
                />
                <span>{item.name}</span>
                {!isAvailable(item) && <small> ({t('deposit.unavailable')})</small>}
              </label>
            ))}
          </div>
        </fieldset>
        <p>{t('deposit.limits', { min: format(method.min), max: format(method.max) })}</p>
        {method.presets.length > 0 && (
          <div className="lv-cashier__presets" role="group" aria-label={t('deposit.presets')}>
            {method.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="lv-button"
                aria-pressed={chosen === preset}
                onClick={() => (setAmount(preset), setMessage(undefined))}
              >
                {format(preset, false)}
              </button>
            ))}
          </div>
        )}
        <MoneyField value={amount} onChange={setAmount} message={message} symbol={symbol} />
        {fee && <p>{t('deposit.fee', { fee, percent: method.feePercent })}</p>}
        <FormFeedback call={create} />
        <SubmitButton call={create}>{t('deposit.submit')}</SubmitButton>
      </Form>
    );
  };

  return (
    <div className="lv-cashier" ref={root}>
      {started ? (
        <DepositResult deposit={started} onAgain={() => (setStarted(null), create.reset(), setAgain(true))} />
      ) : (
        <>
          <BalanceSummary />
          <CallState result={methods} skeleton={{ height: 320 }} isEmpty={(answer) => answer.methods.length === 0}>
            {(answer) => draw(answer.methods)}
          </CallState>
        </>
      )}
      <RecentDeposits methods={methods.data?.methods ?? []} />
    </div>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
DepositForm.pageCalls = (() => [firstCall<'depositMethods'>('depositMethods', undefined)]) satisfies PageCalls;

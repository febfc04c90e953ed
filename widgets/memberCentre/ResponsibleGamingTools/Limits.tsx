import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { SelectField, useMoneyFormat } from '../../forms/fields.tsx';
import { parseAmount } from '../../forms/money.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import { useWhen } from '../../records/useWhen.ts';
import type { Limit, LimitKind, LimitPeriod } from './rgTypes.ts';

/** A limit's value as the player reads it: money in the brand's currency, or minutes. */
function useLimitValue() {
  const { t } = useT();
  const { format } = useMoneyFormat();
  return (limit: Pick<Limit, 'unit'>, value: string) =>
    limit.unit === 'minutes' ? t('rg.limits.minutes', { count: Number(value) }) : format(value);
}

/** One period of a limit: what it is, what is used and left, and a raise waiting out the cooling-off, cancellable. */
function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useT();
  const when = useWhen();
  const value = useLimitValue();
  const cancel = useCallForm('gamingLimitCancel');
  const remove = useCallForm('gamingLimitSet');
  const period = t(`rg.limits.period.${limit.period}`);
  return (
    <li className="lv-rg__limit">
      <p className="lv-rg__limit-line">
        <strong>{period}</strong>{' '}
        {limit.amount === null
          ? t('rg.limits.none')
          : t('rg.limits.state', {
              amount: value(limit, limit.amount),
              used: value(limit, limit.used),
              left: value(limit, limit.left ?? '0'),
            })}
      </p>
      {limit.pending && (
        <div className="lv-rg__pending">
          <p>
            {limit.pending.amount === null
              ? t('rg.limits.pendingRemoval', { when: when(limit.pending.effectiveAt) })
              : t('rg.limits.pendingRaise', {
                  amount: value(limit, limit.pending.amount),
                  when: when(limit.pending.effectiveAt),
                })}
          </p>
          <button
            type="button"
            className="lv-button"
            disabled={cancel.status === 'pending'}
            onClick={() => void cancel.submit({ kind: limit.kind, period: limit.period })}
          >
            {t('rg.limits.cancelPending', { period })}
          </button>
        </div>
      )}
      {limit.amount !== null && !limit.pending && (
        <button
          type="button"
          className="lv-button lv-rg__remove"
          disabled={remove.status === 'pending'}
          onClick={() => void remove.submit({ kind: limit.kind, period: limit.period, amount: null })}
        >
          {t('rg.limits.remove', { period })}
        </button>
      )}
      {/* Outside the parts they change, so the answer stays in view when the limit is read again. */}
      <FormFeedback call={cancel} success={t('rg.limits.cancelled')} />
      <FormFeedback call={remove} success={t('rg.limits.removalWaits')} />
    </li>
  );
}

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** One kind of limit (deposit, loss, wager, session): its periods, and a form to set one. */
function LimitKindPanel({ kind, limits, heading }: { kind: LimitKind; limits: Limit[]; heading: 'h3' | 'h4' }) {
  const { t } = useT();
  const when = useWhen();
  const value = useLimitValue();
  const { symbol } = useMoneyFormat();
  const set = useCallForm('gamingLimitSet');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const unit = limits[0]?.unit ?? (kind === 'session' ? 'minutes' : 'money');
  const Heading = heading;
  const submit = () => {
    const typed = amount.trim();
    const parsed = unit === 'minutes' ? (/^[1-9]\d{0,4}$/.test(typed) ? typed : null) : parseAmount(typed);
    const sent = typeof parsed === 'string' ? parsed : parsed?.ok && parsed.cents > 0n ? parsed.value : null;
    if (sent === null) {
      setMessage(t(unit === 'minutes' ? 'rg.limits.badMinutes' : 'rg.limits.badAmount'));
      return;
    }
    setMessage(undefined);
    void set.submit({ kind, period, amount: sent });
  };
  const answer = set.data;
  return (
    <section className="lv-rg__kind" aria-label={t(`rg.limits.kind.${kind}`)}>
      <Heading className="lv-rg__subheading">{t(`rg.limits.kind.${kind}`)}</Heading>
      <ul className="lv-content-page__links">
        {PERIODS.flatMap((each) => limits.filter((limit) => limit.period === each)).map((limit) => (
          <LimitRow key={limit.period} limit={limit} />
        ))}
      </ul>
      <Form call={set} onSubmit={submit} label={t('rg.limits.formLabel', { kind: t(`rg.limits.kind.${kind}`) })}>
        <div className="lv-rg__row">
          <SelectField
            label={t('rg.limits.periodLabel')}
            value={period}
            options={PERIODS}
            text={(option) => t(`rg.limits.period.${option}`)}
            onChange={(option) => setPeriod(option as LimitPeriod)}
          />
          <TextField
            id={`lv-rg-${kind}-amount`}
            label={
              unit === 'minutes'
                ? t('rg.limits.minutesLabel')
                : symbol
                  ? `${t('rg.limits.amountLabel')} (${symbol})`
                  : t('rg.limits.amountLabel')
            }
            value={amount}
            onChange={setAmount}
            message={message}
            inputMode={unit === 'minutes' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={20}
          />
        </div>
        <SubmitButton call={set}>{t('rg.limits.set')}</SubmitButton>
        <FormFeedback
          call={set}
          success={
            answer?.pending && answer.pending.amount !== null
              ? t('rg.limits.raiseWaits', {
                  amount: value(answer, answer.pending.amount),
                  when: when(answer.pending.effectiveAt),
                })
              : answer?.amount
                ? t('rg.limits.applied', { amount: value(answer, answer.amount) })
                : undefined
          }
        />
      </Form>
    </section>
  );
}

/** RG-24: every limit the licence offers, by kind, each period with what it still allows. */
export function Limits({
  kinds,
  limits,
  heading,
}: {
  kinds: readonly LimitKind[];
  limits: Limit[];
  heading: 'h3' | 'h4';
}) {
  return (
    <>
      {kinds.map((kind) => (
        <LimitKindPanel
          key={kind}
          kind={kind}
          heading={heading}
          limits={limits.filter((limit) => limit.kind === kind)}
        />
      ))}
    </>
  );
}

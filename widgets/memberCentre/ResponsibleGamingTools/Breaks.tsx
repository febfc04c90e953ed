import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { SelectField } from '../../forms/fields.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import type { RgState } from './rgTypes.ts';

type Rules = RgState['rules'];

const TIME_OUT_DAYS = [1, 2, 7, 14, 30, 42] as const;
const EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;

/**
 * One break (a time-out or a self-exclusion): a length, then a confirmation that says what happens and
 * that it cannot be undone, before anything is sent.
 */
function BreakForm({
  kind,
  options,
  heading,
}: {
  kind: 'timeOut' | 'selfExclusion';
  options: readonly string[];
  heading: 'h3' | 'h4';
}) {
  const { t } = useT();
  const timeOut = useCallForm('timeOutStart');
  const exclusion = useCallForm('selfExclusionStart');
  const call = kind === 'timeOut' ? timeOut : exclusion;
  const [length, setLength] = useState(options[0] ?? '');
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const lengthText = (option: string) =>
    option === 'permanent'
      ? t('rg.breaks.permanent')
      : kind === 'timeOut'
        ? t('rg.breaks.days', { count: Number(option) })
        : t('rg.breaks.months', { count: Number(option) });
  const Heading = heading;
  const start = () => {
    if (kind === 'timeOut') void timeOut.submit({ days: Number(length) });
    else void exclusion.submit({ months: length === 'permanent' ? null : Number(length) });
  };
  return (
    <section className="lv-rg__kind" aria-label={t(`rg.breaks.${kind}.title`)}>
      <Heading className="lv-rg__subheading">{t(`rg.breaks.${kind}.title`)}</Heading>
      <p className="lv-rg__note">{t(`rg.breaks.${kind}.text`)}</p>
      <SelectField
        label={t('rg.breaks.length')}
        value={length}
        options={options}
        text={lengthText}
        onChange={(option) => {
          setLength(option);
          setConfirming(false);
        }}
      />
      {confirming ? (
        <div className="lv-rg__confirm" role="group" aria-label={t('rg.breaks.confirmLabel')}>
          <p>{t(`rg.breaks.${kind}.confirm`, { length: lengthText(length) })}</p>
          <div className="lv-rg__actions">
            <button
              ref={confirmButton}
              type="button"
              className="lv-button lv-button--primary"
              disabled={call.status === 'pending'}
              onClick={start}
            >
              {t(`rg.breaks.${kind}.yes`, { length: lengthText(length) })}
            </button>
            <button type="button" className="lv-button" onClick={() => setConfirming(false)}>
              {t('rg.breaks.no')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="lv-button" onClick={() => setConfirming(true)}>
          {t(`rg.breaks.${kind}.start`)}
        </button>
      )}
      <FormFeedback call={call} success={t('rg.breaks.started')} />
    </section>
  );
}

/** RG-27: a time-out and a self-exclusion, in the lengths the licence allows. */
export function Breaks({ rules, heading }: { rules: Rules; heading: 'h3' | 'h4' }) {
  const days = rules.timeOutDays;
  const months = rules.selfExclusionMonths;
  return (
    <>
      {days && (
        <BreakForm
          kind="timeOut"
          heading={heading}
          options={TIME_OUT_DAYS.filter((day) => day >= days.min && day <= days.max).map(String)}
        />
      )}
      {months && (
        <BreakForm
          kind="selfExclusion"
          heading={heading}
          options={[
            ...EXCLUSION_MONTHS.filter((month) => month >= months.min && month <= months.max).map(String),
            ...(months.permanent ? ['permanent'] : []),
          ]}
        />
      )}
    </>
  );
}

import { useId, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { requestBreaches, useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { convertPoint } from '../../../schemas/generated/requestValidators.js';
import { pointsWorth } from './pointsWorth.ts';
import { usePoints } from './usePoints.ts';

const CONVERT_CODES = { INSUFFICIENT_BALANCE: 'points.error.notEnough' } as const;

/** Points to main-wallet money at the brand's ratio (CALL-36, UNSPEC-60), sent once per attempt. */
export function ConvertForm({ balance, ratio, minConvert }: { balance: number; ratio: string; minConvert: number }) {
  const { t } = useT();
  const pointsText = usePoints();
  const { format } = useMoneyFormat();
  const convert = useCallForm('convertPoint');
  const [points, setPoints] = useState('');
  const [done, setDone] = useState<string | undefined>();
  const whole = 'points.convertWhole';
  const rules = useRequestCheck(convertPoint, convert, {
    points: {
      label: t('points.convertPoints'),
      rules: { required: whole, type: whole, minimum: whole, maximum: whole },
    },
  });
  const id = useId();
  // Digits are read as a count; anything else is sent to the contract's rule as typed (and refused by its type).
  const count = /^\d+$/.test(points) ? Number(points) : Number.NaN;
  const valid = !requestBreaches(convertPoint, { points: count }).points;

  const submit = async () => {
    setDone(undefined);
    // Beyond the contract: the brand's least conversion and the member's balance.
    const ok = rules.check(
      { points: Number.isNaN(count) ? points : count },
      {
        points: !valid
          ? undefined
          : count < minConvert
            ? t('points.convertMin', { min: pointsText(minConvert) })
            : count > balance
              ? t('points.convertOver', { balance: pointsText(balance) })
              : undefined,
      },
    );
    if (!ok) return;
    const answer = await convert.submit({ points: count });
    if (answer) {
      setDone(t('points.converted', { points: pointsText(count), amount: format(answer.credited) }));
      setPoints('');
    }
  };

  return (
    <section className="lv-points__convert" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('points.convertTitle')}</h3>
      <Form call={convert} label={t('points.convertTitle')} onSubmit={() => void submit()}>
        <TextField
          id={id}
          label={t('points.convertPoints')}
          inputMode="numeric"
          maxLength={String(convertPoint.limits.points.maximum).length}
          value={points}
          onChange={(typed) => setPoints(typed.trim())}
          message={rules.messages.points}
        />
        <p className="lv-points__worth" aria-live="polite">
          {valid
            ? t('points.worth', { points: count, amount: format(pointsWorth(count, ratio)) })
            : t('points.worth', { points: minConvert, amount: format(pointsWorth(minConvert, ratio)) })}
        </p>
        <FormFeedback call={convert} codes={CONVERT_CODES} success={done ?? ''} inPlace={rules.refusedInPlace} />
        <SubmitButton call={convert}>{t('points.convert')}</SubmitButton>
      </Form>
    </section>
  );
}

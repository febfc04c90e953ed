import { useId, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import { pointsWorth } from './pointsWorth.ts';

const CONVERT_CODES = { INSUFFICIENT_BALANCE: 'points.error.notEnough' } as const;

/** Points to main-wallet money at the brand's ratio (CALL-36, UNSPEC-60), sent once per attempt. */
export function ConvertForm({ balance, ratio, minConvert }: { balance: number; ratio: string; minConvert: number }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const convert = useCallForm('convertPoint');
  const [points, setPoints] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const id = useId();
  const count = Number(points);
  const valid = /^\d{1,10}$/.test(points) && count > 0;

  const submit = async () => {
    setDone(undefined);
    const problem = !valid
      ? t('points.convertWhole')
      : count < minConvert
        ? t('points.convertMin', { min: minConvert })
        : count > balance
          ? t('points.convertOver', { balance })
          : undefined;
    setMessage(problem);
    if (problem) return;
    const answer = await convert.submit({ points: count });
    if (answer) {
      setDone(t('points.converted', { points: count, amount: format(answer.credited) }));
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
          maxLength={10}
          value={points}
          onChange={(typed) => setPoints(typed.trim())}
          message={message}
        />
        <p className="lv-points__worth" aria-live="polite">
          {valid
            ? t('points.worth', { points: count, amount: format(pointsWorth(count, ratio)) })
            : t('points.worth', { points: minConvert, amount: format(pointsWorth(minConvert, ratio)) })}
        </p>
        <FormFeedback call={convert} codes={CONVERT_CODES} success={done ?? ''} />
        <SubmitButton call={convert}>{t('points.convert')}</SubmitButton>
      </Form>
    </section>
  );
}

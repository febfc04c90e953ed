import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { isPaymentPassword, PaymentPasswordField } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import { useLock } from '../../forms/useLock.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { PaymentPasswordFormProps } from './schema.ts';
import '../../forms/forms.css';

type Field = 'current' | 'next' | 'confirm';

/** The platform's codes in this form's words: a wrong password here is the current one. */
const CODES = {
  PAYMENT_PASSWORD_INVALID: 'paymentPasswordForm.currentInvalid',
  VALIDATION_FAILED: 'paymentPasswordForm.refused',
} as const;

/**
 * MC-02, CALL-78: set the payment password when there is none (new + confirm), change it with the
 * current one. Whether one is set comes from the withdrawal settings, which a success refreshes, so
 * the withdrawal page and the payout accounts know at once. Wrong current passwords are counted with
 * every payment-password check; once locked the platform's minutes are said.
 */
export default function PaymentPasswordForm(_props: PaymentPasswordFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const settings = useCall('withdrawSettings');
  const save = useCallForm('paymentPasswordSet');
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [messages, setMessages] = useState<Partial<Record<Field, string>>>({});
  const [savedAs, setSavedAs] = useState<'set' | 'change'>('set');
  const locked = useLock(save.error);
  const field = (name: Field) => ({
    value: values[name],
    message: messages[name],
    onChange: (value: string) => setValues((typed) => ({ ...typed, [name]: value })),
  });

  const submit = async (hasPassword: boolean) => {
    // Enter in a field submits too: nothing is sent while locked.
    if (locked) return;
    const format = t('cashier.paymentPasswordFormat');
    const next: Partial<Record<Field, string>> = {};
    if (hasPassword && !isPaymentPassword(values.current)) next.current = format;
    if (!isPaymentPassword(values.next)) next.next = format;
    else if (hasPassword && values.next === values.current) next.next = t('paymentPasswordForm.same');
    if (!next.next && values.confirm !== values.next) next.confirm = t('paymentPasswordForm.mismatch');
    setMessages(next);
    if (Object.keys(next).length > 0) return;
    setSavedAs(hasPassword ? 'change' : 'set');
    const answer = await save.submit(
      hasPassword ? { oldPassword: values.current, password: values.next } : { password: values.next },
    );
    // Passwords do not stay on screen once saved; a refusal keeps everything typed.
    if (answer) setValues({ current: '', next: '', confirm: '' });
    // The platform may have set one meanwhile (another tab, a send that timed out): ask again.
    else void settings.refetch();
  };

  return (
    <section className="lv-cashier" aria-labelledby="lv-payment-password">
      <h3 id="lv-payment-password">{t('paymentPasswordForm.title')}</h3>
      <CallState result={settings} skeleton={{ height: 260 }} isEmpty={() => false}>
        {({ paymentPasswordSet }) => (
          <>
            <p>{t(paymentPasswordSet ? 'paymentPasswordForm.whySet' : 'paymentPasswordForm.whyNone')}</p>
            <Form
              call={save}
              label={t(paymentPasswordSet ? 'paymentPasswordForm.change' : 'paymentPasswordForm.set')}
              onSubmit={() => void submit(paymentPasswordSet)}
            >
              {paymentPasswordSet && (
                <PaymentPasswordField label={t('paymentPasswordForm.current')} {...field('current')} />
              )}
              <PaymentPasswordField label={t('paymentPasswordForm.new')} {...field('next')} />
              <PaymentPasswordField label={t('paymentPasswordForm.confirm')} {...field('confirm')} />
              <FormFeedback
                call={save}
                codes={CODES}
                success={t(savedAs === 'change' ? 'paymentPasswordForm.changed' : 'paymentPasswordForm.setDone')}
              />
              <SubmitButton call={save} disabled={locked}>
                {t(paymentPasswordSet ? 'paymentPasswordForm.change' : 'paymentPasswordForm.set')}
              </SubmitButton>
            </Form>
          </>
        )}
      </CallState>
    </section>
  );
}

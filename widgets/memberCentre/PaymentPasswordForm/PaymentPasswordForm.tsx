import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { requestBreaches, useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { paymentPasswordSet } from '../../../schemas/generated/requestValidators.js';
import { useLock } from '../../forms/useLock.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { PaymentPasswordFormProps } from './schema.ts';
import '../../forms/forms.css';

/** The form's fields: the request's two passwords (CALL-78) and the confirmation, which is the form's alone. */
type Field = 'oldPassword' | 'password' | 'confirm';

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
  const empty: Record<Field, string> = { oldPassword: '', password: '', confirm: '' };
  const [values, setValues] = useState(empty);
  const rules = useRequestCheck<'paymentPasswordSet', 'confirm'>(paymentPasswordSet, save, {
    oldPassword: usePaymentPasswordWords(t('paymentPasswordForm.current')),
    password: usePaymentPasswordWords(t('paymentPasswordForm.new')),
  });
  const [savedAs, setSavedAs] = useState<'set' | 'change'>('set');
  const locked = useLock(save.error);
  const field = (name: Field) => ({
    value: values[name],
    message: rules.messages[name],
    onChange: (value: string) => setValues((typed) => ({ ...typed, [name]: value })),
  });

  const submit = async (hasPassword: boolean) => {
    // Enter in a field submits too: nothing is sent while locked.
    if (locked) return;
    const request = hasPassword
      ? { oldPassword: values.oldPassword, password: values.password }
      : { password: values.password };
    // Beyond the contract, once the new password keeps its rules: unlike the current one, typed twice alike.
    const newFine = !requestBreaches(paymentPasswordSet, request).password;
    const same = newFine && hasPassword && values.password === values.oldPassword;
    const ok = rules.check(request, {
      password: same ? t('paymentPasswordForm.same') : undefined,
      confirm: newFine && !same && values.confirm !== values.password ? t('paymentPasswordForm.mismatch') : undefined,
    });
    if (!ok) return;
    setSavedAs(hasPassword ? 'change' : 'set');
    const answer = await save.submit(request);
    // Passwords do not stay on screen once saved; a refusal keeps everything typed.
    if (answer) setValues(empty);
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
                <PaymentPasswordField label={t('paymentPasswordForm.current')} {...field('oldPassword')} />
              )}
              <PaymentPasswordField label={t('paymentPasswordForm.new')} {...field('password')} />
              <PaymentPasswordField label={t('paymentPasswordForm.confirm')} {...field('confirm')} />
              <FormFeedback
                call={save}
                codes={CODES}
                inPlace={rules.refusedInPlace}
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

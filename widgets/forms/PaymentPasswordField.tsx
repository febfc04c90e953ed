import { useId } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { paymentPasswordSet } from '../../schemas/generated/requestValidators.js';
import type { FieldWords } from './requestCheck.ts';
import { TextField } from './TextField.tsx';

/** The payment password's length, as the contract sets it (CALL-78). */
const PAYMENT_PASSWORD_LENGTH = paymentPasswordSet.limits.password.maxLength;

/**
 * The payment password: hidden, numeric keyboard, never autofilled as the login password, as long
 * as the contract's rule allows. `label` names it where a form has several (current, new, confirm).
 */
export function PaymentPasswordField({
  value,
  onChange,
  message,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  label?: string | undefined;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <TextField
      id={id}
      label={label ?? t('cashier.paymentPassword')}
      type="password"
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))}
      message={message}
      inputMode="numeric"
      autoComplete="off"
      maxLength={PAYMENT_PASSWORD_LENGTH}
    />
  );
}

/**
 * How a form names a payment password to `useRequestCheck`: whichever of the contract's rules it
 * breaks (digits, length), one sentence with the schema's length ("The payment password is 6 digits.").
 */
export function usePaymentPasswordWords(label?: string): FieldWords {
  const { t } = useT();
  const format = 'cashier.paymentPasswordFormat';
  return {
    label: label ?? t('cashier.paymentPassword'),
    rules: { required: format, pattern: format, minLength: format, maxLength: format, type: format },
  };
}

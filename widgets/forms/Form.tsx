import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../engine/react/context.tsx';
import type { GatewayError } from '../../engine/api/errors.ts';
import { cashierErrorText } from './cashierErrors.ts';
import type { CallFormStatus } from './useCallForm.ts';

/** What the frame needs of a form's call (`useCallForm`'s answer). */
interface FormCall {
  status: CallFormStatus;
  error: GatewayError | null;
}
import './forms.css';

/**
 * A form page's frame: no browser validation bubbles (the fields say what is wrong, in the player's
 * language), busy while the call is on its way (a second click sends nothing), and `onSubmit` only
 * called when not busy. What was typed stays in the fields whatever the platform answers.
 */
export function Form({
  call,
  onSubmit,
  label,
  children,
}: {
  call: FormCall;
  onSubmit: () => void;
  label: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (call.status !== 'pending') onSubmit();
  };
  return (
    <form
      className="lv-form lv-cashier-form"
      noValidate
      aria-label={label}
      aria-busy={call.status === 'pending'}
      onSubmit={submit}
    >
      {children}
    </form>
  );
}

/**
 * The answer of a form's call in place: success as a polite status, a failure as an alert with the
 * catalogue's message (a wrong or locked payment password counted as the points check is, a
 * timeout, a platform error) — never a stack trace, and the form keeps what was typed so the
 * member can send again. `codes` gives a form's own texts for the platform codes it knows (code → text key);
 * `inPlace` when the failure is already said under its field (`useRequestCheck`'s `refusedInPlace`).
 */
export function FormFeedback({
  call,
  success,
  codes,
  inPlace = false,
}: {
  call: FormCall;
  success?: string | undefined;
  codes?: Readonly<Record<string, string>>;
  inPlace?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <p className="lv-form__status" role="status">
        {call.status === 'success' ? (success ?? t('cashier.done')) : ''}
      </p>
      {call.status === 'error' && call.error && !inPlace && (
        <p className="lv-form__failure" role="alert">
          {cashierErrorText(call.error, t, codes)}
        </p>
      )}
    </>
  );
}

/** The submit button: busy while the call is on its way; `disabled` while the platform will refuse anyway (a lock). */
export function SubmitButton({
  call,
  disabled = false,
  children,
}: {
  call: FormCall;
  disabled?: boolean;
  children: ReactNode;
}) {
  const busy = call.status === 'pending';
  return (
    <button type="submit" className="lv-button lv-button--primary" disabled={busy || disabled} aria-busy={busy}>
      {children}
    </button>
  );
}

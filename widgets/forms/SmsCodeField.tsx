import { useT } from '../../engine/react/context.tsx';
import { accountErrorText, useAccountTexts } from './accountErrors.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import type { SmsCode } from './useSmsCode.ts';

export type SmsCodeFieldProps = Omit<TextFieldProps, 'after' | 'children'> & {
  /** From useSmsCode: the wait, the sending, what the last send gave. */
  sms: SmsCode;
  onSend: () => void;
  /** The form is busy: no send meanwhile. */
  busy?: boolean;
};

/**
 * The SMS code with its send button (REG-04, SMS-01..SMS-05): the input keeps room for the whole
 * code in every language (the button goes under it when both do not fit), the button says when it
 * sends and how long to wait, and under them the news of the last send: sent and for how long it
 * is valid, or the platform's message (ERR-03).
 */
export function SmsCodeField({ sms, onSend, busy = false, className, ...field }: SmsCodeFieldProps) {
  useAccountTexts();
  const { t } = useT();
  const { error } = sms;
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      className={className ? `lv-form__code ${className}` : 'lv-form__code'}
      {...field}
      after={<SendCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} disabled={busy} onSend={onSend} />}
    >
      <p className="lv-form__status" aria-live="polite">
        {sms.validMinutes !== null ? t('accounts.codeSent', { minutes: sms.validMinutes }) : ''}
      </p>
      {error && (
        <p className="lv-form__failure" role="alert">
          {error.serverMessage || accountErrorText(error, t)}
        </p>
      )}
    </TextField>
  );
}

import type { GatewayError } from '../../engine/api/errors.ts';
import { useT } from '../../engine/react/context.tsx';
import { accountErrorText, useAccountTexts } from './accountErrors.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import type { SmsCode } from './useSmsCode.ts';

/**
 * What a failed send says: a refusal as too soon in the player's words (the button counts the wait
 * down), any other the platform's message (ERR-03), else the catalogue's.
 */
function failureText(error: GatewayError, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (error.code === 'TOO_MANY_REQUESTS' && typeof error.details.retryAfter === 'number')
    return t('accounts.resendSoon');
  return error.serverMessage || accountErrorText(error, t);
}

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
 * is valid, or why not.
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
          {failureText(error, t)}
        </p>
      )}
    </TextField>
  );
}

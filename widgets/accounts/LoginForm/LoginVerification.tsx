import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError } from '../../../engine/api/errors.ts';
import { useApi, useT } from '../../../engine/react/context.tsx';
import { accountErrorText, useAccountTexts } from '../../forms/accountErrors.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { SendCodeButton } from '../../forms/SendCodeButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice.tsx';
import { Tabs } from '../../forms/Tabs.tsx';
import { useCountdown } from '../../forms/useCountdown.ts';

export type VerificationMethod = 'sms' | 'email' | 'totp' | 'bankName';

/** What the platform's VERIFICATION_REQUIRED answer asks for (AUTH-15, CALL-04). */
export interface VerificationAsk {
  ticket: string;
  methods: VerificationMethod[];
  destinations?: { sms?: string; email?: string };
  expiresInSeconds: number;
}

/** A code sent by SMS or e-mail may be asked for again after a minute (CALL-67). */
const RESEND_SECONDS = 60;

/**
 * The 2FA login step (AUTH-15, UNSPEC-47): the ways the platform allows, a code sent by SMS or
 * e-mail (CALL-67), an authenticator code or the bank account name, then CALL-68 finishes the
 * login. A ticket that expired or was used up sends the player back to log in again.
 */
export function LoginVerification({
  ask,
  onDone,
  onRestart,
}: {
  ask: VerificationAsk;
  onDone: (answer: ResponseOf<'loginVerify'>) => void;
  onRestart: (message: string) => void;
}) {
  // Its texts are the login form's; a story or another host may draw it on its own.
  useTexts(texts);
  useAccountTexts();
  const { t } = useT();
  const api = useApi();
  const countdown = useCountdown();
  const [method, setMethod] = useState<VerificationMethod>(ask.methods[0]!);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sends = method === 'sms' || method === 'email';

  useEffect(() => {
    input.current?.focus();
  }, [method]);

  /** A ticket that expired or was used up means logging in again; anything else is shown here. */
  const fail = (raw: unknown) => {
    const failed = toGatewayError(raw);
    if (failed.code === 'VERIFICATION_TICKET_INVALID') onRestart(accountErrorText(failed, t));
    else setFailure(accountErrorText(failed, t));
  };

  const send = async () => {
    if (!sends || busy || countdown.secondsLeft > 0 || !countdown.take()) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await api.call<'loginVerificationSend'>('loginVerificationSend', { ticket: ask.ticket, method });
      countdown.start(RESEND_SECONDS);
      setNotice(t('verify.sent', { destination: answer.destination }));
    } catch (raw) {
      fail(raw);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = method === 'bankName' ? code.trim() : code.replace(/\s+/g, '');
    if (!value) {
      setError(t(method === 'bankName' ? 'verify.bankNameRequired' : 'verify.codeRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const body: RequestOf<'loginVerify'> = { ticket: ask.ticket, method, code: value, rememberDevice: remember };
      const answer: ResponseOf<'loginVerify'> = await api.call<'loginVerify'>('loginVerify', body);
      onDone(answer);
    } catch (raw) {
      fail(raw);
    } finally {
      setBusy(false);
    }
  };

  const destination = method === 'sms' || method === 'email' ? ask.destinations?.[method] : undefined;
  return (
    <form className="lv-form lv-verify" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h3 className="lv-verify__title">{t('verify.title')}</h3>
      <p>{t('verify.why')}</p>
      {ask.methods.length > 1 && (
        <Tabs
          label={t('verify.method')}
          tabs={ask.methods.map((id) => ({ id, label: t(`verify.methods.${id}`) }))}
          selected={method}
          onSelect={(id) => {
            setMethod(id as VerificationMethod);
            setCode('');
            setError('');
            setNotice('');
          }}
        />
      )}
      <p>{t(`verify.hint.${method}`, { destination: destination ?? '' })}</p>
      <TextField
        ref={input}
        id="lv-verify-code"
        name="code"
        label={t(method === 'bankName' ? 'verify.bankName' : 'verify.code')}
        value={code}
        message={error}
        maxLength={method === 'bankName' ? 100 : 8}
        inputMode={method === 'bankName' ? 'text' : 'numeric'}
        autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
        className={method === 'bankName' ? undefined : 'lv-form__code'}
        onChange={(value) => {
          setCode(value);
          setError('');
        }}
        after={
          sends && (
            <SendCodeButton
              secondsLeft={countdown.secondsLeft}
              sending={false}
              disabled={busy}
              onSend={() => void send()}
            />
          )
        }
      />
      <label className="lv-form__check">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('verify.rememberDevice')}
      </label>
      <FormNotice notice={notice} failure={failure} />
      <button type="submit" className="lv-button lv-button--primary lv-form__submit" disabled={busy}>
        {t('verify.submit')}
      </button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError } from '../../../engine/api/errors.ts';
import { useApi, useT } from '../../../engine/react/context.tsx';
import { QrCode } from '../../shared/QrCode.tsx';
import { accountErrorText, useAccountTexts } from '../../forms/accountErrors.ts';
import { TextField } from '../../forms/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice.tsx';
import type { AuthenticatorSetupProps } from './schema.ts';
import '../../forms/forms.css';
import './AuthenticatorSetup.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Enrolment = ResponseOf<'authenticatorEnrol'>;

const CODE = /^[0-9]{6}$/;

/**
 * AUTH-15: a member enrols an authenticator app. CALL-69 gives the otpauth:// URI (drawn as a QR code
 * by the QR library) and the secret; the first 6-digit code confirms it (CALL-70, encrypted). Until
 * then the old way of verifying stays in use.
 */
export default function AuthenticatorSetup(_props: AuthenticatorSetupProps) {
  useAccountTexts();
  useTexts(texts);
  const { t } = useT();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure('');
    try {
      await work();
    } catch (raw) {
      const failed = toGatewayError(raw);
      if (!failed.canceled) setFailure(accountErrorText(failed, t));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setEnrolment(await api.call<'authenticatorEnrol'>('authenticatorEnrol'));
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!CODE.test(value)) {
      setError(t('authenticator.codeFormat'));
      input.current?.focus();
      return;
    }
    void run(async () => {
      await api.call<'authenticatorConfirm'>('authenticatorConfirm', { code: value });
      setDone(true);
      setEnrolment(null);
    });
  };

  return (
    <section className="lv-authenticator" aria-labelledby="lv-authenticator-title">
      <h2 id="lv-authenticator-title">{t('authenticator.title')}</h2>
      {done && <p role="status">{t('authenticator.on')}</p>}
      {!enrolment ? (
        <>
          <p>{t('authenticator.why')}</p>
          <FormNotice notice="" failure={failure} />
          <button
            type="button"
            className="lv-button lv-button--primary"
            onClick={() => void start()}
            disabled={busy}
            aria-busy={busy}
          >
            {t(done ? 'authenticator.again' : 'authenticator.start')}
          </button>
        </>
      ) : (
        <form className="lv-form" noValidate onSubmit={confirm} aria-busy={busy}>
          <ol className="lv-authenticator__steps">
            <li>{t('authenticator.scan')}</li>
            <li>{t('authenticator.enter')}</li>
          </ol>
          <div className="lv-authenticator__qr">
            <QrCode value={enrolment.uri} label={t('authenticator.qr')} />
          </div>
          <p>
            {t('authenticator.secret')}{' '}
            <code className="lv-authenticator__secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <TextField
            ref={input}
            id="lv-authenticator-code"
            label={t('authenticator.code')}
            value={code}
            message={error}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            onChange={(value) => {
              setCode(value);
              setError('');
            }}
          />
          <FormNotice notice="" failure={failure} />
          <button type="submit" className="lv-button lv-button--primary lv-form__submit" disabled={busy}>
            {t('authenticator.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import { toGatewayError, type GatewayError } from '../../../engine/api/errors.ts';
import { useApi, useBrand, useEngine, useFlags, useT } from '../../../engine/react/context.tsx';
import { useDialog, useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { accountErrorText, useAccountTexts } from '../../forms/accountErrors.ts';
import { CaptchaField } from '../../forms/CaptchaField.tsx';
import { FormNotice } from '../../forms/FormNotice.tsx';
import { PhoneField, useDialingCode } from '../../forms/PhoneField.tsx';
import { popupSignIn, signInFailureText } from '../signInProviders.ts';
import { SmsCodeField } from '../../forms/SmsCodeField.tsx';
import { Tabs } from '../../forms/Tabs.tsx';
import { TextField, type TextFieldProps } from '../../forms/TextField.tsx';
import { challengeTokenFor } from '../../forms/useChallenge.ts';
import { useSmsCode } from '../../forms/useSmsCode.ts';
import { LoginVerification, type VerificationAsk } from './LoginVerification.tsx';
import type { LoginFormProps } from './schema.ts';
import type { SignInProviderConfig } from '../../../schemas/brand/index.ts';
import '../../forms/forms.css';
import './LoginForm.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Tab = 'username' | 'sms';
type Field = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
type LoginAnswer = ResponseOf<'login'>;
/** How the player logged in: a tab of the form, or a third-party provider (AUTH-13). */
type LoginKind = Tab | 'provider';

const PROVIDER_NAMES: Record<SignInProviderConfig['id'], string> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

const FIELD_ORDER: readonly Field[] = ['username', 'password', 'mobile', 'code', 'captcha'];

function isVerificationAsk(value: unknown): value is VerificationAsk {
  const ask = value as Partial<VerificationAsk> | null;
  return Boolean(ask && typeof ask.ticket === 'string' && Array.isArray(ask.methods) && ask.methods.length > 0);
}

/**
 * The login dialog's form (AUTH-01..15). Fields are trimmed and required (VAL-04); a failed login
 * may bring the captcha (AUTH-08, VAL-05) and a challenge (VAL-28, solved here without the player's
 * help); a right password from a new address goes on to extra verification (AUTH-15). What the
 * player typed stays through every failure. After login: the forced password change (AUTH-06),
 * the dialog a guarded action asked for, or the brand's next page (AUTH-07). Below the form, one
 * "Continue with …" button per provider the brand lists (AUTH-13, UNSPEC-34): the provider's popup
 * gives a token, CALL-04 `type: 'provider'` logs in with it, never with a forced password change.
 */
export default function LoginForm({
  audience,
  afterLogin,
  showRememberMe,
  registerDialog,
  forgotPasswordDialog,
  changePasswordDialog,
}: LoginFormProps) {
  useAccountTexts();
  useTexts(texts);
  const { t } = useT();
  const brand = useBrand();
  const flags = useFlags();
  const api = useApi();
  const engine = useEngine();
  const { open, close } = useDialog();
  const params = useDialogParams();
  const navigate = useNavigate();
  const session = useSessionActions();
  const sms = useSmsCode('smsNoLogin');
  const formRef = useRef<HTMLFormElement>(null);

  const providers = brand.signIn.providers;
  const tabs: Tab[] = flags.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
  const [tab, setTab] = useState<Tab>('username');
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    username: session.rememberedAccount(),
    password: '',
    mobile: '',
    code: '',
    captcha: '',
  }));
  const [dialingCode, setDialingCode] = useDialingCode();
  const [remember, setRemember] = useState(() => values.username !== '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [challengeNeeded, setChallengeNeeded] = useState(false);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<'' | 'login' | 'provider'>('');
  const [waitingFor, setWaitingFor] = useState<SignInProviderConfig['id'] | null>(null);
  const popupAbort = useRef<AbortController | null>(null);
  // A provider's popup still open when the form goes away is closed with it.
  useEffect(() => () => popupAbort.current?.abort(), []);
  const [verification, setVerification] = useState<VerificationAsk | null>(null);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Set when the platform asked for a captcha the form had not shown: it takes the focus once drawn. */
  const focusCaptcha = useRef(false);
  const failed = (error: GatewayError, sentCaptcha: boolean) => {
    if (error.canceled) return;
    // A captcha is good for one try; the platform says when the next try needs one (AUTH-08).
    if (error.details.captcha === true || captchaShown) {
      setCaptchaShown(true);
      setCaptchaGeneration((n) => n + 1);
      setValues((current) => ({ ...current, captcha: '' }));
    }
    if (error.details.challenge === true) setChallengeNeeded(true);
    // Issue 26 item 9: a captcha the form did not know was needed (the page was reloaded after a
    // failure) was not wrong: it is shown, the rest stays as typed, and the player is asked for it.
    if (error.code === 'CAPTCHA_REQUIRED' && (!sentCaptcha || error.details.rule === 'required')) {
      setNotice(t('login.captchaNeeded'));
      focusCaptcha.current = true;
      return;
    }
    setFailure(accountErrorText(error, t));
  };
  // The captcha the platform has just asked for takes the focus once it is drawn.
  useEffect(() => {
    if (!captchaShown || !focusCaptcha.current) return;
    focusCaptcha.current = false;
    formRef.current?.querySelector<HTMLElement>('[name="captcha"]')?.focus();
  }, [captchaShown, captchaGeneration]);

  /** The session the platform opened: checked against this page's audience, then what comes next. */
  const finish = async (answer: LoginAnswer, kind: LoginKind) => {
    await session.signIn(answer.token, { firstTimeLogin: answer.firstTimeLogin });
    const signedIn = engine.session.getState();
    if (!signedIn.isLogin) {
      setFailure(t('errors.unknown'));
      return;
    }
    if (audience === 'agent' && !signedIn.isAgent) {
      // AUTH-10: the agent page admits agents only; the member's session is ended again.
      await session.signOut();
      setFailure(t('accountErrors.nonAgent'));
      return;
    }
    if (kind === 'username') session.rememberAccount(values.username.trim(), Boolean(showRememberMe) && remember);
    close();
    // AUTH-05, AUTH-06, AUTH-13: only a password login is asked to change a password it did not choose or that expired.
    if (answer.passwordExpired === true && kind === 'username')
      open(changePasswordDialog, { forced: true, reason: answer.passwordChange ?? 'expired' });
    else if (typeof params.then === 'string') open(params.then);
    if (afterLogin) navigate(afterLogin);
  };

  const validate = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    const need = (field: Field, key: string) => {
      if (!values[field].trim()) found[field] = t(key);
    };
    if (tab === 'username') {
      need('username', 'login.required');
      need('password', 'login.required');
    } else {
      need('mobile', 'login.mobileRequired');
      need('code', 'login.codeRequired');
    }
    if (captchaShown) need('captcha', 'login.captchaRequired');
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return !first;
  };

  const challengeToken = async (action: 'login'): Promise<string | undefined> => {
    try {
      return await challengeTokenFor(api, action);
    } catch (error) {
      setFailure(accountErrorText(toGatewayError(error), t));
      return undefined;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy('login');
    setFailure('');
    setNotice('');
    try {
      let needsChallenge = challengeNeeded;
      // At most one automatic second try: when the platform asks for a challenge this one lacked.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const token = needsChallenge ? await challengeToken('login') : undefined;
        if (needsChallenge && !token) return;
        const body: RequestOf<'login'> =
          tab === 'username'
            ? { type: 'username', username: values.username.trim(), password: values.password }
            : {
                type: 'sms',
                username: values.mobile.trim(),
                password: values.code.trim(),
                countryDialingCode: dialingCode,
              };
        if (captchaShown) body.captcha = values.captcha.trim();
        if (token) body.challengeToken = token;
        try {
          const answer = await api.call<'login'>('login', body);
          await finish(answer, tab);
          return;
        } catch (raw) {
          const error = toGatewayError(raw);
          if (error.code === 'VERIFICATION_REQUIRED' && isVerificationAsk(error.details.verification)) {
            setVerification(error.details.verification);
            return;
          }
          if (error.code === 'CHALLENGE_REQUIRED' && !token && attempt === 0) {
            needsChallenge = true;
            setChallengeNeeded(true);
            continue;
          }
          failed(error, body.captcha !== undefined);
          return;
        }
      }
    } finally {
      setBusy('');
    }
  };

  /**
   * AUTH-13: the provider's popup, then CALL-04 with its token. The popup opens before anything is
   * awaited, in the click itself, or the browser blocks it (ERR-22); closed without a token: ERR-14.
   */
  const continueWith = async (provider: SignInProviderConfig) => {
    if (busy) return;
    const controller = new AbortController();
    popupAbort.current = controller;
    const token = popupSignIn(provider, { platformBase: brand.api.baseUrl, signal: controller.signal });
    setBusy('provider');
    setWaitingFor(provider.id);
    setFailure('');
    setNotice('');
    try {
      const { providerToken } = await token;
      const answer = await api.call<'login'>('login', { type: 'provider', provider: provider.id, providerToken });
      await finish(answer, 'provider');
    } catch (error) {
      if (controller.signal.aborted) return;
      const text = signInFailureText(error, t);
      if (text) setFailure(text);
    } finally {
      if (popupAbort.current === controller) popupAbort.current = null;
      if (!controller.signal.aborted) {
        setBusy('');
        setWaitingFor(null);
      }
    }
  };

  /** SMS-01, SMS-03, SMS-05: a code for the SMS login; the number is checked before anything is sent. */
  const sendCode = async () => {
    if (sms.secondsLeft > 0 || busy) return;
    if (!values.mobile.trim()) {
      setErrors((current) => ({ ...current, mobile: t('login.mobileRequired') }));
      formRef.current?.querySelector<HTMLElement>('[name="mobile"]')?.focus();
      return;
    }
    setFailure('');
    setNotice('');
    await sms.send(values.mobile.trim(), dialingCode);
  };

  if (verification) {
    return (
      <LoginVerification
        ask={verification}
        onDone={(answer) => void finish(answer, 'username')}
        onRestart={(message) => {
          setVerification(null);
          setFailure(message);
        }}
      />
    );
  }

  const props = (name: Field, label: string) => ({
    id: `lv-login-${name}`,
    name,
    label,
    value: values[name],
    message: errors[name],
    onChange: set(name),
  });
  const field = (name: Field, label: string, input: Partial<TextFieldProps> = {}) => (
    <TextField {...props(name, label)} {...input} />
  );

  return (
    <form
      ref={formRef}
      className="lv-form lv-login"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy !== ''}
    >
      {tabs.length > 1 && (
        <Tabs
          label={t('login.method')}
          tabs={tabs.map((id) => ({ id, label: t(`login.tabs.${id}`) }))}
          selected={tab}
          onSelect={(id) => {
            setTab(id as Tab);
            setErrors({});
            setFailure('');
          }}
        />
      )}
      {tab === 'username' ? (
        <>
          {field('username', t('login.username'), {
            autoComplete: 'username',
            autoCapitalize: 'none',
            spellCheck: false,
          })}
          {field('password', t('login.password'), { type: 'password', autoComplete: 'current-password' })}
        </>
      ) : (
        <>
          <PhoneField
            {...props('mobile', t('login.mobile'))}
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
          />
          <SmsCodeField
            {...props('code', t('login.code'))}
            sms={sms}
            busy={busy !== ''}
            onSend={() => void sendCode()}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          value={values.captcha}
          onChange={set('captcha')}
          error={errors.captcha}
          generation={captchaGeneration}
          name="captcha"
        />
      )}
      {showRememberMe && tab === 'username' && (
        <label className="lv-form__check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('login.rememberMe')}
        </label>
      )}
      <FormNotice
        notice={
          busy === 'login' && challengeNeeded
            ? t('login.verifying')
            : waitingFor
              ? t('login.signingInWith', { provider: PROVIDER_NAMES[waitingFor] })
              : notice
        }
        failure={failure}
      />
      <button
        type="submit"
        className="lv-button lv-button--primary lv-form__submit"
        disabled={busy !== ''}
        aria-busy={busy === 'login'}
      >
        {t(busy === 'login' ? 'login.loggingIn' : 'login.submit')}
      </button>
      <div className="lv-form__links">
        <button type="button" className="lv-link-button" onClick={() => open(forgotPasswordDialog)}>
          {t('login.forgot')}
        </button>
        {audience === 'member' && (
          <button type="button" className="lv-link-button" onClick={() => open(registerDialog)}>
            {t('login.noAccount')}
          </button>
        )}
      </div>
      {providers.length > 0 && (
        <div className="lv-login__providers" role="group" aria-labelledby="lv-login-providers">
          <p id="lv-login-providers" className="lv-login__providers-title">
            {t('login.otherWays')}
          </p>
          {providers.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className={`lv-button lv-button--ghost lv-login__provider lv-login__provider--${provider.id}`}
              disabled={busy !== ''}
              aria-busy={waitingFor === provider.id}
              onClick={() => void continueWith(provider)}
            >
              {t('login.continueWith', { provider: PROVIDER_NAMES[provider.id] })}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}

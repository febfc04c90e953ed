import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { displayText, toGatewayError, type GatewayError } from '../../../engine/api/errors.ts';
import { mergeRegisterRules } from '../../../engine/platform/platformSettings.ts';
import { useApi, useBrand, useFlags, useRegisterRules, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { Link, useNavigate, useSearchParams } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import type { RequestOf } from '../../../schemas/api/index.ts';
import { CaptchaField } from '../../forms/CaptchaField.tsx';
import { FieldMessage } from '../../forms/FieldMessage.tsx';
import { useChallenge } from '../../forms/useChallenge.ts';
import { useCountdown } from '../../forms/useCountdown.ts';
import { countryFlag } from '../../forms/countryFlag.ts';
import {
  EMPTY_VALUES,
  fieldError,
  fieldHint,
  fieldsFor,
  type FieldName,
  type FieldSpec,
  type Message,
  type RegisterMode,
  type RegisterValues,
} from './registerFields.ts';
import type { RegisterFormProps } from './schema.ts';
import './RegisterForm.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { useAccountTexts } from '../../forms/accountErrors.ts';

type ErrorKey = FieldName | 'terms';
type Errors = Partial<Record<ErrorKey, Message>>;
type Stage = 'idle' | 'checking' | 'verifying' | 'submitting';

/** A failure shown over the form: a text of ours, a platform failure (catalogue text, maybe a retry) or a challenge that could not be had. */
type FormFailure = { message: Message } | { error: GatewayError } | { challenge: true };

/** Fields whose value is sent as typed: a password may start or end with a space. */
const AS_TYPED: ReadonlySet<FieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const INPUT_TYPES: Partial<Record<FieldName, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
};
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  affiliateCode: 'off',
};
const NUMERIC: ReadonlySet<FieldName> = new Set(['mobileNum', 'verificationCode', 'qqNum', 'whatsapp']);
/** Platform failures the form can be sent again after, as it is (UNSPEC-16): no answer, a broken one, a server fault. */
const retryable = (error: GatewayError) =>
  error.retryable || error.kind === 'malformed' || error.kind === 'unknown' || (error.status ?? 0) >= 500;

/**
 * Registration (REG-01..REG-09): a username and/or a mobile tab, fields from the register rules,
 * captcha, SMS code, affiliate code and terms; then affiliate check → challenge → register →
 * session → home. Whatever fails, what the player typed stays.
 */
export default function RegisterForm({
  loginDialog,
  forgotPasswordDialog,
  termsLink,
  referralParam,
}: RegisterFormProps) {
  useAccountTexts();
  useTexts(texts);
  const { t } = useT();
  const brand = useBrand();
  const flags = useFlags();
  const api = useApi();
  const { close, open } = useDialog();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const [searchParams] = useSearchParams();
  const id = useId();

  // UNSPEC-70: the rules are asked when the form opens; until then (or if that fails) status info's.
  const statusRules = useRegisterRules();
  const settings = useCall('registerSettings');
  const rules = useMemo(
    () => (settings.status === 'success' ? mergeRegisterRules(statusRules, settings.data) : statusRules),
    [settings.status, settings.data, statusRules],
  );

  const modes = useMemo(() => {
    const list: RegisterMode[] = [];
    if (flags.USERNAMEREG !== false) list.push('username');
    if (flags.MOBILENUMREG3 === true) list.push('mobile');
    return list;
  }, [flags.USERNAMEREG, flags.MOBILENUMREG3]);
  const [chosenMode, setMode] = useState<RegisterMode | null>(null);
  const mode = chosenMode && modes.includes(chosenMode) ? chosenMode : modes[0];

  const smsVerification = flags.REGMOBVERF3 === true;
  const fields = useMemo(
    () => (mode ? fieldsFor(mode, rules, { smsVerification, mobilePassword: flags.MOBILENUMPASSREG3 !== false }) : []),
    [mode, rules, smsVerification, flags.MOBILENUMPASSREG3],
  );

  const referral = searchParams.get(referralParam)?.trim() ?? '';
  const [values, setValues] = useState<RegisterValues>(() => ({ ...EMPTY_VALUES, affiliateCode: referral }));
  // UNSPEC-71: a code from a referral link is kept as given, unless the platform says it is wrong.
  const [affiliateLocked, setAffiliateLocked] = useState(referral !== '');
  const { countries, defaultCountryDialingCode, ageLimit } = brand.registration;
  const showCountries = flags.COUNTRYCODEDISPLAY === true && countries.length > 0;
  const [dialingCode, setDialingCode] = useState(defaultCountryDialingCode);
  const sentDialingCode = showCountries ? dialingCode : defaultCountryDialingCode;
  const country = countries.find((entry) => entry.countryDialingCode === sentDialingCode);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [inviteWarning, setInviteWarning] = useState(false);
  const [stage, setStage] = useState<Stage>('idle');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const inputs = useRef(new Map<ErrorKey, HTMLElement | null>());
  const inviteConfirm = useRef<HTMLButtonElement>(null);
  const registerChallenge = useChallenge('register');
  const smsChallenge = useChallenge('sms');
  const countdown = useCountdown();
  const [smsState, setSmsState] = useState<{ sending: boolean; sent: boolean; failure: FormFailure | null }>({
    sending: false,
    sent: false,
    failure: null,
  });

  useEffect(() => {
    if (inviteWarning) inviteConfirm.current?.focus();
  }, [inviteWarning]);

  const specOf = (name: FieldName) => fields.find((spec) => spec.name === name);
  const focus = (name: ErrorKey) => {
    const element = inputs.current.get(name);
    (element instanceof HTMLInputElement ? element : element?.querySelector('input'))?.focus();
  };
  const check = (spec: FieldSpec, current: RegisterValues = values) => fieldError(spec, current, country);
  const showError = (name: ErrorKey, message: Message | null) =>
    setErrors((previous) => {
      const next = { ...previous };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A shown message goes as soon as the value is right; a new one waits for the blur.
    for (const spec of fields) {
      if (errors[spec.name] && (spec.name === name || (name === 'password' && spec.name === 'confirmPassword')))
        showError(spec.name, check(spec, next));
    }
  };
  const blur = (name: FieldName) => {
    const spec = specOf(name);
    if (spec) showError(name, check(spec));
  };

  /** Every field at once (VAL-*): the messages show, and the first field in error gets focus. */
  const validateAll = (): boolean => {
    const found: Errors = {};
    for (const spec of fields) {
      const message = check(spec);
      if (message) found[spec.name] = message;
    }
    if (!termsAccepted) found.terms = { key: 'registerForm.errors.terms' };
    setErrors(found);
    const first = [...fields.map((spec) => spec.name as ErrorKey), 'terms' as const].find((name) => found[name]);
    if (first) focus(first);
    return !first;
  };

  const payload = (challengeToken: string): Record<string, unknown> => {
    const body: Record<string, unknown> = {
      registerMethod: 'WEB',
      login: true,
      domain: window.location.hostname,
      registerUrl: window.location.href.slice(0, 2000),
      challengeToken,
    };
    for (const spec of fields) {
      const value = AS_TYPED.has(spec.name) ? values[spec.name] : values[spec.name].trim();
      if (value) body[spec.name] = value;
    }
    if (body.mobileNum) body.countryDialingCode = sentDialingCode;
    return body;
  };

  /** A platform refusal: next to its field where it has one (never a raw code), else over the form. */
  const refuse = (error: GatewayError) => {
    if (error.canceled) return;
    // A captcha is good for one attempt: the next one needs a new image.
    if (specOf('captcha')) {
      setValues((previous) => ({ ...previous, captcha: '' }));
      setCaptchaGeneration((generation) => generation + 1);
    }
    const onField = (name: FieldName, key: string) => {
      showError(name, { key });
      focus(name);
    };
    if (error.kind === 'rejected') {
      switch (error.code) {
        case 'INVITATION_CODE_ERROR':
          setInviteWarning(true);
          return;
        case 'CAPTCHA_REQUIRED':
          return onField('captcha', 'registerForm.errors.captchaWrong');
        case 'SMS_CODE_INVALID':
          return onField('verificationCode', 'registerForm.errors.verificationCode');
        case 'SMS_CODE_EXPIRED':
          return onField('verificationCode', 'registerForm.errors.codeExpired');
        case 'USERNAME_TAKEN':
          return mode === 'mobile'
            ? onField('mobileNum', 'registerForm.errors.mobileTaken')
            : onField('username', 'registerForm.errors.usernameTaken');
        case 'CHALLENGE_REQUIRED':
          return setFailure({ message: { key: 'registerForm.errors.verifyFirst' } });
        case 'TOO_MANY_REQUESTS':
          return setFailure({ message: { key: 'registerForm.errors.tooMany' } });
        default:
          break;
      }
    }
    setFailure({ error });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (stage !== 'idle' || !mode) return;
    setFailure(null);
    if (!validateAll()) return;
    try {
      // REG-07: the affiliate check (CALL-12) where the code is enabled and required; ERR-04 stops here.
      const affiliate = rules.affiliateCode;
      if (affiliate?.enabled && affiliate.required) {
        setStage('checking');
        const answer = await api.call('affiliateCheck', {
          code: values.affiliateCode.trim(),
          domain: window.location.hostname,
        });
        if (!answer.valid) {
          setInviteWarning(true);
          return;
        }
      }
      setStage('verifying');
      const challengeToken = await registerChallenge.solve();
      if (!challengeToken) {
        setFailure({ challenge: true });
        return;
      }
      setStage('submitting');
      // REG-08: encrypted by the gateway (the contract's `encrypted: true`); nothing of it is logged here.
      const answer =
        mode === 'username'
          ? await api.call('register', payload(challengeToken) as RequestOf<'register'>)
          : await api.call('registerMobile', payload(challengeToken) as RequestOf<'registerMobile'>);
      if (answer.token) {
        await signIn(answer.token);
        close();
        navigate('/', { replace: true });
      } else {
        close();
        open(loginDialog);
      }
    } catch (raw) {
      refuse(toGatewayError(raw));
    } finally {
      setStage('idle');
    }
  };

  /** SMS-02..SMS-05, VAL-12: the number is checked first; a send starts the wait; presses closer than a second apart are ignored. */
  const sendCode = async () => {
    if (!countdown.take() || smsState.sending || countdown.secondsLeft > 0) return;
    const mobile = specOf('mobileNum');
    if (mobile && check(mobile)) {
      showError('mobileNum', { key: 'registerForm.errors.mobileInvalid' });
      focus('mobileNum');
      return;
    }
    showError('mobileNum', null);
    setSmsState({ sending: true, sent: false, failure: null });
    const challengeToken = await smsChallenge.solve();
    if (!challengeToken) {
      setSmsState({ sending: false, sent: false, failure: { challenge: true } });
      return;
    }
    try {
      const answer = await api.call('smsRegister', {
        mobileNo: values.mobileNum.trim(),
        countryDialingCode: sentDialingCode,
        challengeToken,
      });
      countdown.start(answer.expiredMinutes ? answer.expiredMinutes * 60 : brand.constants.smsFallbackCountdownSeconds);
      setSmsState({ sending: false, sent: true, failure: null });
    } catch (raw) {
      const error = toGatewayError(raw);
      if (error.canceled) return;
      if (error.kind === 'rejected' && error.code === 'USERNAME_TAKEN') {
        showError('mobileNum', { key: 'registerForm.errors.mobileTaken' });
        setSmsState({ sending: false, sent: false, failure: null });
        return;
      }
      // ERR-03: the platform's message.
      setSmsState({ sending: false, sent: false, failure: { error } });
    }
  };

  const say = (message: Message) => t(message.key, message.values);
  const failureText = (shown: FormFailure, solver: typeof registerChallenge) => {
    if ('message' in shown) return say(shown.message);
    if ('error' in shown) return displayText(shown.error, t);
    return solver.error ? displayText(solver.error, t) : t('registerForm.errors.verifyFirst');
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (
      !mode ||
      (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End')
    )
      return;
    event.preventDefault();
    const index = modes.indexOf(mode);
    const next =
      event.key === 'Home'
        ? modes[0]
        : event.key === 'End'
          ? modes[modes.length - 1]
          : modes[(index + (event.key === 'ArrowRight' ? 1 : modes.length - 1)) % modes.length];
    if (next) {
      setMode(next);
      document.getElementById(`${id}-tab-${next}`)?.focus();
    }
  };

  if (!mode) return <p className="lv-register__closed">{t('registerForm.closed')}</p>;

  const busy = stage !== 'idle';
  const renderField = (spec: FieldSpec) => {
    const { name } = spec;
    if (name === 'captcha') {
      return (
        <div key={name} ref={(element) => void inputs.current.set(name, element)}>
          <CaptchaField
            value={values.captcha}
            onChange={(value) => change('captcha', value)}
            error={errors.captcha ? say(errors.captcha) : undefined}
            generation={captchaGeneration}
          />
        </div>
      );
    }
    const inputId = `${id}-${name}`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const hints = fieldHint(spec);
    const error = errors[name];
    const described = [hints.length ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
    const input = (
      <input
        id={inputId}
        ref={(element) => void inputs.current.set(name, element)}
        className="lv-field"
        type={INPUT_TYPES[name] ?? 'text'}
        value={values[name]}
        required={spec.required}
        readOnly={name === 'affiliateCode' && affiliateLocked}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
        maxLength={spec.rule.max ?? 200}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => change(name, event.target.value)}
        onBlur={() => blur(name)}
      />
    );
    return (
      <div key={name} className="lv-form__field">
        <label htmlFor={inputId}>
          {t(`registerForm.field.${name}`)}
          {!spec.required && <span className="lv-register__optional"> ({t('registerForm.optional')})</span>}
        </label>
        {name === 'mobileNum' ? (
          <div className="lv-register__row">
            {showCountries ? (
              <>
                <label htmlFor={`${id}-country`} className="lv-data__hidden">
                  {t('registerForm.countryCode')}
                </label>
                <select
                  id={`${id}-country`}
                  className="lv-field lv-register__country"
                  value={dialingCode}
                  onChange={(event) => setDialingCode(event.target.value)}
                >
                  {countries.map((entry) => (
                    <option key={entry.countryCode} value={entry.countryDialingCode}>
                      {`${countryFlag(entry.countryCode)} ${entry.countryCode} ${entry.countryDialingCode}`}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <span className="lv-register__prefix">{defaultCountryDialingCode}</span>
            )}
            {input}
          </div>
        ) : name === 'verificationCode' ? (
          <div className="lv-register__row">
            {input}
            <button
              type="button"
              className="lv-button lv-button--ghost lv-register__send"
              onClick={() => void sendCode()}
              disabled={smsState.sending || countdown.secondsLeft > 0}
              aria-busy={smsState.sending || undefined}
            >
              {smsState.sending
                ? t('registerForm.sms.sending')
                : countdown.secondsLeft > 0
                  ? t('registerForm.sms.wait', { seconds: countdown.secondsLeft })
                  : t('registerForm.sms.send')}
            </button>
          </div>
        ) : (
          input
        )}
        {hints.length > 0 && (
          <p id={hintId} className="lv-form__hint">
            {hints.map(say).join(' · ')}
          </p>
        )}
        <FieldMessage id={errorId} message={error ? say(error) : undefined} />
        {name === 'verificationCode' && (
          <div aria-live="polite" className="lv-register__sms-status">
            {smsState.sent && <p>{t('registerForm.sms.sent')}</p>}
            {smsState.failure && (
              <p role="alert" className="lv-register__alert">
                {failureText(smsState.failure, smsChallenge)}
              </p>
            )}
          </div>
        )}
      </div>
    );
  };

  const termsErrorId = `${id}-terms-error`;
  const form = (
    <form
      className="lv-register__form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy || undefined}
    >
      {fields.map(renderField)}
      <div className="lv-form__field lv-register__terms">
        <div className="lv-register__check">
          <input
            id={`${id}-terms`}
            ref={(element) => void inputs.current.set('terms', element)}
            type="checkbox"
            checked={termsAccepted}
            required
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            onChange={(event) => {
              setTermsAccepted(event.target.checked);
              if (event.target.checked) showError('terms', null);
            }}
          />
          <label htmlFor={`${id}-terms`}>{t('registerForm.terms.accept', { age: ageLimit })}</label>
        </div>
        <Link to={termsLink} className="lv-register__link">
          {t('registerForm.terms.read')}
        </Link>
        <FieldMessage id={termsErrorId} message={errors.terms ? say(errors.terms) : undefined} />
      </div>
      {inviteWarning && (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-invite-title`}
          aria-describedby={`${id}-invite-text`}
          className="lv-register__warning"
        >
          <p id={`${id}-invite-title`} className="lv-register__warning-title">
            {t('registerForm.invite.title')}
          </p>
          <p id={`${id}-invite-text`}>{t('registerForm.invite.text')}</p>
          <button
            ref={inviteConfirm}
            type="button"
            className="lv-button lv-button--primary"
            onClick={() => {
              setInviteWarning(false);
              setAffiliateLocked(false);
              showError('affiliateCode', { key: 'registerForm.errors.invalidInvite' });
              focus('affiliateCode');
            }}
          >
            {t('registerForm.invite.confirm')}
          </button>
        </div>
      )}
      {failure && (
        <div role="alert" className="lv-register__alert">
          <p>{failureText(failure, registerChallenge)}</p>
          {('challenge' in failure || ('error' in failure && retryable(failure.error))) && (
            <button type="button" className="lv-button lv-button--ghost" onClick={() => void submit()} disabled={busy}>
              {t('errors.retry')}
            </button>
          )}
        </div>
      )}
      <button
        type="submit"
        className="lv-button lv-button--primary lv-register__submit"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {stage === 'verifying'
          ? t('registerForm.verifying')
          : busy
            ? t('registerForm.submitting')
            : t('registerForm.submit')}
      </button>
      <div className="lv-register__links">
        <button type="button" className="lv-register__link" onClick={() => open(loginDialog)}>
          {t('registerForm.haveAccount')}
        </button>
        {forgotPasswordDialog && brand.dialogs[forgotPasswordDialog] && (
          <button type="button" className="lv-register__link" onClick={() => open(forgotPasswordDialog)}>
            {t('registerForm.forgotPassword')}
          </button>
        )}
      </div>
    </form>
  );

  if (modes.length < 2) return <div className="lv-register">{form}</div>;
  return (
    <div className="lv-register">
      <div role="tablist" aria-label={t('registerForm.modes')} className="lv-register__tabs">
        {modes.map((entry) => (
          <button
            key={entry}
            id={`${id}-tab-${entry}`}
            type="button"
            role="tab"
            aria-selected={entry === mode}
            aria-controls={`${id}-panel`}
            tabIndex={entry === mode ? 0 : -1}
            className="lv-register__tab"
            onClick={() => setMode(entry)}
            onKeyDown={onTabKey}
          >
            {t(`registerForm.tab.${entry}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${mode}`}>
        {form}
      </div>
    </div>
  );
}

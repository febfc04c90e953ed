import { useEffect, useId, useRef, useState } from 'react';
import { displayText, toGatewayError, type GatewayError } from '../../../engine/api/errors.ts';
import { dialogForPath, findScreen } from '../../../engine/core/screens.ts';
import { mergeRegisterRules } from '../../../engine/platform/platformSettings.ts';
import { useApi, useBrand, useFlags, useRegisterRules, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { Link, useNavigate, useSearchParams } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import type { RequestOf } from '../../../schemas/api/index.ts';
import { LIMIT_PERIODS, rulesOf, type LimitPeriod } from '../../../schemas/compliance/profiles.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { CaptchaField } from '../../forms/CaptchaField.tsx';
import { CheckboxField } from '../../forms/CheckboxField.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { PhoneField, useDialingCode } from '../../forms/PhoneField.tsx';
import { SmsCodeField } from '../../forms/SmsCodeField.tsx';
import { Tabs } from '../../forms/Tabs.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useChallenge } from '../../forms/useChallenge.ts';
import { useSmsCode } from '../../forms/useSmsCode.ts';
import { EMPTY_VALUES, fieldError, fieldHint, fieldsFor, inputOf, registerFieldsBody } from './registerFields.ts';
import type { FieldName, FieldSpec, Message, RegisterMode, RegisterValues } from './registerFields.ts';
import {
  gamingLimitsBody,
  limitFieldName,
  limitValueIsBad,
  NO_LIMITS,
  RegistrationLimits,
  type LimitFieldName,
  type LimitValues,
} from './RegistrationLimits.tsx';
import type { RegisterFormProps } from './schema.ts';
import texts from './locales.json';
import './RegisterForm.css';

type ErrorKey = FieldName | LimitFieldName | 'terms';
type Stage = 'idle' | 'checking' | 'verifying' | 'submitting';
/** What shows over the form: a text of ours, a platform failure, a challenge not had, the invitation-code warning. */
type FormFailure = { message: Message } | { error: GatewayError } | { challenge: true } | { invite: true };

/** Refusals with a field of their own (never a raw code): the field and what it says. */
const ON_FIELD: Record<string, [FieldName, string]> = {
  CAPTCHA_REQUIRED: ['captcha', 'registerForm.errors.captchaWrong'],
  SMS_CODE_INVALID: ['verificationCode', 'registerForm.errors.verificationCode'],
  SMS_CODE_EXPIRED: ['verificationCode', 'registerForm.errors.codeExpired'],
};

/** How the new member logs in next time: the words under their username at the end of the sign-up. */
type LoginWay = 'password' | 'passwordOrSms' | 'sms' | 'keep';

/**
 * Registration (REG-01..REG-09) on the forms kit: a username and/or a mobile tab, fields from the
 * register rules (registerFields.ts), captcha, SMS code, affiliate code and terms; then affiliate
 * check → challenge → register → session → its end: the account's username (a mobile sign-up's is
 * made by the platform, e.g. m123987655) with a copy button and how to log in with it, then home
 * (issue 26 item 11). Whatever fails, what the player typed stays.
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
  // Issue 26 item 4: the terms open over the form (the dialog their path opens), never in its place.
  const [termsPath = '', termsAnchor] = termsLink.split('#');
  const termsScreen = brand.screens[findScreen(brand.screens, termsPath) ?? ''];
  const termsDialog = termsScreen && dialogForPath(termsScreen, termsPath);
  const formRef = useRef<HTMLFormElement>(null);

  // UNSPEC-70: the rules are asked when the form opens; until then (or if that fails) status info's.
  const statusRules = useRegisterRules();
  const settings = useCall('registerSettings');
  const rules = settings.status === 'success' ? mergeRegisterRules(statusRules, settings.data) : statusRules;
  const modes = (['username', 'mobile'] as const).filter((way) =>
    way === 'username' ? flags.USERNAMEREG !== false : flags.MOBILENUMREG3 === true,
  );
  const [chosenMode, setMode] = useState<RegisterMode | null>(null);
  const mode = chosenMode && modes.includes(chosenMode) ? chosenMode : modes[0];
  const switches = { smsVerification: flags.REGMOBVERF3 === true, mobilePassword: flags.MOBILENUMPASSREG3 !== false };
  const fields = mode ? fieldsFor(mode, rules, switches) : [];
  // RG-31: deposit limits in the form where the brand's licence offers limits at registration.
  const licence = rulesOf(brand.compliance.profile);
  const limitsOffered = licence.limitsAtRegistration && licence.limitKinds.includes('deposit');
  const [limits, setLimits] = useState<LimitValues>(NO_LIMITS);

  const referral = searchParams.get(referralParam)?.trim() ?? '';
  const [values, setValues] = useState<RegisterValues>(() => ({ ...EMPTY_VALUES, affiliateCode: referral }));
  // UNSPEC-71: a code from a referral link is kept as given, unless the platform says it is wrong.
  const [affiliateLocked, setAffiliateLocked] = useState(referral !== '');
  const [dialingCode, setDialingCode] = useDialingCode();
  const country = brand.registration.countries.find((entry) => entry.countryDialingCode === dialingCode);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, Message>>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const registerChallenge = useChallenge('register');
  /** The sign-up went through: the account's username and how to log in with it. */
  const [done, setDone] = useState<{ userName: string; way: LoginWay } | null>(null);
  const doneTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneTitle.current?.focus();
  }, [done]);

  const say = (message: Message | undefined) => message && t(message.key, message.values);
  const focus = (name: ErrorKey) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  const showError = (name: ErrorKey, message: Message | null) =>
    setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  const onField = (name: FieldName, key: string) => {
    showError(name, { key });
    focus(name);
  };
  // SMS-02: a number already registered is said under the number, not under the code.
  const sms = useSmsCode('smsRegister', (error) => {
    if (error.code === 'USERNAME_TAKEN') onField('mobileNum', 'registerForm.errors.mobileTaken');
    return error.code === 'USERNAME_TAKEN';
  });
  const limitError = (typed: string): Message | null =>
    limitValueIsBad(typed) ? { key: 'registerForm.limits.bad' } : null;
  const changeLimit = (period: LimitPeriod, value: string) => {
    setLimits((previous) => ({ ...previous, [period]: value }));
    if (errors[limitFieldName(period)]) showError(limitFieldName(period), limitError(value));
  };
  const specOf = (name: FieldName) => fields.find((spec) => spec.name === name);
  const check = (spec: FieldSpec, current = values) => fieldError(spec, current, country);

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A shown message goes as soon as the value is right; a new one waits for the blur.
    for (const spec of fields)
      if (errors[spec.name] && (spec.name === name || (name === 'password' && spec.name === 'confirmPassword')))
        showError(spec.name, check(spec, next));
  };

  /** Every field at once (VAL-*): the messages show, and the first field in error gets focus. */
  const validateAll = (): boolean => {
    const found: Partial<Record<ErrorKey, Message>> = {};
    for (const spec of fields) {
      const message = check(spec);
      if (message) found[spec.name] = message;
    }
    const limitFields = limitsOffered ? LIMIT_PERIODS.map(limitFieldName) : [];
    if (limitsOffered)
      for (const period of LIMIT_PERIODS) {
        const message = limitError(limits[period]);
        if (message) found[limitFieldName(period)] = message;
      }
    if (!termsAccepted) found.terms = { key: 'registerForm.errors.terms' };
    setErrors(found);
    const first = [...fields.map((spec): ErrorKey => spec.name), ...limitFields, 'terms' as const].find(
      (name) => found[name],
    );
    if (first) focus(first);
    return !first;
  };

  const chosenLimits = limitsOffered ? gamingLimitsBody(limits) : [];
  const payload = (challengeToken: string) => ({
    ...registerFieldsBody(fields, values, dialingCode),
    ...(chosenLimits.length > 0 ? { gamingLimits: chosenLimits } : {}),
    registerMethod: 'WEB',
    login: true,
    domain: window.location.hostname,
    registerUrl: window.location.href.slice(0, 2000),
    challengeToken,
  });

  /** A platform refusal: next to its field where it has one, else over the form. */
  const refuse = (error: GatewayError) => {
    if (error.canceled) return;
    // A captcha is good for one attempt: the next one needs a new image.
    if (specOf('captcha')) {
      setValues((previous) => ({ ...previous, captcha: '' }));
      setCaptchaGeneration((generation) => generation + 1);
    }
    const code = error.kind === 'rejected' ? error.code : '';
    const place = ON_FIELD[code];
    if (place) onField(...place);
    else if (code === 'USERNAME_TAKEN')
      onField(mode === 'mobile' ? 'mobileNum' : 'username', `registerForm.errors.${mode}Taken`);
    else if (code === 'INVITATION_CODE_ERROR') setFailure({ invite: true });
    else if (code === 'CHALLENGE_REQUIRED') setFailure({ message: { key: 'registerForm.errors.verifyFirst' } });
    else if (code === 'TOO_MANY_REQUESTS') setFailure({ message: { key: 'registerForm.errors.tooMany' } });
    else setFailure({ error });
  };

  const submit = async () => {
    if (stage !== 'idle' || !mode) return;
    setFailure(null);
    if (!validateAll()) return;
    try {
      // REG-07: the affiliate check (CALL-12) where the code is enabled and required; ERR-04 stops here.
      if (rules.affiliateCode?.enabled && rules.affiliateCode.required) {
        setStage('checking');
        const answer = await api.call('affiliateCheck', {
          code: values.affiliateCode.trim(),
          domain: window.location.hostname,
        });
        if (!answer.valid) {
          setFailure({ invite: true });
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
      if (!answer.token) {
        close();
        open(loginDialog);
        return;
      }
      // The sign-up's session is the account's first login (UNSPEC-51): its popups follow this dialog.
      await signIn(answer.token, { firstTimeLogin: answer.firstTimeLogin });
      const password = mode === 'username' || values.password !== '';
      const sms = mode === 'mobile' && flags.MOBILEVERCODELOGIN3 === true;
      setDone({
        userName: answer.userName ?? values.username.trim(),
        way: password ? (sms ? 'passwordOrSms' : 'password') : sms ? 'sms' : 'keep',
      });
    } catch (raw) {
      refuse(toGatewayError(raw));
    } finally {
      setStage('idle');
    }
  };

  /** SMS-02..SMS-05, VAL-12: the number is checked before a code is asked for. */
  const sendCode = () => {
    const mobile = specOf('mobileNum');
    if (mobile && check(mobile)) {
      onField('mobileNum', 'registerForm.errors.mobileInvalid');
      return;
    }
    showError('mobileNum', null);
    void sms.send(values.mobileNum.trim(), dialingCode);
  };

  if (!mode) return <p className="lv-register__closed">{t('registerForm.closed')}</p>;
  if (done)
    return (
      <div className="lv-register lv-register__done">
        <h3 ref={doneTitle} tabIndex={-1} className="lv-register__done-title">
          {t('registerForm.done.title')}
        </h3>
        <dl className="lv-register__account">
          <dt>{t('registerForm.done.username')}</dt>
          <dd>
            <strong className="lv-register__username">{done.userName}</strong>
            <CopyButton
              text={done.userName}
              label={t('registerForm.done.copy')}
              name={t('registerForm.done.copyName')}
              className="lv-button lv-button--ghost"
            />
          </dd>
        </dl>
        <p className="lv-register__how">{t(`registerForm.done.how.${done.way}`)}</p>
        <button
          type="button"
          className="lv-button lv-button--primary lv-form__submit"
          onClick={() => {
            close();
            navigate('/', { replace: true });
          }}
        >
          {t('registerForm.done.start')}
        </button>
      </div>
    );
  const busy = stage !== 'idle';

  const renderField = (spec: FieldSpec) => {
    const { name } = spec;
    const field = {
      id: `${id}-${name}`,
      name,
      label: t(`registerForm.field.${name}`),
      value: values[name],
      onChange: (value: string) => change(name, value),
      onBlur: () => showError(name, check(spec)),
      message: say(errors[name]),
      optional: !spec.required,
      hint: fieldHint(spec).map(say).join(' · ') || undefined,
    };
    if (name === 'captcha')
      return (
        <CaptchaField
          key={name}
          value={values.captcha}
          onChange={field.onChange}
          error={field.message}
          generation={captchaGeneration}
        />
      );
    if (name === 'mobileNum')
      return <PhoneField key={name} {...field} dialingCode={dialingCode} onDialingCode={setDialingCode} />;
    if (name === 'verificationCode')
      return <SmsCodeField key={name} {...field} sms={sms} busy={busy} onSend={sendCode} />;
    return (
      <TextField
        key={name}
        {...field}
        {...inputOf(name)}
        maxLength={spec.rule.max ?? 200}
        readOnly={name === 'affiliateCode' && affiliateLocked}
      />
    );
  };

  const form = (
    <form
      ref={formRef}
      className="lv-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {fields.map(renderField)}
      {limitsOffered && (
        <RegistrationLimits
          id={id}
          values={limits}
          errors={Object.fromEntries(LIMIT_PERIODS.map((period) => [period, say(errors[limitFieldName(period)])]))}
          onChange={changeLimit}
          onBlur={(period) => showError(limitFieldName(period), limitError(limits[period]))}
        />
      )}
      <CheckboxField
        id={`${id}-terms`}
        name="terms"
        label={t('registerForm.terms.accept', { age: brand.registration.ageLimit })}
        checked={termsAccepted}
        required
        message={say(errors.terms)}
        onChange={(checked) => {
          setTermsAccepted(checked);
          if (checked) showError('terms', null);
        }}
      >
        {termsDialog && brand.dialogs[termsDialog] ? (
          <button
            type="button"
            className="lv-link-button lv-register__terms"
            onClick={() => open(termsDialog, termsAnchor ? { anchor: termsAnchor } : {})}
          >
            {t('registerForm.terms.read')}
          </button>
        ) : (
          <Link to={termsLink} target="_blank" rel="noopener" className="lv-link-button lv-register__terms">
            {t('registerForm.terms.read')} <span className="lv-form__hidden">({t('registerForm.terms.newTab')})</span>
          </Link>
        )}
      </CheckboxField>
      {failure && (
        <FormAlert
          text={
            'invite' in failure
              ? t('registerForm.invite.text')
              : 'message' in failure
                ? say(failure.message)!
                : 'error' in failure
                  ? displayText(failure.error, t)
                  : registerChallenge.error
                    ? displayText(registerChallenge.error, t)
                    : t('registerForm.errors.verifyFirst')
          }
          busy={busy}
          onRetry={'challenge' in failure || ('error' in failure && failure.error.worthRetrying) ? submit : undefined}
          confirm={
            'invite' in failure
              ? {
                  title: t('registerForm.invite.title'),
                  label: t('registerForm.invite.confirm'),
                  onConfirm: () => {
                    setFailure(null);
                    setAffiliateLocked(false);
                    onField('affiliateCode', 'registerForm.errors.invalidInvite');
                  },
                }
              : undefined
          }
        />
      )}
      <button type="submit" className="lv-button lv-button--primary lv-form__submit" disabled={busy} aria-busy={busy}>
        {t(stage === 'verifying' ? 'registerForm.verifying' : busy ? 'registerForm.submitting' : 'registerForm.submit')}
      </button>
      <div className="lv-form__links">
        <button type="button" className="lv-link-button" onClick={() => open(loginDialog)}>
          {t('registerForm.haveAccount')}
        </button>
        {forgotPasswordDialog && brand.dialogs[forgotPasswordDialog] && (
          <button type="button" className="lv-link-button" onClick={() => open(forgotPasswordDialog)}>
            {t('registerForm.forgotPassword')}
          </button>
        )}
      </div>
    </form>
  );

  return (
    <div className="lv-register">
      {modes.length < 2 ? (
        form
      ) : (
        <Tabs
          label={t('registerForm.modes')}
          tabs={modes.map((way) => ({ id: way, label: t(`registerForm.tab.${way}`) }))}
          selected={mode}
          onSelect={(way) => setMode(way as RegisterMode)}
        >
          {form}
        </Tabs>
      )}
    </div>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import type { RequestOf } from '../../../schemas/api/index.ts';
import { toGatewayError } from '../../../engine/api/errors.ts';
import { useApi, useEngine, useFlags, useRegisterRules, useT } from '../../../engine/react/context.tsx';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { boundsText, checkField } from '../../../engine/validation/patterns.ts';
import { accountErrorText, useAccountTexts } from '../../forms/accountErrors.ts';
import { FormNotice } from '../../forms/FormNotice.tsx';
import { PhoneField, useDialingCode } from '../../forms/PhoneField.tsx';
import { SmsCodeField } from '../../forms/SmsCodeField.tsx';
import { Tabs } from '../../forms/Tabs.tsx';
import { TextField, type TextFieldProps } from '../../forms/TextField.tsx';
import { useSmsCode } from '../../forms/useSmsCode.ts';
import type { ForgotPasswordFormProps } from './schema.ts';
import '../../forms/forms.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Tab = 'email' | 'mobile';
type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword' | 'confirmPassword';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^[0-9]{4,8}$/;
const FIELDS: Record<Tab, readonly Field[]> = {
  email: ['username', 'email'],
  mobile: ['mobile', 'code', 'newPassword', 'confirmPassword'],
};

/**
 * PWD-03..06: a forgotten password, by e-mail (the platform sends a new one) or, where the brand
 * offers it (PHONEPWDRECOVERY, FLAG-12), by phone: an SMS code, a new password, then the player is
 * logged in with it and goes home. What the player typed stays through every failure.
 */
export default function ForgotPasswordForm({ afterReset }: ForgotPasswordFormProps) {
  useAccountTexts();
  useTexts(texts);
  const { t } = useT();
  const api = useApi();
  const flags = useFlags();
  const rules = useRegisterRules();
  const { dialogs } = useEngine();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const sms = useSmsCode('smsNoLogin');
  const formRef = useRef<HTMLFormElement>(null);
  const tabs: Tab[] = flags.PHONEPWDRECOVERY ? ['email', 'mobile'] : ['email'];
  const [tab, setTab] = useState<Tab>('email');
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    email: '',
    mobile: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [dialingCode, setDialingCode] = useDialingCode();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRule = { ...(rules.password ?? {}), required: true };

  const errorOf = (field: Field): string | undefined => {
    const value = values[field].trim();
    switch (field) {
      case 'email':
        return !value ? t('forgot.required') : EMAIL.test(value) ? undefined : t('forgot.emailFormat');
      case 'code':
        return CODE.test(value) ? undefined : t('forgot.codeFormat');
      case 'newPassword': {
        const failed = checkField(passwordRule, values.newPassword);
        return failed === 'required'
          ? t('forgot.required')
          : failed === 'length'
            ? t('forgot.passwordLength', { bounds: boundsText(passwordRule) })
            : failed
              ? t('forgot.passwordFormat')
              : undefined;
      }
      case 'confirmPassword':
        return !values.confirmPassword
          ? t('forgot.required')
          : values.confirmPassword === values.newPassword
            ? undefined
            : t('forgot.mismatch');
      default:
        return value ? undefined : t('forgot.required');
    }
  };

  const check = (fields: readonly Field[]): boolean => {
    const found = Object.fromEntries(
      fields.map((field) => [field, errorOf(field)]).filter(([, message]) => message),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return !first;
  };

  const sendCode = async () => {
    if (!check(['mobile'])) return;
    setFailure('');
    setNotice('');
    await sms.send(values.mobile.trim(), dialingCode);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check(FIELDS[tab])) return;
    setBusy(true);
    setFailure('');
    setNotice('');
    try {
      if (tab === 'email') {
        await api.call<'forgotPasswordEmail'>('forgotPasswordEmail', {
          username: values.username.trim(),
          email: values.email.trim(),
        });
        setNotice(t('forgot.sent'));
        return;
      }
      const body: RequestOf<'resetPasswordByPhone'> = {
        newPassword: values.newPassword,
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.code.trim(),
      };
      const answer = await api.call<'resetPasswordByPhone'>('resetPasswordByPhone', body);
      // PWD-06: logged in with the new password at once.
      if (answer.token) await signIn(answer.token);
      // The member is in: the login dialog this one was opened from closes with it.
      dialogs.getState().closeAll();
      navigate(afterReset ?? '/', { replace: true });
    } catch (raw) {
      const error = toGatewayError(raw);
      if (!error.canceled) setFailure(accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const props = (field: Field) => ({
    id: `lv-forgot-${field}`,
    name: field,
    label: t(`forgot.${field}`),
    value: values[field],
    message: errors[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const input = (field: Field, extra: Partial<TextFieldProps> = {}) => (
    <TextField {...props(field)} maxLength={100} {...extra} />
  );

  return (
    <form ref={formRef} className="lv-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {tabs.length > 1 && (
        <Tabs
          label={t('forgot.method')}
          tabs={tabs.map((id) => ({ id, label: t(`forgot.tabs.${id}`) }))}
          selected={tab}
          onSelect={(id) => {
            setTab(id as Tab);
            setErrors({});
            setFailure('');
            setNotice('');
          }}
        />
      )}
      {tab === 'email' ? (
        <>
          {input('username', { autoComplete: 'username', maxLength: 64 })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </>
      ) : (
        <>
          <PhoneField {...props('mobile')} dialingCode={dialingCode} onDialingCode={setDialingCode} />
          <SmsCodeField {...props('code')} sms={sms} busy={busy} onSend={() => void sendCode()} />
          {input('newPassword', { type: 'password', autoComplete: 'new-password', maxLength: 64 })}
          {input('confirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 64 })}
        </>
      )}
      <FormNotice notice={notice} failure={failure} />
      <button type="submit" className="lv-button lv-button--primary lv-form__submit" disabled={busy} aria-busy={busy}>
        {t(tab === 'email' ? 'forgot.submitEmail' : 'forgot.submitPhone')}
      </button>
    </form>
  );
}

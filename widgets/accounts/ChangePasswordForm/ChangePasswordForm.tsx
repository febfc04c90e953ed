import { useRef, useState, type FormEvent } from 'react';
import type { RequestOf } from '../../../schemas/api/index.ts';
import { toGatewayError } from '../../../engine/api/errors.ts';
import { useApi, useRegisterRules, useT } from '../../../engine/react/context.tsx';
import { useDialog, useDialogParams } from '../../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../../engine/react/navigation.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { boundsText, checkField } from '../../../engine/validation/patterns.ts';
import { accountErrorText, useAccountTexts } from '../../forms/accountErrors.ts';
import { FormNotice } from '../../forms/FormNotice.tsx';
import { TextField } from '../../forms/TextField.tsx';
import type { ChangePasswordFormProps } from './schema.ts';
import '../../forms/forms.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The platform's refusals of a change, in the form's words (the platform words them in English). */
const OWN_CODES: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'changePassword.currentWrong',
  VALIDATION_FAILED: 'changePassword.format',
};

const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * PWD-01, PWD-02, AUTH-05, AUTH-06: the change-password form. The new password is held to the
 * platform's password rule (the register rules' `password`, the same check the platform makes). A
 * forced change (the platform's own ask: `reason` firstLogin for an account its agent opened,
 * expired otherwise) does not ask for the old one, and offers signing out instead: the session can do
 * nothing else until the change is made, and its dialog cannot be dismissed. In a page (`inPage`, the
 * security centre, MC-02) a change says so and the form empties: this session stays, the platform
 * ends the member's other sessions (server/calls/password.ts).
 */
export default function ChangePasswordForm({ afterChange, inPage }: ChangePasswordFormProps) {
  useAccountTexts();
  useTexts(texts);
  const { t } = useT();
  const api = useApi();
  const rules = useRegisterRules();
  const { close } = useDialog();
  const params = useDialogParams();
  const forced = params.forced === true;
  const navigate = useNavigate();
  const { reload, signOut } = useSessionActions();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const fields: Field[] = forced
    ? ['newPassword', 'confirmNewPassword']
    : ['oldPassword', 'newPassword', 'confirmNewPassword'];
  const rule = { ...(rules.password ?? {}), required: true };

  const validate = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    if (!forced && !values.oldPassword) found.oldPassword = t('changePassword.required');
    const failureOfNew = checkField(rule, values.newPassword);
    if (failureOfNew === 'required') found.newPassword = t('changePassword.required');
    else if (failureOfNew === 'length') found.newPassword = t('changePassword.length', { bounds: boundsText(rule) });
    else if (failureOfNew === 'pattern') found.newPassword = t('changePassword.format');
    else if (!forced && values.newPassword === values.oldPassword) found.newPassword = t('changePassword.same');
    if (!values.confirmNewPassword) found.confirmNewPassword = t('changePassword.required');
    else if (values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = t('changePassword.mismatch');
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return !first;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    setFailure('');
    setNotice('');
    const body: RequestOf<'changePassword'> = {
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    };
    if (!forced) body.oldPassword = values.oldPassword;
    try {
      await api.call<'changePassword'>('changePassword', body);
      if (inPage && !forced) {
        setValues(EMPTY);
        setNotice(t('changePassword.changed'));
        return;
      }
      await reload();
      close();
      navigate(afterChange ?? '/', { replace: true });
    } catch (raw) {
      const error = toGatewayError(raw);
      const own = error.kind === 'rejected' && !forced ? OWN_CODES[error.code] : undefined;
      if (!error.canceled) setFailure(own ? t(own) : accountErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  /** The way out of a forced change: the session ends (AUTH-16), and the dialog with it. */
  const leave = async () => {
    setSigningOut(true);
    await signOut();
    close();
    navigate('/', { replace: true });
  };

  return (
    <form
      ref={formRef}
      className={inPage ? 'lv-form lv-cashier-form' : 'lv-form'}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      aria-labelledby={inPage ? 'lv-change-title' : undefined}
    >
      {inPage && <h3 id="lv-change-title">{t('changePassword.title')}</h3>}
      {forced && <p>{t(params.reason === 'firstLogin' ? 'changePassword.firstLogin' : 'changePassword.expired')}</p>}
      {fields.map((name) => (
        <TextField
          key={name}
          id={`lv-change-${name}`}
          name={name}
          type="password"
          label={t(`changePassword.${name}`)}
          value={values[name]}
          message={errors[name]}
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          onChange={(value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
      ))}
      <FormNotice notice={notice} failure={failure} />
      <button
        type="submit"
        className="lv-button lv-button--primary lv-form__submit"
        disabled={busy || signingOut}
        aria-busy={busy}
      >
        {t(busy ? 'changePassword.saving' : 'changePassword.submit')}
      </button>
      {forced && (
        <button
          type="button"
          className="lv-button lv-button--ghost lv-form__submit"
          onClick={() => void leave()}
          disabled={busy || signingOut}
          aria-busy={signingOut}
        >
          {t(signingOut ? 'changePassword.signingOut' : 'changePassword.signOut')}
        </button>
      )}
    </form>
  );
}

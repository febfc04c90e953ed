import { useId, useMemo, useState } from 'react';
import { useRegisterRules, useT } from '../../../engine/react/context.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldError, fieldsFor, type FieldSpec, type Message } from '../../accounts/RegisterForm/registerFields.ts';
import registerTexts from '../../accounts/RegisterForm/locales.json';
import { SelectField } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { registerDownline } from '../../../schemas/generated/requestValidators.js';
import { ACCOUNT_KINDS, type AccountKind } from '../../../schemas/vocabulary.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from '../shared/agentTexts.json';
import type { RegisterDownlineFormProps } from './schema.ts';
import '../../forms/forms.css';
import '../shared/agent.css';

type Values = { username: string; password: string; confirmPassword: string; nickname: string };
const EMPTY: Values = { username: '', password: '', confirmPassword: '', nickname: '' };

/**
 * AG-03: opens a downline account with the brand's register rules for the name and the password
 * (the same checks as the register form, and the platform's again); the first password must be
 * changed by the downline at first login. A taken name is said plainly and nothing is opened.
 */
export default function RegisterDownlineForm({ allowSubAgents = true }: RegisterDownlineFormProps) {
  useAccountTexts();
  useTexts(registerTexts);
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const ids = { username: useId(), password: useId(), confirmPassword: useId(), nickname: useId() };
  const rules = useRegisterRules();
  const specs = useMemo(
    () =>
      fieldsFor('username', rules, { smsVerification: false, mobilePassword: false }).filter(
        (spec) => spec.name === 'username' || spec.name === 'password' || spec.name === 'confirmPassword',
      ),
    [rules],
  );
  const open = useCallForm('registerDownline');
  const [values, setValues] = useState<Values>(EMPTY);
  const [kind, setKind] = useState<AccountKind>('member');
  const [done, setDone] = useState<string | undefined>();
  const check = useRequestCheck(registerDownline, open, {
    username: { label: t('agent.register.username') },
    password: { label: t('agent.register.password') },
    confirmPassword: { label: t('agent.register.confirmPassword') },
    nickname: { label: t('agent.register.nickname') },
    kind: { label: t('agent.register.kind') },
  });
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const text = (message: Message | undefined) => (message ? t(message.key, message.values) : undefined);

  const submit = async () => {
    // The brand's register rules for the name and the password (as the register form checks them), then the contract's.
    const found: Partial<Record<keyof Values, string>> = {};
    for (const spec of specs as FieldSpec[]) {
      const problem = fieldError(spec, { ...values } as never, undefined);
      if (problem) found[spec.name as keyof Values] = text(problem);
    }
    const nickname = values.nickname.trim();
    const request = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      kind,
      ...(nickname ? { nickname } : {}),
    };
    if (!check.check(request, found)) return;
    setDone(undefined);
    const answer = await open.submit(request);
    if (answer) {
      setDone(t('agent.register.done', { account: answer.userName }));
      setValues(EMPTY);
    }
  };

  return (
    <div className="lv-cashier lv-agent">
      <Form call={open} label={t('agent.register.title')} onSubmit={() => void submit()}>
        <p>{t('agent.register.rules')}</p>
        {allowSubAgents && (
          <SelectField
            label={t('agent.register.kind')}
            value={kind}
            options={ACCOUNT_KINDS}
            text={(option) => t(`agent.kinds.${option}`)}
            onChange={(value) => setKind(value as AccountKind)}
          />
        )}
        <TextField
          id={ids.username}
          label={t('agent.register.username')}
          value={values.username}
          onChange={set('username')}
          message={check.messages.username}
          autoComplete="off"
        />
        <TextField
          id={ids.password}
          label={t('agent.register.password')}
          type="password"
          value={values.password}
          onChange={set('password')}
          message={check.messages.password}
          autoComplete="new-password"
        />
        <TextField
          id={ids.confirmPassword}
          label={t('agent.register.confirmPassword')}
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          message={check.messages.confirmPassword}
          autoComplete="new-password"
        />
        <TextField
          id={ids.nickname}
          label={t('agent.register.nickname')}
          value={values.nickname}
          onChange={set('nickname')}
          message={check.messages.nickname}
          required={false}
          maxLength={registerDownline.limits.nickname.maxLength}
          autoComplete="off"
        />
        <FormFeedback
          call={open}
          success={done}
          codes={{ USERNAME_TAKEN: 'agent.register.taken' }}
          inPlace={check.refusedInPlace}
        />
        <SubmitButton call={open}>{t('agent.register.submit')}</SubmitButton>
      </Form>
    </div>
  );
}

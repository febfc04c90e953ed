import { useId, useRef, useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { payoutAccountAdd, payoutAccountRemove } from '../../../schemas/generated/requestValidators.js';
import { TextField } from '../../forms/TextField.tsx';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { SelectField } from '../../forms/fields.tsx';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { useLock } from '../../forms/useLock.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { PayoutAccountsProps } from './schema.ts';
import '../../forms/forms.css';
import './PayoutAccounts.css';

type Answer = ResponseOf<'payoutAccounts'>;
type Account = Answer['accounts'][number];

/** How an account is named to the member: the bank and the number as the platform masks it. */
const nameOf = (account: Pick<Account, 'bankName' | 'accountNumber'>) => `${account.bankName} ${account.accountNumber}`;

/** An account number as printed on a card: the spaces and dashes are dropped before the contract's rule (CALL-76) is checked. */
export const cleanAccountNumber = (typed: string) => typed.replace(/[\s-]/g, '');
/** The platform's rule for a real name beyond the contract's length: no angle brackets. */
const hasAngleBrackets = (name: string) => /[<>]/.test(name);

const REMOVE_CODES = { INVALID_STATE: 'payoutAccounts.removeRefused', NOT_FOUND: 'payoutAccounts.gone' } as const;
const ADD_CODES = { VALIDATION_FAILED: 'payoutAccounts.addRefused' } as const;

/** One account; "Remove" asks for the payment password in place before anything is sent. */
function AccountItem({ account, onRemoved }: { account: Account; onRemoved: (name: string) => void }) {
  const { t } = useT();
  const remove = useCallForm('payoutAccountRemove');
  const rules = useRequestCheck(payoutAccountRemove, remove, { paymentPassword: usePaymentPasswordWords() });
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const removeButton = useRef<HTMLButtonElement>(null);
  const name = nameOf(account);
  const locked = useLock(remove.error);

  const keep = () => {
    setConfirming(false);
    setPassword('');
    rules.clear();
    remove.reset();
    // Back to the button that opened the confirmation, so a keyboard user is not lost.
    queueMicrotask(() => removeButton.current?.focus());
  };
  const submit = async () => {
    if (locked) return;
    const request = { accountId: account.accountId, paymentPassword: password };
    if (!rules.check(request)) return;
    if (await remove.submit(request)) onRemoved(name);
  };

  return (
    <li className="lv-payout-account">
      <div className="lv-payout-account__row">
        <p className="lv-payout-account__name">
          <strong>{account.bankName}</strong> <span className="lv-payout-account__number">{account.accountNumber}</span>
          <br />
          <span>
            {t('payoutAccounts.holder')}: {account.holder}
          </span>
        </p>
        {!confirming && (
          <button
            ref={removeButton}
            type="button"
            className="lv-button"
            aria-label={t('payoutAccounts.removeLabel', { account: name })}
            onClick={() => setConfirming(true)}
          >
            {t('payoutAccounts.remove')}
          </button>
        )}
      </div>
      {confirming && (
        <Form call={remove} label={t('payoutAccounts.removeLabel', { account: name })} onSubmit={() => void submit()}>
          <p>{t('payoutAccounts.confirmRemove', { account: name })}</p>
          <PaymentPasswordField value={password} onChange={setPassword} message={rules.messages.paymentPassword} />
          <FormFeedback call={remove} codes={REMOVE_CODES} inPlace={rules.refusedInPlace} />
          <div className="lv-payout-account__actions">
            <SubmitButton call={remove} disabled={locked}>
              {t('payoutAccounts.remove')}
            </SubmitButton>
            <button type="button" className="lv-button" onClick={keep}>
              {t('payoutAccounts.keep')}
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}

type AddField = 'bankName' | 'accountNumber' | 'realName' | 'paymentPassword';

/** Adds an account at a bank the brand pays out to; the holder is the real name, typed only with the first account. */
function AddAccount({ answer }: { answer: Answer }) {
  const { t } = useT();
  const add = useCallForm('payoutAccountAdd');
  const rules = useRequestCheck(payoutAccountAdd, add, {
    bankName: { label: t('payoutAccounts.bank'), rules: { required: 'payoutAccounts.bankRequired' } },
    accountNumber: {
      label: t('payoutAccounts.accountNumber'),
      rules: {
        pattern: 'payoutAccounts.accountNumberFormat',
        minLength: 'payoutAccounts.accountNumberFormat',
        maxLength: 'payoutAccounts.accountNumberFormat',
      },
    },
    realName: { label: t('payoutAccounts.realName'), rules: { minLength: 'payoutAccounts.realNameFormat' } },
    paymentPassword: usePaymentPasswordWords(),
  });
  const empty: Record<AddField, string> = { bankName: '', accountNumber: '', realName: '', paymentPassword: '' };
  const [values, setValues] = useState(empty);
  const bankId = useId();
  const needsRealName = !answer.realName;
  const locked = useLock(add.error);
  const set = (name: AddField) => (value: string) => setValues((typed) => ({ ...typed, [name]: value }));

  const submit = async () => {
    if (locked) return;
    const request = {
      ...(values.bankName ? { bankName: values.bankName } : {}),
      accountNumber: cleanAccountNumber(values.accountNumber),
      paymentPassword: values.paymentPassword,
      ...(needsRealName ? { realName: values.realName.trim() } : {}),
    };
    // Beyond the contract: a bank the brand pays out to, a real name without angle brackets (the platform checks both).
    const ok = rules.check(request, {
      ...(values.bankName && !answer.banks.includes(values.bankName)
        ? { bankName: t('payoutAccounts.bankRequired') }
        : {}),
      ...(needsRealName && hasAngleBrackets(values.realName) ? { realName: t('payoutAccounts.realNameFormat') } : {}),
    });
    if (!ok) return;
    const added = await add.submit({ ...request, bankName: values.bankName });
    // Once added the form is empty for the next one; a refusal keeps everything typed.
    if (added) setValues(empty);
  };

  return (
    <Form call={add} label={t('payoutAccounts.add')} onSubmit={() => void submit()}>
      <SelectField
        id={bankId}
        label={t('payoutAccounts.bank')}
        value={values.bankName}
        options={answer.banks}
        text={(bank) => bank}
        placeholder={t('payoutAccounts.chooseBank')}
        onChange={set('bankName')}
        message={rules.messages.bankName}
      />
      <TextField
        id={`${bankId}-number`}
        label={t('payoutAccounts.accountNumber')}
        value={values.accountNumber}
        onChange={set('accountNumber')}
        message={rules.messages.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        onBlur={() => set('accountNumber')(cleanAccountNumber(values.accountNumber))}
      />
      {needsRealName ? (
        <>
          <TextField
            id={`${bankId}-name`}
            label={t('payoutAccounts.realName')}
            value={values.realName}
            onChange={set('realName')}
            message={rules.messages.realName}
            autoComplete="name"
            maxLength={payoutAccountAdd.limits.realName.maxLength}
          />
          <p className="lv-payout-accounts__note">{t('payoutAccounts.realNameNote')}</p>
        </>
      ) : (
        <div className="lv-form__field">
          <p className="lv-payout-accounts__note">
            {t('payoutAccounts.holder')}: <strong className="lv-payout-accounts__holder">{answer.realName}</strong>
          </p>
          <p className="lv-payout-accounts__note">{t('payoutAccounts.heldBy')}</p>
        </div>
      )}
      <PaymentPasswordField
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        message={rules.messages.paymentPassword}
      />
      <FormFeedback
        call={add}
        codes={ADD_CODES}
        inPlace={rules.refusedInPlace}
        success={add.data ? t('payoutAccounts.added', { account: nameOf(add.data) }) : undefined}
      />
      <SubmitButton call={add} disabled={locked}>
        {t('payoutAccounts.submit')}
      </SubmitButton>
    </Form>
  );
}

/**
 * MC-02, WALLET-04, CALL-75..77: the accounts withdrawals are paid to, held in the member's real
 * name. Adding and removing are confirmed with the payment password (so they wait until one is
 * set); at most the brand's number of accounts. The withdrawal page reads the same answer, so it
 * sees a change at once.
 */
export default function PayoutAccounts(_props: PayoutAccountsProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const accounts = useCall('payoutAccounts');
  const settings = useCall('withdrawSettings');
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const passwordSet = settings.data?.paymentPasswordSet;

  const onRemoved = (name: string) => {
    setRemoved(t('payoutAccounts.removed', { account: name }));
    // The item (and the focus in it) goes away: focus the section so the keyboard stays here.
    heading.current?.focus();
  };

  return (
    <section className="lv-cashier lv-payout-accounts" aria-labelledby="lv-payout-accounts">
      <h3 id="lv-payout-accounts" ref={heading} tabIndex={-1}>
        {t('payoutAccounts.title')}
      </h3>
      <CallState result={accounts} skeleton={{ height: 320 }} isEmpty={() => false}>
        {(answer) => (
          <>
            <p>{t('payoutAccounts.count', { count: answer.accounts.length, max: answer.maxAccounts })}</p>
            {answer.accounts.length === 0 ? (
              <p>{t('payoutAccounts.none')}</p>
            ) : (
              <ul className="lv-payout-accounts__list">
                {answer.accounts.map((account) => (
                  <AccountItem key={account.accountId} account={account} onRemoved={onRemoved} />
                ))}
              </ul>
            )}
            <p className="lv-form__status" role="status">
              {removed}
            </p>
            <h4>{t('payoutAccounts.add')}</h4>
            {passwordSet === false ? (
              <p>{t('payoutAccounts.needPassword')}</p>
            ) : answer.accounts.length >= answer.maxAccounts ? (
              <p>{t('payoutAccounts.full', { max: answer.maxAccounts })}</p>
            ) : answer.banks.length === 0 ? (
              <p>{t('payoutAccounts.noBanks')}</p>
            ) : (
              <AddAccount answer={answer} />
            )}
          </>
        )}
      </CallState>
    </section>
  );
}

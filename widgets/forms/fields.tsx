import { useId } from 'react';
import { useSession, useT } from '../../engine/react/context.tsx';
import { useCall } from '../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';
import { TextField } from './TextField.tsx';
import { formatAmount, parseAmount, toCents } from './money.ts';

export interface AmountLimits {
  min?: string | undefined;
  max?: string | undefined;
  /** What the member may spend (the balance less what withdrawals hold). */
  available?: string | undefined;
}

/**
 * The text key (and its values) that says what is wrong with a typed amount, or null when it is
 * fine: empty, not a number, negative, a third decimal, zero, under min, over max, over the balance.
 */
export function amountProblem(
  text: string,
  limits: AmountLimits,
  format: (amount: string) => string,
): { key: string; values?: Record<string, string> } | null {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { key: `cashier.amount${parsed.problem[0]!.toUpperCase()}${parsed.problem.slice(1)}` };
  if (parsed.cents === 0n) return { key: 'cashier.amountZero' };
  const min = toCents(limits.min);
  const max = toCents(limits.max);
  const available = toCents(limits.available);
  if (min !== null && parsed.cents < min) return { key: 'cashier.amountMin', values: { min: format(limits.min!) } };
  if (max !== null && parsed.cents > max) return { key: 'cashier.amountMax', values: { max: format(limits.max!) } };
  if (available !== null && parsed.cents > available)
    return { key: 'cashier.amountBalance', values: { available: format(limits.available!) } };
  return null;
}

export interface MoneyFieldProps extends AmountLimits {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The message to show (after a submit), from `amountProblem`. */
  message?: string | undefined;
  symbol?: string | undefined;
}

/**
 * An amount as the currency allows: decimal keyboard on phones, thousands separators accepted,
 * cleaned to "1234.50" when the field is left (what is typed is kept until it parses).
 */
export function MoneyField({ label, value, onChange, message, symbol }: MoneyFieldProps) {
  const id = useId();
  const { t } = useT();
  return (
    <TextField
      id={id}
      label={symbol ? `${label ?? t('cashier.amount')} (${symbol})` : (label ?? t('cashier.amount'))}
      value={value}
      onChange={onChange}
      message={message}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      onBlur={() => {
        const parsed = parseAmount(value);
        if (parsed.ok) onChange(parsed.value);
      }}
    />
  );
}

/**
 * The 6-digit payment password: hidden, numeric keyboard, never autofilled as the login password.
 * `label` names it where a form has several (current, new, confirm).
 */
export function PaymentPasswordField({
  value,
  onChange,
  message,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  label?: string | undefined;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <TextField
      id={id}
      label={label ?? t('cashier.paymentPassword')}
      type="password"
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, 6))}
      message={message}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
    />
  );
}

/** The payment password is 6 digits (the contract's pattern). */
export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);

export interface AmountAndPasswordCheck {
  /** What to say under each field (nothing when it is fine). */
  messages: { amount?: string; password?: string };
  /** The amount as the platform takes it ("1234.50"), when both fields are fine. */
  value?: string;
}

/** The checks of a form that moves money with the payment password (withdrawal, transfer to upline). */
export function checkAmountAndPassword(
  amount: string,
  password: string,
  limits: AmountLimits,
  format: (amount: string) => string,
  t: (key: string, values?: Record<string, string>) => string,
): AmountAndPasswordCheck {
  const problem = amountProblem(amount, limits, format);
  const messages = {
    ...(problem ? { amount: t(problem.key, problem.values) } : {}),
    ...(isPaymentPassword(password) ? {} : { password: t('cashier.paymentPasswordFormat') }),
  };
  const parsed = parseAmount(amount);
  return messages.amount || messages.password || !parsed.ok ? { messages } : { messages, value: parsed.value };
}

/** A labelled choice among a few codes, each shown by `text` (a record filter, a wallet). */
export function SelectField({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  text: (option: string) => string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="lv-form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="lv-field" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Formats platform amounts in the player's language with the symbol of the brand's currency (the
 * platform names it with the balance and the member). `symbol: false` for bare numbers in tables.
 */
export function useMoneyFormat(): {
  format: (amount: string, withSymbol?: boolean) => string;
  symbol: string | undefined;
} {
  const language = usePlatformLanguage();
  const loggedIn = useSession((state) => state.isLogin);
  const memberSymbol = useSession((state) => state.member?.currencySymbol);
  const wallet = useCall('walletBalance', undefined, { enabled: loggedIn });
  const symbol = wallet.data?.currencySymbol ?? memberSymbol;
  return {
    format: (amount, withSymbol = true) => formatAmount(amount, language, withSymbol ? symbol : undefined),
    symbol,
  };
}

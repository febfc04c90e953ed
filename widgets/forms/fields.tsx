import { useId } from 'react';
import { useSession, useT } from '../../engine/react/context.tsx';
import { useCall } from '../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';
import { FieldMessage, fieldDescription } from './FieldMessage.tsx';
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

/**
 * A typed amount as a request carries it ("1,234.5" → "1234.50"; as typed when it is not an amount,
 * for the contract's rules to refuse) and, when something is wrong with it, what the field says.
 */
export function checkedAmount(
  text: string,
  limits: AmountLimits,
  format: (amount: string) => string,
  t: ReturnType<typeof useT>['t'],
): { value: string; ok: boolean; message: string | undefined } {
  const parsed = parseAmount(text);
  const problem = amountProblem(text, limits, format);
  return {
    value: parsed.ok ? parsed.value : text,
    ok: parsed.ok,
    message: problem ? t(problem.key, problem.values) : undefined,
  };
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
 * A labelled choice among a few codes, each shown by `text` (a record filter, a wallet, a bank).
 * `placeholder` offers an empty first choice ("Choose a bank"); `message` says what is wrong with the
 * choice under it, tied to the select by aria-describedby and aria-invalid, as TextField does.
 */
export function SelectField({
  label,
  value,
  options,
  text,
  onChange,
  placeholder,
  message,
  id: givenId,
}: {
  label: string;
  value: string;
  options: readonly string[];
  text: (option: string) => string;
  onChange: (value: string) => void;
  placeholder?: string | undefined;
  message?: string | undefined;
  id?: string | undefined;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { messageId, control } = fieldDescription(id, message);
  return (
    <div className="lv-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="lv-field"
        value={value}
        {...control}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} message={message} />
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

import { useT } from '../../../engine/react/context.tsx';
import { LIMIT_PERIODS, type LimitPeriod } from '../../../schemas/compliance/profiles.ts';
import { parseAmount } from '../../forms/money.ts';
import { TextField } from '../../forms/TextField.tsx';

/** The deposit limits a player may choose while registering: one amount per period, each optional. */
export type LimitValues = Record<LimitPeriod, string>;
export const NO_LIMITS: LimitValues = { day: '', week: '', month: '' };

/** The field of a period's limit, as the form names it (for focus after a refusal). */
export const limitFieldName = (period: LimitPeriod) => `depositLimit-${period}` as const;
export type LimitFieldName = ReturnType<typeof limitFieldName>;

/** An empty field is no limit; anything else must be an amount above zero. */
export const limitValueIsBad = (typed: string): boolean => {
  if (typed.trim() === '') return false;
  const parsed = parseAmount(typed);
  return !parsed.ok || parsed.cents <= 0n;
};

/** What the registration call carries (CALL-09's `gamingLimits`): the periods given, as the platform's decimals. */
export function gamingLimitsBody(values: LimitValues) {
  return LIMIT_PERIODS.flatMap((period) => {
    const parsed = parseAmount(values[period]);
    return parsed.ok ? [{ kind: 'deposit' as const, period, amount: parsed.value }] : [];
  });
}

/**
 * RG-31: where the brand's licence offers limits at registration (UKGC, MGA), the form offers a
 * daily, weekly and monthly deposit limit, all optional. A limit chosen here is in force from the
 * account's first moment; the other kinds are set in the member centre's limits and breaks.
 */
export function RegistrationLimits({
  id,
  values,
  errors,
  onChange,
  onBlur,
}: {
  id: string;
  values: LimitValues;
  errors: Partial<Record<LimitPeriod, string>>;
  onChange: (period: LimitPeriod, value: string) => void;
  onBlur: (period: LimitPeriod) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="lv-register__limits" aria-describedby={`${id}-limits-hint`}>
      <legend>{t('registerForm.limits.legend')}</legend>
      <p id={`${id}-limits-hint`} className="lv-register__limits-hint">
        {t('registerForm.limits.hint')}
      </p>
      {LIMIT_PERIODS.map((period) => (
        <TextField
          key={period}
          id={`${id}-${limitFieldName(period)}`}
          name={limitFieldName(period)}
          label={t(`registerForm.limits.${period}`)}
          value={values[period]}
          onChange={(value) => onChange(period, value)}
          onBlur={() => onBlur(period)}
          message={errors[period]}
          optional
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
      ))}
    </fieldset>
  );
}

import { useState } from 'react';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { useBrand, useFlags, useT } from '../../engine/react/context.tsx';
import { useAccountTexts } from './accountErrors.ts';
import { countryFlag } from './countryFlag.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** The country picker shows where the brand switches it on (FLAG-13) and offers a choice. */
const pickerShown = (brand: RuntimeBrand, flags: Readonly<Record<string, boolean>>) =>
  flags.COUNTRYCODEDISPLAY === true && brand.registration.countries.length > 1;

/**
 * The dialling code a phone field sends (SMS-06, FLAG-13): the one picked where the picker shows,
 * else the brand's default, which is then the only one the platform takes.
 */
export function useDialingCode(): [string, (code: string) => void] {
  const brand = useBrand();
  const flags = useFlags();
  const fallback = brand.registration.defaultCountryDialingCode;
  const [picked, pick] = useState(fallback);
  return [pickerShown(brand, flags) ? picked : fallback, pick];
}

export type PhoneFieldProps = Omit<TextFieldProps, 'before' | 'type'> & {
  /** From useDialingCode. */
  dialingCode: string;
  onDialingCode: (code: string) => void;
};

/**
 * A mobile number with its dialling code in front (SMS-06): the brand's countries with their flags
 * where the picker shows, else the default code as a prefix. The number has the numeric keyboard.
 */
export function PhoneField({ id, dialingCode, onDialingCode, ...field }: PhoneFieldProps) {
  useAccountTexts();
  const { t } = useT();
  const brand = useBrand();
  const flags = useFlags();
  const before = pickerShown(brand, flags) ? (
    <>
      <label htmlFor={`${id}-country`} className="lv-form__hidden">
        {t('accounts.dialingCode')}
      </label>
      <select
        id={`${id}-country`}
        className="lv-field lv-form__dialing"
        value={dialingCode}
        onChange={(event) => onDialingCode(event.target.value)}
      >
        {brand.registration.countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            {`${countryFlag(country.countryCode)} ${country.countryCode} ${country.countryDialingCode}`}
          </option>
        ))}
      </select>
    </>
  ) : (
    <span className="lv-form__prefix">{dialingCode}</span>
  );
  return (
    <TextField
      id={id}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      {...field}
      before={before}
    />
  );
}

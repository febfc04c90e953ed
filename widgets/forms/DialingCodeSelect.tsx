import { useBrand, useFlags } from '../../engine/react/context.tsx';

/**
 * The country dialing code beside a mobile number (SMS-06): the brand's countries, shown only when
 * the country-code display switch is on (FLAG-13) and there is a choice; otherwise nothing, and the
 * brand's default code is the one sent.
 */
export function DialingCodeSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const brand = useBrand();
  const flags = useFlags();
  const countries = flags.COUNTRYCODEDISPLAY ? brand.registration.countries : [];
  if (countries.length < 2) return null;
  return (
    <div className="lv-form__field lv-form__field--narrow">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="lv-field" value={value} onChange={(event) => onChange(event.target.value)}>
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            {country.countryCode} {country.countryDialingCode}
          </option>
        ))}
      </select>
    </div>
  );
}

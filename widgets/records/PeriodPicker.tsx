import { useId } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { PERIOD_PRESETS, type PeriodPreset } from './periods.ts';
import './records.css';

/** The spec's date presets plus a custom range (MC-24); the custom days show only for 'custom'. */
export function PeriodPicker({
  preset,
  from,
  to,
  timeZone,
  onChange,
}: {
  preset: PeriodPreset;
  from: string;
  to: string;
  /** The zone the platform counts days in, as its last answer named it. */
  timeZone?: string | undefined;
  onChange: (patch: { period?: PeriodPreset; from?: string; to?: string }) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <fieldset className="lv-period">
      <legend>{t('cashier.period')}</legend>
      <div className="lv-period__presets" role="radiogroup" aria-label={t('cashier.period')}>
        {PERIOD_PRESETS.map((option) => (
          <label key={option} className="lv-period__preset">
            <input
              type="radio"
              name={`${id}-preset`}
              value={option}
              checked={preset === option}
              onChange={() => onChange({ period: option })}
            />
            <span>{t(`cashier.preset.${option}`)}</span>
          </label>
        ))}
      </div>
      {preset === 'custom' && (
        <div className="lv-period__days">
          <label>
            {t('cashier.from')}{' '}
            <input
              type="date"
              className="lv-field"
              value={from}
              onChange={(event) => onChange({ period: 'custom', from: event.target.value })}
            />
          </label>
          <label>
            {t('cashier.to')}{' '}
            <input
              type="date"
              className="lv-field"
              value={to}
              onChange={(event) => onChange({ period: 'custom', to: event.target.value })}
            />
          </label>
        </div>
      )}
      {timeZone && <p className="lv-period__zone">{t('cashier.daysIn', { zone: timeZone })}</p>}
    </fieldset>
  );
}

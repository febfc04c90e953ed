import { useEffect } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import { useRecordQuery } from '../../records/useRecordQuery.ts';
import type { PeriodPreset } from '../../records/periods.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { ProfitLossStatementProps } from './schema.ts';
import '../../forms/forms.css';
import '../../records/records.css';

/** The statement's lines, in the order a statement reads: opening, movements, closing. */
const MOVEMENTS = [
  'deposits',
  'withdrawals',
  'transfers',
  'stakes',
  'wins',
  'bonuses',
  'rebates',
  'adjustments',
] as const;

/** MC-09: opening balance + every movement of the period = closing balance, to the cent. */
export default function ProfitLossStatement(_props: ProfitLossStatementProps) {
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format } = useMoneyFormat();
  const record = useRecordQuery({});
  const { query, setQuery, range, zoneFrom } = record;
  const statement = useCall('profitLoss', range, { keepPrevious: true });
  const zone = statement.data?.period.timeZone;
  useEffect(() => zoneFrom(zone), [zone, zoneFrom]);
  return (
    <div className="lv-cashier">
      <PeriodPicker
        preset={record.preset}
        from={query.from}
        to={query.to}
        timeZone={zone}
        onChange={(patch) => setQuery(patch as { period?: PeriodPreset })}
      />
      <CallState result={statement} skeleton={{ height: 420 }} isEmpty={() => false}>
        {(answer) => (
          <div
            className="lv-records__scroll"
            tabIndex={0}
            role="region"
            aria-label={t('profit.title', { from: answer.period.startDate, to: answer.period.endDate })}
          >
            <table
              className="lv-records__table lv-statement"
              aria-label={t('profit.title', { from: answer.period.startDate, to: answer.period.endDate })}
            >
              <tbody>
                <tr>
                  <th scope="row">{t('profit.openingBalance')}</th>
                  <td className="lv-records__num">{format(answer.openingBalance)}</td>
                </tr>
                {MOVEMENTS.map((line) => (
                  <tr key={line}>
                    <th scope="row">{t(`profit.${line}`)}</th>
                    <td className="lv-records__num">{format(answer[line])}</td>
                  </tr>
                ))}
                <tr className="lv-statement__total">
                  <th scope="row">{t('profit.closingBalance')}</th>
                  <td className="lv-records__num">{format(answer.closingBalance)}</td>
                </tr>
                <tr className="lv-statement__total">
                  <th scope="row">{t('profit.gameWinLoss')}</th>
                  <td className="lv-records__num">{format(answer.gameWinLoss)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </CallState>
    </div>
  );
}

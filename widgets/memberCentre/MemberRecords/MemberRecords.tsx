import type { ResponseOf } from '../../../schemas/api/index.ts';
import { LEDGER_KINDS, type RecordProduct } from '../../../schemas/vocabulary.ts';
import { useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { amountColumn, timeColumn } from '../../records/columns.ts';
import { BET_FILTERS, BetFilters, betColumns } from '../../records/bets.tsx';
import { FilterSelect } from '../../records/FilterSelect.tsx';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import { RecordTable, type Column } from '../../records/RecordTable.tsx';
import { useRecordQuery } from '../../records/useRecordQuery.ts';
import { useRecordZone } from '../../records/useRecordZone.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from '../../records/recordTexts.json';
import type { MemberRecordsProps } from './schema.ts';
import '../../forms/forms.css';
import '../../records/records.css';

type Bet = ResponseOf<'bettingRecord'>['list'][number];
type BetTotals = ResponseOf<'bettingRecord'>['totals'];
type Entry = ResponseOf<'accountRecord'>['list'][number];
type EntryTotals = ResponseOf<'accountRecord'>['totals'];
type Bonus = ResponseOf<'bonusDetails'>['list'][number];
type BonusTotals = ResponseOf<'bonusDetails'>['totals'];

const BONUS_KINDS = ['bonus', 'rebate'] as const;

function BettingRecord() {
  const { t } = useT();
  const record = useRecordQuery({ gameType: '', status: '' }, BET_FILTERS);
  const { query, setQuery } = record;
  const result = useCall(
    'bettingRecord',
    {
      ...record.params,
      ...(query.gameType ? { gameType: query.gameType as RecordProduct } : {}),
      ...(query.status ? { status: query.status as 'won' | 'lost' } : {}),
    },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when, money } = useRecordZone(zone, record.zoneFrom);
  const columns = betColumns<Bet, BetTotals>(t, (column) => t(`records.${column}`), when, money);
  return (
    <>
      <PeriodPicker {...record.period} timeZone={zone} />
      <div className="lv-cashier__filters">
        <BetFilters
          t={t}
          statusLabel={t('records.status')}
          gameType={query.gameType}
          status={query.status}
          onChange={setQuery}
        />
      </div>
      <RecordTable
        result={result}
        columns={columns}
        caption={t('records.betting')}
        rowKey={(row) => row.betId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

function AccountRecord() {
  const { t } = useT();
  const record = useRecordQuery({ kind: '' }, { kind: ['', ...LEDGER_KINDS] });
  const { query, setQuery } = record;
  const result = useCall(
    'accountRecord',
    { ...record.params, ...(query.kind ? { kind: query.kind as Entry['kind'] } : {}) },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when, money } = useRecordZone(zone, record.zoneFrom);
  const columns: Column<Entry, EntryTotals>[] = [
    timeColumn(t('records.time'), when),
    { key: 'kind', label: t('records.kind'), cell: (row) => t(`records.ledger.${row.kind}`) },
    amountColumn('amount', t('records.amount'), money, 'net'),
    amountColumn('balanceAfter', t('records.balanceAfter'), money),
    { key: 'reason', label: t('records.reason'), cell: (row) => row.reason },
    { key: 'reference', label: t('records.reference'), cell: (row) => row.reference },
  ];
  return (
    <>
      <PeriodPicker {...record.period} timeZone={zone} />
      <div className="lv-cashier__filters">
        <FilterSelect
          label={t('records.kind')}
          value={query.kind}
          options={LEDGER_KINDS}
          text={(option) => t(`records.ledger.${option}`)}
          onChange={(kind) => setQuery({ kind })}
        />
      </div>
      {result.data && (
        <p>
          {t('records.moneyIn')}: {money(result.data.totals.moneyIn)} · {t('records.moneyOut')}:{' '}
          {money(result.data.totals.moneyOut)}
        </p>
      )}
      <RecordTable
        result={result}
        columns={columns}
        caption={t('records.account')}
        rowKey={(row) => row.entryId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

function BonusRecord() {
  const { t } = useT();
  const record = useRecordQuery({ kind: '' }, { kind: ['', ...BONUS_KINDS] });
  const { query, setQuery } = record;
  const result = useCall(
    'bonusDetails',
    { ...record.params, ...(query.kind ? { kind: query.kind as Bonus['kind'] } : {}) },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when, money } = useRecordZone(zone, record.zoneFrom);
  const columns: Column<Bonus, BonusTotals>[] = [
    timeColumn(t('records.time'), when),
    { key: 'kind', label: t('records.kind'), cell: (row) => t(`records.ledger.${row.kind}`) },
    { key: 'reason', label: t('records.reason'), cell: (row) => row.reason },
    amountColumn('amount', t('records.amount'), money, 'total'),
  ];
  return (
    <>
      <PeriodPicker {...record.period} timeZone={zone} />
      <div className="lv-cashier__filters">
        <FilterSelect
          label={t('records.kind')}
          value={query.kind}
          options={BONUS_KINDS}
          text={(option) => t(`records.ledger.${option}`)}
          onChange={(kind) => setQuery({ kind })}
        />
      </div>
      <RecordTable
        result={result}
        columns={columns}
        caption={t('records.bonus')}
        rowKey={(row) => row.entryId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

/** MC-07, MC-08, bonus details: one record of the member's, paged and totalled by the platform. */
export default function MemberRecords({ record }: MemberRecordsProps) {
  useTexts(kitTexts);
  useTexts(texts);
  return (
    <div className="lv-cashier">
      {record === 'account' ? <AccountRecord /> : record === 'bonus' ? <BonusRecord /> : <BettingRecord />}
    </div>
  );
}

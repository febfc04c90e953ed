import type { RequestOf } from '../../../schemas/api/index.ts';
import { INCOME_KINDS, LEDGER_KINDS } from '../../../schemas/vocabulary.ts';
import { useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { amountColumn, timeColumn } from '../../records/columns.ts';
import { BET_FILTERS, BetFilters, betColumns, gameOf } from '../../records/bets.tsx';
import { FilterSelect } from '../../records/FilterSelect.tsx';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import { RecordTable, type Column } from '../../records/RecordTable.tsx';
import { RECORD_PAGE_SIZE, useRecordQuery } from '../../records/useRecordQuery.ts';
import { useRecordZone } from '../../records/useRecordZone.ts';
import kitTexts from '../../forms/cashierTexts.json';
import recordTexts from '../../records/recordTexts.json';
import texts from '../shared/agentTexts.json';
import { Export, ReportControls, SearchFilter, given, useMoney, type Row, type Totals } from './reportParts.tsx';
import { TeamManagement, TeamTrail, teamIdOf } from './TeamManagement.tsx';
import type { AgentTeamReportsProps } from './schema.ts';
import '../../forms/forms.css';
import '../../records/records.css';
import '../shared/agent.css';

/** AG-05: the team's bets, by account, product and result. */
function TeamBets() {
  const { t } = useT();
  const money = useMoney();
  const record = useRecordQuery({ account: '', gameType: '', status: '' }, BET_FILTERS);
  const { query, setQuery } = record;
  const filter = {
    startDate: record.range.startDate,
    endDate: record.range.endDate,
    ...given({ account: query.account, gameType: query.gameType, status: query.status }),
  } as RequestOf<'teamBets'>;
  const result = useCall(
    'teamBets',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when } = useRecordZone(zone, record.zoneFrom);
  const columns = betColumns<Row<'teamBets'>, Totals<'teamBets'>>(t, (column) => t(`agent.${column}`), when, money, [
    { key: 'account', label: t('agent.account'), cell: (row) => row.account },
  ]);
  return (
    <>
      <ReportControls period={record.range}>
        <PeriodPicker {...record.period} timeZone={zone} />
        <div className="lv-cashier__filters">
          <SearchFilter
            label={t('agent.accountFilter')}
            value={query.account}
            onSearch={(account) => setQuery({ account })}
          />
          <BetFilters
            t={t}
            statusLabel={t('agent.status')}
            gameType={query.gameType}
            status={query.status}
            onChange={setQuery}
          />
        </div>
        <Export
          name="teamBets"
          params={filter}
          fileName={`team-bets-${filter.startDate}-${filter.endDate}.csv`}
          header={columns.map((column) => column.label)}
          toRow={(row) => [
            row.createdAt,
            row.account,
            gameOf(row),
            row.stake,
            row.payout,
            row.winLoss,
            t(`records.bet.${row.status}`),
          ]}
        />
      </ReportControls>
      <RecordTable
        result={result}
        columns={columns}
        caption={t('agent.teamBets')}
        rowKey={(row) => row.betId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

/** AG-06: each direct downline with its own team; an account with downlines opens them, to any depth. */
function TeamProfitLoss() {
  const { t } = useT();
  const money = useMoney();
  const record = useRecordQuery({ parent: '' });
  const { query, setQuery } = record;
  const parentId = teamIdOf(query.parent);
  const filter = {
    startDate: record.range.startDate,
    endDate: record.range.endDate,
    ...(parentId ? { parentId } : {}),
  } as RequestOf<'teamProfitLoss'>;
  const result = useCall(
    'teamProfitLoss',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  useRecordZone(zone, record.zoneFrom);
  const columns: Column<Row<'teamProfitLoss'>, Totals<'teamProfitLoss'>>[] = [
    {
      key: 'account',
      label: t('agent.account'),
      cell: (row) =>
        row.downlines > 0 ? (
          <button
            type="button"
            className="lv-agent__link"
            onClick={() => setQuery({ parent: row.memberId })}
            aria-label={t('agent.drillDown', { account: row.account })}
          >
            {row.account}
          </button>
        ) : (
          row.account
        ),
    },
    { key: 'kind', label: t('agent.kind'), cell: (row) => t(`agent.kinds.${row.kind}`) },
    { key: 'downlines', label: t('agent.downlines'), cell: (row) => row.downlines, numeric: true },
    { key: 'bets', label: t('agent.bets'), cell: (row) => row.bets, total: (totals) => totals.bets, numeric: true },
    amountColumn('stake', t('agent.stake'), money, 'stake'),
    amountColumn('payout', t('agent.payout'), money, 'payout'),
    amountColumn('winLoss', t('agent.winLoss'), money, 'winLoss'),
  ];
  return (
    <>
      <ReportControls period={record.range}>
        <PeriodPicker {...record.period} timeZone={zone} />
        <Export
          name="teamProfitLoss"
          params={filter}
          fileName={`downline-profit-loss-${filter.startDate}-${filter.endDate}.csv`}
          header={columns.map((column) => column.label)}
          toRow={(row) => [
            row.account,
            t(`agent.kinds.${row.kind}`),
            row.downlines,
            row.bets,
            row.stake,
            row.payout,
            row.winLoss,
          ]}
        />
      </ReportControls>
      <TeamTrail trail={parentId ? (result.data?.trail ?? []) : []} onPick={(parent) => setQuery({ parent })} />
      <RecordTable
        result={result}
        columns={columns}
        caption={t('agent.profitLoss')}
        rowKey={(row) => row.memberId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

/** AG-07: the agent's commission, dividend and salary rows, totals by kind. */
function MyIncome() {
  const { t } = useT();
  const money = useMoney();
  const record = useRecordQuery({ kind: '' }, { kind: ['', ...INCOME_KINDS] });
  const { query, setQuery } = record;
  const filter = {
    startDate: record.range.startDate,
    endDate: record.range.endDate,
    ...given({ kind: query.kind }),
  } as RequestOf<'agentIncome'>;
  const result = useCall(
    'agentIncome',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when } = useRecordZone(zone, record.zoneFrom);
  const kindText = (kind: string) => t(`agent.incomeKinds.${kind}`, { defaultValue: kind });
  const columns: Column<Row<'agentIncome'>, Totals<'agentIncome'>>[] = [
    timeColumn(t('agent.time'), when),
    { key: 'kind', label: t('agent.kind'), cell: (row) => kindText(row.kind) },
    { key: 'details', label: t('agent.details'), cell: (row) => row.reason },
    amountColumn('amount', t('agent.amount'), money, 'total'),
  ];
  const byKind = Object.entries(result.data?.totals.byKind ?? {});
  return (
    <>
      {result.data && (
        <p role="status">
          {t('agent.incomeTotal', { total: money(result.data.totals.total) })}
          {byKind.map(([kind, total]) => ` · ${kindText(kind)}: ${money(total)}`).join('')}
        </p>
      )}
      <ReportControls period={record.range}>
        <PeriodPicker {...record.period} timeZone={zone} />
        <div className="lv-cashier__filters">
          <FilterSelect
            label={t('agent.kind')}
            value={query.kind}
            options={INCOME_KINDS}
            text={kindText}
            onChange={(kind) => setQuery({ kind })}
          />
        </div>
        <Export
          name="agentIncome"
          params={filter}
          fileName={`my-income-${filter.startDate}-${filter.endDate}.csv`}
          header={columns.map((column) => column.label)}
          toRow={(row) => [row.createdAt, kindText(row.kind), row.reason, row.amount]}
        />
      </ReportControls>
      <RecordTable
        result={result}
        columns={columns}
        caption={t('agent.income')}
        rowKey={(row) => row.entryId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

/** AG-08: the team's ledger rows, by account and kind. */
function TeamLedger() {
  const { t } = useT();
  const money = useMoney();
  const record = useRecordQuery({ account: '', kind: '' }, { kind: ['', ...LEDGER_KINDS] });
  const { query, setQuery } = record;
  const filter = {
    startDate: record.range.startDate,
    endDate: record.range.endDate,
    ...given({ account: query.account, kind: query.kind }),
  } as RequestOf<'teamLedger'>;
  const result = useCall(
    'teamLedger',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { when } = useRecordZone(zone, record.zoneFrom);
  const kindText = (kind: string) => t(`records.ledger.${kind}`, { defaultValue: kind });
  const columns: Column<Row<'teamLedger'>, Totals<'teamLedger'>>[] = [
    timeColumn(t('agent.time'), when),
    { key: 'account', label: t('agent.account'), cell: (row) => row.account },
    { key: 'kind', label: t('agent.kind'), cell: (row) => kindText(row.kind) },
    amountColumn('amount', t('agent.amount'), money, 'net'),
    amountColumn('balanceAfter', t('agent.balanceAfter'), money),
    { key: 'details', label: t('agent.details'), cell: (row) => row.reason },
  ];
  return (
    <>
      {result.data && (
        <p>
          {t('agent.moneyIn')}: {money(result.data.totals.moneyIn)} · {t('agent.moneyOut')}:{' '}
          {money(result.data.totals.moneyOut)}
        </p>
      )}
      <ReportControls period={record.range}>
        <PeriodPicker {...record.period} timeZone={zone} />
        <div className="lv-cashier__filters">
          <SearchFilter
            label={t('agent.accountFilter')}
            value={query.account}
            onSearch={(account) => setQuery({ account })}
          />
          <FilterSelect
            label={t('agent.kind')}
            value={query.kind}
            options={LEDGER_KINDS}
            text={kindText}
            onChange={(kind) => setQuery({ kind })}
          />
        </div>
        <Export
          name="teamLedger"
          params={filter}
          fileName={`account-details-${filter.startDate}-${filter.endDate}.csv`}
          header={columns.map((column) => column.label)}
          toRow={(row) => [row.createdAt, row.account, kindText(row.kind), row.amount, row.balanceAfter, row.reason]}
        />
      </ReportControls>
      <RecordTable
        result={result}
        columns={columns}
        caption={t('agent.ledger')}
        rowKey={(row) => row.entryId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

/** The reports besides team management, which takes the brand's row actions. */
const REPORTS = {
  bets: TeamBets,
  profitLoss: TeamProfitLoss,
  income: MyIncome,
  ledger: TeamLedger,
} as const;

/** AG-04..08: one report of the agent's team, paged and totalled by the platform, with a CSV of the whole filter. */
export default function AgentTeamReports({ report, teamActions }: AgentTeamReportsProps) {
  useTexts(kitTexts);
  useTexts(recordTexts);
  useTexts(texts);
  const Report = report === 'members' ? undefined : REPORTS[report];
  return <div className="lv-cashier lv-agent">{Report ? <Report /> : <TeamManagement actions={teamActions} />}</div>;
}

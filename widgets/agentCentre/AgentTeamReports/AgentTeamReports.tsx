import { useId, useState, type FormEvent } from 'react';
import type { CallName, RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import { ACCOUNT_KINDS, INCOME_KINDS, LEDGER_KINDS, TEAM_MEMBER_STATUSES } from '../../../schemas/vocabulary.ts';
import { useApi, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { CsvExport } from '../../records/CsvExport.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { amountColumn, timeColumn } from '../../records/columns.ts';
import { BET_FILTERS, BetFilters, betColumns, gameOf } from '../../records/bets.tsx';
import { FilterSelect } from '../../records/FilterSelect.tsx';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import { RecordTable, type Column } from '../../records/RecordTable.tsx';
import { RECORD_PAGE_SIZE, useRecordQuery } from '../../records/useRecordQuery.ts';
import { useUrlState } from '../../records/useUrlState.ts';
import { useRecordZone } from '../../records/useRecordZone.ts';
import { useWhen } from '../../records/useWhen.ts';
import kitTexts from '../../forms/cashierTexts.json';
import recordTexts from '../../records/recordTexts.json';
import texts from '../shared/agentTexts.json';
import type { AgentTeamReportsProps } from './schema.ts';
import '../../forms/forms.css';
import '../../records/records.css';
import '../shared/agent.css';

type Row<N extends CallName> = ResponseOf<N> extends { list: (infer R)[] } ? R : never;
type Totals<N extends CallName> = ResponseOf<N> extends { totals: infer T } ? T : never;
type Paged = 'teamMembers' | 'teamBets' | 'teamProfitLoss' | 'agentIncome' | 'teamLedger';

const KINDS = ACCOUNT_KINDS;
const STATUSES = TEAM_MEMBER_STATUSES;

/** A text filter applied on Enter or its button, so a name typed is one request, not one per key. */
function SearchFilter({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const { t } = useT();
  const id = useId();
  // What is typed, until the URL's value changes under it (back, forward, a link): then that.
  const [typed, setTyped] = useState({ text: value, from: value });
  const text = typed.from === value ? typed.text : value;
  const setText = (next: string) => setTyped({ text: next, from: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="lv-agent__search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="lv-agent__search-row">
        <input
          id={id}
          className="lv-field"
          type="search"
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="lv-button">
          {t('agent.find')}
        </button>
      </div>
    </form>
  );
}

/** Without the empty filters: the contract refuses '' where it asks for a name or a kind. */
const given = <T extends Record<string, unknown>>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined)) as Partial<T>;

/** The CSV of every page of `name` under `params`, through the same gateway the page reads from. */
function Export<N extends Paged>({
  name,
  params,
  fileName,
  header,
  toRow,
}: {
  name: N;
  params: Record<string, unknown>;
  fileName: string;
  header: readonly string[];
  toRow: (row: Row<N>) => readonly (string | number | null | undefined)[];
}) {
  const api = useApi();
  return (
    <CsvExport<Row<N>>
      fileName={fileName}
      header={header}
      toRow={toRow}
      fetchPage={async (pageNo, pageSize, signal) => {
        const page = (await api.call(name as Paged, { ...params, pageNo, pageSize } as RequestOf<Paged>, {
          signal,
        })) as unknown as { list: Row<N>[]; totalPages: number };
        return page;
      }}
    />
  );
}

function useMoney() {
  const { format } = useMoneyFormat();
  return (amount: string) => format(amount, false);
}

/** AG-04: the team's accounts, searched, with their balance, status and last login. */
function TeamMembers() {
  const { t } = useT();
  const money = useMoney();
  const [query, setQuery] = useUrlState(
    { search: '', kind: '', status: '', pageNo: 1 },
    { kind: ['', ...KINDS], status: ['', ...STATUSES] },
  );
  const filter = given({
    search: query.search,
    kind: query.kind as (typeof KINDS)[number] | '',
    status: query.status as (typeof STATUSES)[number] | '',
  }) as RequestOf<'teamMembers'>;
  const result = useCall(
    'teamMembers',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const when = useWhen(result.data?.period.timeZone);
  const columns: Column<Row<'teamMembers'>, Totals<'teamMembers'>>[] = [
    { key: 'account', label: t('agent.account'), cell: (row) => row.account },
    { key: 'nickname', label: t('agent.nickname'), cell: (row) => row.nickname },
    { key: 'kind', label: t('agent.kind'), cell: (row) => t(`agent.kinds.${row.kind}`) },
    { key: 'level', label: t('agent.level'), cell: (row) => row.level, numeric: true },
    { key: 'upline', label: t('agent.upline'), cell: (row) => row.upline },
    amountColumn('balance', t('agent.balance'), money, 'balance'),
    { key: 'status', label: t('agent.status'), cell: (row) => t(`agent.statuses.${row.status}`) },
    {
      key: 'lastLogin',
      label: t('agent.lastLogin'),
      cell: (row) => (row.lastLoginAt ? when(row.lastLoginAt) : t('agent.never')),
    },
    { key: 'opened', label: t('agent.opened'), cell: (row) => when(row.createdAt) },
  ];
  return (
    <>
      <div className="lv-cashier__filters">
        <SearchFilter label={t('agent.search')} value={query.search} onSearch={(search) => setQuery({ search })} />
        <FilterSelect
          label={t('agent.kind')}
          value={query.kind}
          options={KINDS}
          text={(option) => t(`agent.kinds.${option}`)}
          onChange={(kind) => setQuery({ kind })}
        />
        <FilterSelect
          label={t('agent.status')}
          value={query.status}
          options={STATUSES}
          text={(option) => t(`agent.statuses.${option}`)}
          onChange={(status) => setQuery({ status })}
        />
      </div>
      <Export
        name="teamMembers"
        params={filter}
        fileName="team-members.csv"
        header={columns.map((column) => column.label)}
        toRow={(row) => [
          row.account,
          row.nickname,
          t(`agent.kinds.${row.kind}`),
          row.level,
          row.upline,
          row.balance,
          t(`agent.statuses.${row.status}`),
          row.lastLoginAt ?? '',
          row.createdAt,
        ]}
      />
      <RecordTable
        result={result}
        columns={columns}
        caption={t('agent.members')}
        rowKey={(row) => row.memberId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </>
  );
}

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

/** AG-06: each direct downline with its own team; an agent row opens its downlines, one level. */
function TeamProfitLoss() {
  const { t } = useT();
  const money = useMoney();
  const record = useRecordQuery({ parent: '', parentName: '' });
  const { query, setQuery } = record;
  const parentId = /^U\d{1,15}$/.test(query.parent) ? query.parent : '';
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
      // One level of drill-down: from the agent's own downlines into a sub-agent's.
      cell: (row) =>
        !parentId && row.downlines > 0 ? (
          <button
            type="button"
            className="lv-agent__link"
            onClick={() => setQuery({ parent: row.memberId, parentName: row.account })}
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
      <PeriodPicker {...record.period} timeZone={zone} />
      {parentId && (
        <p className="lv-agent__crumbs">
          <button type="button" className="lv-agent__link" onClick={() => setQuery({ parent: '', parentName: '' })}>
            {t('agent.backToTop')}
          </button>
          <span> · {t('agent.downlinesOf', { account: query.parentName || parentId })}</span>
        </p>
      )}
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
      {result.data && (
        <p role="status">
          {t('agent.incomeTotal', { total: money(result.data.totals.total) })}
          {byKind.map(([kind, total]) => ` · ${kindText(kind)}: ${money(total)}`).join('')}
        </p>
      )}
      <Export
        name="agentIncome"
        params={filter}
        fileName={`my-income-${filter.startDate}-${filter.endDate}.csv`}
        header={columns.map((column) => column.label)}
        toRow={(row) => [row.createdAt, kindText(row.kind), row.reason, row.amount]}
      />
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
      {result.data && (
        <p>
          {t('agent.moneyIn')}: {money(result.data.totals.moneyIn)} · {t('agent.moneyOut')}:{' '}
          {money(result.data.totals.moneyOut)}
        </p>
      )}
      <Export
        name="teamLedger"
        params={filter}
        fileName={`account-details-${filter.startDate}-${filter.endDate}.csv`}
        header={columns.map((column) => column.label)}
        toRow={(row) => [row.createdAt, row.account, kindText(row.kind), row.amount, row.balanceAfter, row.reason]}
      />
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

const REPORTS = {
  members: TeamMembers,
  bets: TeamBets,
  profitLoss: TeamProfitLoss,
  income: MyIncome,
  ledger: TeamLedger,
} as const;

/** AG-04..08: one report of the agent's team, paged and totalled by the platform, with a CSV of the whole filter. */
export default function AgentTeamReports({ report }: AgentTeamReportsProps) {
  useTexts(kitTexts);
  useTexts(recordTexts);
  useTexts(texts);
  const Report = REPORTS[report] ?? TeamMembers;
  return (
    <div className="lv-cashier lv-agent">
      <Report />
    </div>
  );
}

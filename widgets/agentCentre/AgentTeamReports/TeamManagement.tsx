import { Link } from '../../../engine/react/navigation.tsx';
import type { RequestOf } from '../../../schemas/api/index.ts';
import { ACCOUNT_KINDS, TEAM_MEMBER_STATUSES } from '../../../schemas/vocabulary.ts';
import { useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { contractTypesOf, useConsolidated } from '../../../engine/react/centre/useConsolidated.ts';
import { amountColumn } from '../../records/columns.ts';
import { FilterSelect } from '../../records/FilterSelect.tsx';
import { RecordTable, type Column } from '../../records/RecordTable.tsx';
import { RECORD_PAGE_SIZE } from '../../records/useRecordQuery.ts';
import { useUrlState } from '../../records/useUrlState.ts';
import { useWhen } from '../../records/useWhen.ts';
import { DOWNLINE_PARAM, OFFER_TO_PARAM } from '../shared/pageLinks.ts';
import { Export, ReportControls, SearchFilter, given, useMoney, type Row, type Totals } from './reportParts.tsx';
import type { AgentTeamReportsProps } from './schema.ts';

type Member = Row<'teamMembers'>;
export type TeamActions = AgentTeamReportsProps['teamActions'];

/** An account id of the team as the URL may carry it: anything else reads as the top of the team. */
export const teamIdOf = (value: string) => (/^U\d{1,15}$/.test(value) ? value : '');

/** The way back up a drill-down: the agent's own team first, then each account on the way down. */
export function TeamTrail({
  trail,
  onPick,
}: {
  trail: readonly { memberId: string; account: string }[];
  onPick: (memberId: string) => void;
}) {
  const { t } = useT();
  return (
    <nav className="lv-agent__crumbs" aria-label={t('agent.trail')}>
      <ol>
        {trail.length === 0 ? (
          <li aria-current="location">{t('agent.myTeam')}</li>
        ) : (
          <li>
            <button type="button" className="lv-agent__link" onClick={() => onPick('')}>
              {t('agent.myTeam')}
            </button>
          </li>
        )}
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.memberId} aria-current="location">
              {step.account}
            </li>
          ) : (
            <li key={step.memberId}>
              <button type="button" className="lv-agent__link" onClick={() => onPick(step.memberId)}>
                {step.account}
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** A centre link to another of its pages with `params`; this page's own filters stay behind (the brand is kept by the router). */
export function pageHref(page: string, params: Record<string, string | undefined>) {
  const next = new URLSearchParams({ page });
  for (const [name, value] of Object.entries(params)) if (value) next.set(name, value);
  return `?${next.toString()}`;
}

/** What an agent can do for one account of its team: each a link to the centre page that does it. */
function RowActions({ row, actions, canOffer }: { row: Member; actions: TeamActions; canOffer: boolean }) {
  const { t } = useT();
  const href = pageHref;
  return (
    <ul className="lv-agent__actions" aria-label={t('agent.actionsFor', { account: row.account })}>
      <li>
        <Link to={href(actions.transferPage, { [DOWNLINE_PARAM]: row.account })}>{t('agent.actions.transfer')}</Link>
      </li>
      {canOffer && row.level === 1 && (
        <li>
          <Link to={href(actions.contractPage, { [OFFER_TO_PARAM]: row.account })}>{t('agent.actions.contract')}</Link>
        </li>
      )}
      <li>
        <Link to={href(actions.betsPage, { account: row.account })}>{t('agent.actions.bets')}</Link>
      </li>
      <li>
        <Link to={href(actions.profitLossPage, { parent: row.uplineId })}>{t('agent.actions.profitLoss')}</Link>
      </li>
    </ul>
  );
}

/**
 * AG-04 (issue 27): the team as a tree, a level at a time: the agent's direct team, and any account
 * with downlines opens its own, to any depth, with the way back above. Each account shows its
 * balance, status and last login, and what the agent can do for it. A search looks through the
 * whole team at once.
 */
export function TeamManagement({ actions }: { actions: TeamActions }) {
  const { t } = useT();
  const money = useMoney();
  const [query, setQuery] = useUrlState(
    { search: '', kind: '', status: '', parent: '', pageNo: 1 },
    { kind: ['', ...ACCOUNT_KINDS], status: ['', ...TEAM_MEMBER_STATUSES] },
  );
  const parentId = teamIdOf(query.parent);
  const searching = query.search !== '';
  const filter = {
    ...given({
      search: query.search,
      kind: query.kind as (typeof ACCOUNT_KINDS)[number] | '',
      status: query.status as (typeof TEAM_MEMBER_STATUSES)[number] | '',
    }),
    // A search is of the whole team; otherwise one level of it.
    ...(searching ? {} : parentId ? { parentId } : { level: 1 }),
  } as RequestOf<'teamMembers'>;
  const result = useCall(
    'teamMembers',
    { ...filter, pageNo: query.pageNo, pageSize: RECORD_PAGE_SIZE },
    { keepPrevious: true },
  );
  const contracts = useConsolidated();
  const canOffer = contractTypesOf(contracts.data)[actions.contractKind];
  const when = useWhen(result.data?.period.timeZone);
  const open = (memberId: string) => setQuery({ parent: memberId, search: '' });
  const columns: Column<Member, Totals<'teamMembers'>>[] = [
    {
      key: 'account',
      label: t('agent.account'),
      cell: (row) => (
        <span className="lv-agent__who">
          {row.downlines > 0 ? (
            <button
              type="button"
              className="lv-agent__link"
              onClick={() => open(row.memberId)}
              aria-label={t('agent.drillDown', { account: row.account })}
            >
              {row.account} ({row.downlines})
            </button>
          ) : (
            <span>{row.account}</span>
          )}
          {row.nickname && <small>{row.nickname}</small>}
          {searching && <small>{t('agent.underUpline', { upline: row.upline, level: row.level })}</small>}
        </span>
      ),
    },
    { key: 'kind', label: t('agent.kind'), cell: (row) => t(`agent.kinds.${row.kind}`) },
    amountColumn('balance', t('agent.balance'), money, 'balance'),
    { key: 'status', label: t('agent.status'), cell: (row) => t(`agent.statuses.${row.status}`) },
    {
      key: 'lastLogin',
      label: t('agent.lastLogin'),
      cell: (row) => (row.lastLoginAt ? when(row.lastLoginAt) : t('agent.never')),
    },
    {
      key: 'actions',
      label: t('agent.actions.title'),
      cell: (row) => <RowActions row={row} actions={actions} canOffer={canOffer} />,
    },
  ];
  const trail = result.data?.trail ?? [];
  return (
    <>
      <ReportControls>
        <div className="lv-cashier__filters">
          <SearchFilter label={t('agent.search')} value={query.search} onSearch={(search) => setQuery({ search })} />
          <FilterSelect
            label={t('agent.kind')}
            value={query.kind}
            options={ACCOUNT_KINDS}
            text={(option) => t(`agent.kinds.${option}`)}
            onChange={(kind) => setQuery({ kind })}
          />
          <FilterSelect
            label={t('agent.status')}
            value={query.status}
            options={TEAM_MEMBER_STATUSES}
            text={(option) => t(`agent.statuses.${option}`)}
            onChange={(status) => setQuery({ status })}
          />
        </div>
        <Export
          name="teamMembers"
          params={filter}
          fileName="team-members.csv"
          header={[
            t('agent.account'),
            t('agent.nickname'),
            t('agent.kind'),
            t('agent.level'),
            t('agent.upline'),
            t('agent.balance'),
            t('agent.status'),
            t('agent.lastLogin'),
            t('agent.opened'),
          ]}
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
      </ReportControls>
      {!searching && <TeamTrail trail={parentId ? trail : []} onPick={open} />}
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

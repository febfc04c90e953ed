import type { ResponseOf } from '../../schemas/api/index.ts';
import { INCOME_KINDS, type RecordProduct } from '../../schemas/vocabulary.ts';
import { AGENT_TYPES } from '../../schemas/api/memberTypes.ts';
import { statement, type Db } from '../db.ts';
import { publicId } from '../money/ids.ts';
import { MAIN } from '../money/ledger.ts';
import { pageOf, totalPagesOf, type Period } from '../money/periods.ts';
import { PASSWORD_SET_BY } from '../services/accounts.ts';
import { formatMoney } from '../money/format.ts';
import { IN_TEAM, rangeBelow, teamMemberId, trailTo, type Team, type TeamMemberRow } from './tree.ts';
import { betFilters, betPage, periodAnswer } from '../money/betPages.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { renderStored } from '../texts/index.ts';

const HOUR_MS = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();
const AGENT_LIST = AGENT_TYPES.join(', ');
const kindOf = (type: number): 'member' | 'agent' => (AGENT_TYPES.includes(type) ? 'agent' : 'member');
type Paged = { pageNo?: number; pageSize?: number };

interface Sums {
  bets: number;
  stake: number;
  win: number;
  deposit: number;
  withdrawal: number;
}
const add = (a: Sums, b: Sums): Sums => ({
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  win: a.win + b.win,
  deposit: a.deposit + b.deposit,
  withdrawal: a.withdrawal + b.withdrawal,
});

/** Whose money to add up: the account's team below it, or the account and its team. */
type Scope = 'below' | 'withSelf';

/** Sums from the bets and the ledger themselves, for the part hours at a period's ends (zones not on whole hours). */
function rawSums(db: Db, member: { id: number; path: string }, scope: Scope, from: number, to: number): Sums {
  const { path, end } = rangeBelow(member.path);
  const who = `(${IN_TEAM}${scope === 'withSelf' ? ' OR m.id = ?' : ''})`;
  const whoParams = scope === 'withSelf' ? [path, end, member.id] : [path, end];
  const bets = statement(
    db,
    `SELECT COUNT(b.id) AS bets, COALESCE(SUM(b.stake_cents), 0) AS stake, COALESCE(SUM(b.win_cents), 0) AS win
     FROM members m JOIN bets b ON b.member_id = m.id AND b.created_at >= ? AND b.created_at < ? WHERE ${who}`,
  ).get(from, to, ...whoParams) as { bets: number; stake: number; win: number };
  const money = statement(
    db,
    `SELECT COALESCE(SUM(CASE WHEN e.kind = 'deposit' THEN e.amount_cents ELSE 0 END), 0) AS deposit,
       COALESCE(SUM(CASE WHEN e.kind = 'deposit' THEN 0 ELSE -e.amount_cents END), 0) AS withdrawal
     FROM members m JOIN ledger_entries e ON e.member_id = m.id AND e.wallet = '${MAIN}' AND e.created_at >= ? AND e.created_at < ?
       AND e.kind IN ('deposit', 'withdrawal', 'withdrawalRelease') WHERE ${who}`,
  ).get(from, to, ...whoParams) as { deposit: number; withdrawal: number };
  return { ...bets, ...money };
}

/**
 * Bets, deposits and withdrawals of an account's team (and of the account itself, with 'withSelf')
 * in [from, to): whole hours from team_hour_totals, the rest from the rows themselves.
 */
export function teamSums(db: Db, member: { id: number; path: string }, scope: Scope, from: number, to: number): Sums {
  const firstHour = Math.ceil(from / HOUR_MS);
  const endHour = Math.floor(to / HOUR_MS);
  if (firstHour >= endHour) return rawSums(db, member, scope, from, to);
  const hours = statement(
    db,
    `SELECT COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(stake_cents), 0) AS stake, COALESCE(SUM(win_cents), 0) AS win,
       COALESCE(SUM(deposit_cents), 0) AS deposit, COALESCE(SUM(withdrawal_cents), 0) AS withdrawal
     FROM team_hour_totals WHERE member_id = ? AND own IN (0, ?) AND hour >= ? AND hour < ?`,
  ).get(member.id, scope === 'withSelf' ? 1 : 0, firstHour, endHour) as Sums;
  let sums = hours;
  if (from < firstHour * HOUR_MS) sums = add(sums, rawSums(db, member, scope, from, firstHour * HOUR_MS));
  if (endHour * HOUR_MS < to) sums = add(sums, rawSums(db, member, scope, endHour * HOUR_MS, to));
  return sums;
}

/** AG-02: the team's accounts and its money in the period. */
export function teamOverview(db: Db, team: Team, period: Period, now: number): ResponseOf<'teamOverview'> {
  // A period running to now holds every bet since its start: an account is active when its latest bet is.
  const activeNow = period.to > now;
  const counts = statement(
    db,
    `SELECT COUNT(*) AS members, COALESCE(SUM(m.parent_id = ?), 0) AS direct, COALESCE(SUM(m.type IN (${AGENT_LIST})), 0) AS agents,
       COALESCE(SUM(m.created_at >= ? AND m.created_at < ?), 0) AS fresh, COALESCE(SUM(m.last_bet_at >= ?), 0) AS active
     FROM members m WHERE ${IN_TEAM}`,
  ).get(team.agent.id, iso(period.from), iso(period.to), period.from, team.path, team.end) as {
    members: number;
    direct: number;
    agents: number;
    fresh: number;
    active: number;
  };
  const active = activeNow
    ? { n: counts.active }
    : (statement(
        db,
        `SELECT COUNT(*) AS n FROM members m WHERE ${IN_TEAM} AND EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id AND b.created_at >= ? AND b.created_at < ?)`,
      ).get(team.path, team.end, period.from, period.to) as { n: number });
  const sums = teamSums(db, { id: team.agent.id, path: team.path }, 'below', period.from, period.to);
  return {
    period: periodAnswer(period),
    members: counts.members,
    directMembers: counts.direct,
    agents: counts.agents,
    activeMembers: active.n,
    newMembers: counts.fresh,
    deposits: formatMoney(sums.deposit),
    withdrawals: formatMoney(sums.withdrawal),
    bets: sums.bets,
    stakes: formatMoney(sums.stake),
    payouts: formatMoney(sums.win),
    winLoss: formatMoney(sums.win - sums.stake),
  };
}

/** LIKE text that matches `text` literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** AG-04: the team's accounts, newest first, with balance, status and last login. */
export function teamMembers(
  db: Db,
  team: Team,
  period: Period,
  query: Paged & {
    search?: string;
    kind?: 'member' | 'agent';
    status?: 'new' | 'active';
    /** Only the accounts right below this one of the team (a drill-down). */
    parent?: TeamMemberRow | undefined;
    /** Only the accounts this far below the agent. */
    level?: number;
  },
): ResponseOf<'teamMembers'> {
  const { pageNo, pageSize, offset } = pageOf(query);
  const filters = [IN_TEAM];
  const params: (string | number)[] = [team.path, team.end];
  if (query.parent) {
    filters.push('m.parent_id = ?');
    params.push(query.parent.id);
  }
  if (query.level !== undefined) {
    // A path names every account above and then the account itself: '/1/5/9/' is 2 below '/1/'.
    filters.push("length(m.upline_path) - length(replace(m.upline_path, '/', '')) = ?");
    params.push(team.path.split('/').length - 1 + query.level);
  }
  const search = query.search?.trim();
  if (search) {
    filters.push("(m.account LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\')");
    params.push(likeLiteral(search.toLowerCase()), likeLiteral(search));
  }
  if (query.kind) filters.push(`m.type ${query.kind === 'agent' ? '' : 'NOT '}IN (${AGENT_LIST})`);
  // New: the password the agent opened the account with is still its password (AG-04, AUTH-05).
  if (query.status)
    filters.push(
      query.status === 'new'
        ? `m.password_expired = ${PASSWORD_SET_BY.opener}`
        : `m.password_expired != ${PASSWORD_SET_BY.opener}`,
    );
  const where = filters.join(' AND ');
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(m.balance_cents), 0) AS balance FROM members m WHERE ${where}`,
  ).get(...params) as { n: number; balance: number };
  const rows = statement(
    db,
    `SELECT m.id, m.account, m.nickname, m.type, m.upline_path, m.balance_cents, m.password_expired, m.created_at, p.account AS upline, p.id AS upline_id,
       (SELECT MAX(k.last_seen) FROM known_addresses k WHERE k.member_id = m.id) AS last_seen,
       (SELECT COUNT(*) FROM members d WHERE d.upline_path > m.upline_path
         AND d.upline_path < substr(m.upline_path, 1, length(m.upline_path) - 1) || '0') AS downlines
     FROM members m JOIN members p ON p.id = m.parent_id WHERE ${where} ORDER BY m.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as {
    id: number;
    account: string;
    nickname: string | null;
    type: number;
    upline_path: string;
    balance_cents: number;
    password_expired: number;
    created_at: string;
    upline: string;
    upline_id: number;
    last_seen: number | null;
    downlines: number;
  }[];
  const depth = (path: string) => path.split('/').length;
  return {
    list: rows.map((r) => ({
      memberId: teamMemberId(r.id),
      account: r.account,
      nickname: r.nickname ?? '',
      kind: kindOf(r.type),
      level: depth(r.upline_path) - depth(team.path),
      upline: r.upline,
      ...(r.upline_id === team.agent.id ? {} : { uplineId: teamMemberId(r.upline_id) }),
      downlines: r.downlines,
      balance: formatMoney(r.balance_cents),
      status: r.password_expired === PASSWORD_SET_BY.opener ? 'new' : 'active',
      // Seeded addresses carry 0: known, never logged in from.
      lastLoginAt: r.last_seen ? iso(r.last_seen) : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    pageNo,
    totalPages: totalPagesOf(totals.n, pageSize),
    totalRows: totals.n,
    period: periodAnswer(period),
    totals: { balance: formatMoney(totals.balance) },
    ...(query.parent ? { trail: trailTo(db, team, query.parent) } : {}),
  };
}

/** AG-05: the team's bets in the period, newest first; one account's with `memberId`. */
export function teamBets(
  db: Db,
  team: Team,
  period: Period,
  query: Paged & { memberId?: number; gameType?: RecordProduct; status?: 'won' | 'lost' },
): ResponseOf<'teamBets'> {
  const bets = betFilters(query);
  const filters = [IN_TEAM, 'b.created_at >= ? AND b.created_at < ?', ...bets.filters];
  const params: (string | number)[] = [team.path, team.end, period.from, period.to, ...bets.params];
  if (query.memberId !== undefined) {
    filters.push('m.id = ?');
    params.push(query.memberId);
  }
  const from = 'FROM members m JOIN bets b ON b.member_id = m.id';
  return betPage(db, { from, where: filters.join(' AND '), params }, pageOf(query), period, true);
}

/**
 * AG-06: one row per account right below `parent` (the agent, or a sub-agent of its team), each
 * with its own bets and its team's; the totals are everything below the parent.
 */
export function teamProfitLoss(
  db: Db,
  team: Team,
  parent: { id: number; path: string },
  period: Period,
  query: Paged,
  trail?: { memberId: string; account: string }[],
): ResponseOf<'teamProfitLoss'> {
  const { pageNo, pageSize, offset } = pageOf(query);
  const count = (statement(db, 'SELECT COUNT(*) AS n FROM members WHERE parent_id = ?').get(parent.id) as { n: number })
    .n;
  const children = statement(
    db,
    'SELECT id, account, type, upline_path FROM members WHERE parent_id = ? ORDER BY account LIMIT ? OFFSET ?',
  ).all(parent.id, pageSize, offset) as {
    id: number;
    account: string;
    type: number;
    upline_path: string;
  }[];
  const below = (path: string) => {
    const range = rangeBelow(path);
    return (
      statement(db, `SELECT COUNT(*) AS n FROM members m WHERE ${IN_TEAM}`).get(range.path, range.end) as { n: number }
    ).n;
  };
  const totals = teamSums(db, parent, 'below', period.from, period.to);
  return {
    list: children.map((child) => {
      const sums = teamSums(db, { id: child.id, path: child.upline_path }, 'withSelf', period.from, period.to);
      return {
        memberId: teamMemberId(child.id),
        account: child.account,
        kind: kindOf(child.type),
        downlines: below(child.upline_path),
        bets: sums.bets,
        stake: formatMoney(sums.stake),
        payout: formatMoney(sums.win),
        winLoss: formatMoney(sums.win - sums.stake),
      };
    }),
    pageNo,
    totalPages: totalPagesOf(count, pageSize),
    totalRows: count,
    period: periodAnswer(period),
    totals: {
      bets: totals.bets,
      stake: formatMoney(totals.stake),
      payout: formatMoney(totals.win),
      winLoss: formatMoney(totals.win - totals.stake),
    },
    ...(trail ? { trail } : {}),
  };
}

/** AG-07: the agent's own income rows of the ledger (commission, dividend, salaries), totals by kind. */
export function agentIncome(
  db: Db,
  team: Team,
  period: Period,
  query: Paged & { kind?: string },
  language: ContentLanguage,
): ResponseOf<'agentIncome'> {
  const { pageNo, pageSize, offset } = pageOf(query);
  const kinds = query.kind ? [query.kind] : [...INCOME_KINDS];
  const where = `member_id = ? AND wallet = '${MAIN}' AND created_at >= ? AND created_at < ? AND kind IN (${kinds.map(() => '?').join(', ')})`;
  const params = [team.agent.id, period.from, period.to, ...kinds];
  const byKind = statement(
    db,
    `SELECT kind, COUNT(*) AS n, SUM(amount_cents) AS total FROM ledger_entries WHERE ${where} GROUP BY kind`,
  ).all(...params) as { kind: string; n: number; total: number }[];
  const rows = statement(
    db,
    `SELECT id, kind, amount_cents, reason, created_at, text_code, text_params FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as {
    id: number;
    kind: string;
    amount_cents: number;
    reason: string;
    created_at: number;
    text_code: string | null;
    text_params: string | null;
  }[];
  const n = byKind.reduce((sum, k) => sum + k.n, 0);
  return {
    list: rows.map((r) => ({
      entryId: publicId('L', r.id),
      kind: r.kind,
      amount: formatMoney(r.amount_cents),
      reason: renderStored(language, r.text_code, r.text_params, r.reason),
      createdAt: iso(r.created_at),
    })),
    pageNo,
    totalPages: totalPagesOf(n, pageSize),
    totalRows: n,
    period: periodAnswer(period),
    totals: {
      total: formatMoney(byKind.reduce((sum, k) => sum + k.total, 0)),
      byKind: Object.fromEntries(byKind.map((k) => [k.kind, formatMoney(k.total)])),
    },
  };
}

/** AG-08: the team's main-wallet ledger rows, newest first; one account's with `memberId`. */
export function teamLedger(
  db: Db,
  team: Team,
  period: Period,
  query: Paged & { memberId?: number; kind?: string },
  language: ContentLanguage,
): ResponseOf<'teamLedger'> {
  const { pageNo, pageSize, offset } = pageOf(query);
  const filters = [IN_TEAM, `e.wallet = '${MAIN}' AND e.created_at >= ? AND e.created_at < ?`];
  const params: (string | number)[] = [team.path, team.end, period.from, period.to];
  if (query.memberId !== undefined) {
    filters.push('m.id = ?');
    params.push(query.memberId);
  }
  if (query.kind) {
    filters.push('e.kind = ?');
    params.push(query.kind);
  }
  const where = filters.join(' AND ');
  const from = 'FROM members m JOIN ledger_entries e ON e.member_id = m.id';
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(MAX(e.amount_cents, 0)), 0) AS moneyIn, COALESCE(SUM(MIN(e.amount_cents, 0)), 0) AS moneyOut ${from} WHERE ${where}`,
  ).get(...params) as { n: number; moneyIn: number; moneyOut: number };
  const rows = statement(
    db,
    `SELECT e.id, m.account, e.kind, e.amount_cents, e.balance_after_cents, e.reason, e.created_at, e.text_code, e.text_params ${from} WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as {
    id: number;
    account: string;
    kind: string;
    amount_cents: number;
    balance_after_cents: number;
    reason: string;
    created_at: number;
    text_code: string | null;
    text_params: string | null;
  }[];
  return {
    list: rows.map((r) => ({
      entryId: publicId('L', r.id),
      account: r.account,
      kind: r.kind,
      amount: formatMoney(r.amount_cents),
      balanceAfter: formatMoney(r.balance_after_cents),
      reason: renderStored(language, r.text_code, r.text_params, r.reason),
      createdAt: iso(r.created_at),
    })),
    pageNo,
    totalPages: totalPagesOf(totals.n, pageSize),
    totalRows: totals.n,
    period: periodAnswer(period),
    totals: {
      moneyIn: formatMoney(totals.moneyIn),
      moneyOut: formatMoney(-totals.moneyOut),
      net: formatMoney(totals.moneyIn + totals.moneyOut),
    },
  };
}

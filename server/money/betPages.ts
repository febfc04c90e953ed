import { RECORD_PRODUCT_GAME_TYPES, type RecordProduct } from '../../schemas/vocabulary.ts';
import { statement, type Db } from '../db.ts';
import { formatMoney } from './format.ts';
import { publicId } from './ids.ts';
import { totalPagesOf, type Period } from './periods.ts';

/** A period as every record answer names it: its days and the zone they were counted in. */
export const periodAnswer = (p: Period) => ({ startDate: p.startDate, endDate: p.endDate, timeZone: p.timeZone });

/** SQL conditions (on `bets b`) and their parameters for the filters a bet record offers. */
export function betFilters(query: {
  gameType?: RecordProduct | undefined;
  vendor?: string | undefined;
  status?: 'won' | 'lost' | undefined;
}) {
  const filters: string[] = [];
  const params: (string | number)[] = [];
  if (query.gameType) {
    // A product is several stored game types (Lottery: LOTT and ELOTT).
    const types = RECORD_PRODUCT_GAME_TYPES[query.gameType];
    filters.push(`b.game_type IN (${types.map(() => '?').join(', ')})`);
    params.push(...types);
  }
  if (query.vendor) {
    filters.push('b.vendor = ?');
    params.push(query.vendor.toUpperCase());
  }
  if (query.status) filters.push(query.status === 'won' ? 'b.win_cents > 0' : 'b.win_cents = 0');
  return { filters, params };
}

interface BetRow {
  id: number;
  account?: string;
  vendor: string;
  game_type: string;
  stake_cents: number;
  win_cents: number;
  created_at: number;
  name: string;
}

type Bet<WithAccount extends boolean> = (WithAccount extends true ? { account: string } : unknown) & {
  betId: string;
  gameName: string;
  vendor: string;
  gameType: string;
  stake: string;
  payout: string;
  winLoss: string;
  status: 'won' | 'lost';
  createdAt: string;
};

/**
 * One page of bets, newest first, with the totals over the whole filter: the member's betting record
 * (MC-07) and the agent's team bets (AG-05) read the same rows. `from` joins what `where` filters on
 * (the member's bets, or the team's members and their bets); `withAccount` names each bet's account.
 */
export function betPage<WithAccount extends boolean>(
  db: Db,
  sql: { from: string; where: string; params: readonly (string | number)[] },
  page: { pageNo: number; pageSize: number; offset: number },
  period: Period,
  withAccount: WithAccount,
) {
  const { from, where, params } = sql;
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(b.stake_cents), 0) AS stake, COALESCE(SUM(b.win_cents), 0) AS payout ${from} WHERE ${where}`,
  ).get(...params) as { n: number; stake: number; payout: number };
  const rows = statement(
    db,
    `SELECT b.id, ${withAccount ? 'm.account, ' : ''}b.vendor, b.game_type, b.stake_cents, b.win_cents, b.created_at, g.name
     ${from} JOIN games g ON g.node_id = b.node_id
     WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, page.pageSize, page.offset) as BetRow[];
  const list = rows.map(
    (r) =>
      ({
        betId: publicId('B', r.id),
        ...(withAccount ? { account: r.account } : {}),
        gameName: r.name,
        vendor: r.vendor,
        gameType: r.game_type,
        stake: formatMoney(r.stake_cents),
        payout: formatMoney(r.win_cents),
        winLoss: formatMoney(r.win_cents - r.stake_cents),
        status: r.win_cents > 0 ? 'won' : 'lost',
        createdAt: new Date(r.created_at).toISOString(),
      }) as Bet<WithAccount>,
  );
  return {
    list,
    pageNo: page.pageNo,
    totalPages: totalPagesOf(totals.n, page.pageSize),
    totalRows: totals.n,
    period: periodAnswer(period),
    totals: {
      stake: formatMoney(totals.stake),
      payout: formatMoney(totals.payout),
      winLoss: formatMoney(totals.payout - totals.stake),
    },
  };
}

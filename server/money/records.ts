import type { ResponseOf } from '../../schemas/api/index.ts';
import { recordPeriodOf } from './recordPeriod.ts';
import { INCOME_KINDS, type RecordProduct } from '../../schemas/vocabulary.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, type Db } from '../db.ts';
import { formatMoney } from './format.ts';
import { SearchCache } from '../catalogue/searchCache.ts';
import { publicId } from './ids.ts';
import { MAIN, type LedgerKind } from './ledger.ts';
import { pageOf, totalPagesOf, type Period } from './periods.ts';
import { betFilters, betPage, periodAnswer } from './betPages.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { renderStored } from '../texts/index.ts';

const iso = (at: number) => new Date(at).toISOString();
type PagedQuery = { pageNo?: number; pageSize?: number; startDate?: string; endDate?: string };

type BetQuery = PagedQuery & { gameType?: RecordProduct; vendor?: string; status?: 'won' | 'lost' };

/**
 * Betting record answers by their exact question, per database. A member's rounds change only when
 * they play (server/catalogue/bets.ts calls betsChanged), so an answer stays right until then: the
 * record a member pages through, or reopens, costs a map lookup instead of summing a month of rounds.
 */
const answers = new WeakMap<Db, SearchCache<ResponseOf<'bettingRecord'>>>();
const versions = new WeakMap<Db, Map<number, number>>();

/** A member played: their cached betting record answers are no longer right. */
export function betsChanged(db: Db, memberId: number): void {
  let byMember = versions.get(db);
  if (!byMember) versions.set(db, (byMember = new Map()));
  byMember.set(memberId, (byMember.get(memberId) ?? 0) + 1);
}

/** The betting record (MC-07): the member's rounds in the period, one page, totals over the filter. */
export function bettingRecord(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: BetQuery,
  now: number,
): ResponseOf<'bettingRecord'> {
  const period = recordPeriodOf(db, brand, query, now);
  const { pageNo, pageSize } = pageOf(query);
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new SearchCache(2000)));
  const version = versions.get(db)?.get(memberId) ?? 0;
  const key = JSON.stringify([
    memberId,
    version,
    period.startDate,
    period.endDate,
    period.timeZone,
    pageNo,
    pageSize,
    query.gameType,
    query.vendor,
    query.status,
  ]);
  return cache.get(key, () => readBettingRecord(db, memberId, query, period));
}

function readBettingRecord(db: Db, memberId: number, query: BetQuery, period: Period): ResponseOf<'bettingRecord'> {
  const bets = betFilters(query);
  const where = ['b.member_id = ? AND b.created_at >= ? AND b.created_at < ?', ...bets.filters].join(' AND ');
  const params = [memberId, period.from, period.to, ...bets.params];
  return betPage(db, { from: 'FROM bets b', where, params }, pageOf(query), period, false);
}

interface EntryRow {
  id: number;
  kind: LedgerKind;
  amount_cents: number;
  balance_after_cents: number;
  reason: string;
  reference: string;
  created_at: number;
  text_code: string | null;
  text_params: string | null;
}

/** A ledger row's words in the reader's language (rows written without a text code: as stored). */
const wordsOf = (row: EntryRow, language: ContentLanguage) =>
  renderStored(language, row.text_code, row.text_params, row.reason);

function ledgerPage(db: Db, memberId: number, period: Period, kinds: readonly LedgerKind[] | null, query: PagedQuery) {
  const { pageNo, pageSize, offset } = pageOf(query);
  const where = `member_id = ? AND wallet = '${MAIN}' AND created_at >= ? AND created_at < ?${kinds ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : ''}`;
  const params = [memberId, period.from, period.to, ...(kinds ?? [])];
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(MAX(amount_cents, 0)), 0) AS moneyIn, COALESCE(SUM(MIN(amount_cents, 0)), 0) AS moneyOut,
       COALESCE(SUM(CASE WHEN kind = 'bonus' THEN amount_cents ELSE 0 END), 0) AS bonus, COALESCE(SUM(CASE WHEN kind = 'rebate' THEN amount_cents ELSE 0 END), 0) AS rebate
     FROM ledger_entries WHERE ${where}`,
  ).get(...params) as { n: number; moneyIn: number; moneyOut: number; bonus: number; rebate: number };
  const rows = statement(
    db,
    `SELECT id, kind, amount_cents, balance_after_cents, reason, reference, created_at, text_code, text_params FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as EntryRow[];
  return { rows, totals, pageNo, totalPages: totalPagesOf(totals.n, pageSize) };
}

/** The account record (MC-08): every main-wallet ledger row in the period, by kind if asked. */
export function accountRecord(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: PagedQuery & { kind?: LedgerKind },
  now: number,
  language: ContentLanguage,
): ResponseOf<'accountRecord'> {
  const period = recordPeriodOf(db, brand, query, now);
  const { rows, totals, pageNo, totalPages } = ledgerPage(
    db,
    memberId,
    period,
    query.kind ? [query.kind] : null,
    query,
  );
  return {
    list: rows.map((r) => ({
      entryId: publicId('L', r.id),
      kind: r.kind,
      amount: formatMoney(r.amount_cents),
      balanceAfter: formatMoney(r.balance_after_cents),
      reason: wordsOf(r, language),
      reference: r.reference,
      createdAt: iso(r.created_at),
    })),
    pageNo,
    totalPages,
    totalRows: totals.n,
    period: periodAnswer(period),
    totals: {
      moneyIn: formatMoney(totals.moneyIn),
      moneyOut: formatMoney(-totals.moneyOut),
      net: formatMoney(totals.moneyIn + totals.moneyOut),
    },
  };
}

/** Bonus details: the bonus and rebate rows of the ledger. */
export function bonusDetails(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: PagedQuery & { kind?: 'bonus' | 'rebate' },
  now: number,
  language: ContentLanguage,
): ResponseOf<'bonusDetails'> {
  const period = recordPeriodOf(db, brand, query, now);
  const { rows, totals, pageNo, totalPages } = ledgerPage(
    db,
    memberId,
    period,
    query.kind ? [query.kind] : ['bonus', 'rebate'],
    query,
  );
  return {
    list: rows.map((r) => ({
      entryId: publicId('L', r.id),
      kind: r.kind as 'bonus' | 'rebate',
      amount: formatMoney(r.amount_cents),
      reason: wordsOf(r, language),
      createdAt: iso(r.created_at),
    })),
    pageNo,
    totalPages,
    totalRows: totals.n,
    period: periodAnswer(period),
    totals: {
      bonus: formatMoney(totals.bonus),
      rebate: formatMoney(totals.rebate),
      total: formatMoney(totals.bonus + totals.rebate),
    },
  };
}

/**
 * Profit and loss (MC-09): the main wallet's balance before the period, the period's movements by
 * kind, and the balance at its end, all from the ledger: opening + movements = closing to the cent.
 */
export function profitLoss(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: { startDate?: string; endDate?: string },
  now: number,
): ResponseOf<'profitLoss'> {
  const period = recordPeriodOf(db, brand, query, now);
  const sumBefore = (at: number) =>
    (
      statement(
        db,
        `SELECT COALESCE(SUM(amount_cents), 0) AS total FROM ledger_entries WHERE member_id = ? AND wallet = '${MAIN}' AND created_at < ?`,
      ).get(memberId, at) as {
        total: number;
      }
    ).total;
  const byKind = new Map(
    (
      statement(
        db,
        `SELECT kind, SUM(amount_cents) AS total FROM ledger_entries WHERE member_id = ? AND wallet = '${MAIN}' AND created_at >= ? AND created_at < ? GROUP BY kind`,
      ).all(memberId, period.from, period.to) as { kind: LedgerKind; total: number }[]
    ).map((r) => [r.kind, r.total]),
  );
  const of = (...kinds: LedgerKind[]) => kinds.reduce((sum, kind) => sum + (byKind.get(kind) ?? 0), 0);
  const opening = sumBefore(period.from);
  const movements = [...byKind.values()].reduce((a, b) => a + b, 0);
  return {
    period: periodAnswer(period),
    openingBalance: formatMoney(opening),
    deposits: formatMoney(of('deposit')),
    withdrawals: formatMoney(of('withdrawal', 'withdrawalRelease')),
    transfers: formatMoney(of('transfer')),
    stakes: formatMoney(of('bet')),
    wins: formatMoney(of('win')),
    // An agent's income (salaries, dividends, commission) comes in as bonuses do: the statement adds up.
    bonuses: formatMoney(of('bonus', ...INCOME_KINDS)),
    rebates: formatMoney(of('rebate')),
    adjustments: formatMoney(of('adjustment')),
    closingBalance: formatMoney(opening + movements),
    gameWinLoss: formatMoney(of('bet', 'win')),
  };
}

import type { RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import { recordPeriodOf } from './recordPeriod.ts';
import type { PlatformBrand } from '../brands.ts';
import type { ContractKind, Period } from '../team/contracts.ts';
import { statement, type Db } from '../db.ts';
import { cashierConfig } from './config.ts';
import { post } from './ledger.ts';
import { sendCashierMessage } from './messages.ts';
import { formatMoney } from './format.ts';
import { dayOf, pageOf, startOfDay, totalPagesOf } from './periods.ts';
import { renderText, text } from '../texts/index.ts';

/** Real-time salary settles every 5 minutes (CONTRACT-08, CONST-18). */
export const REALTIME_PERIOD_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** How often the platform looks for periods that have ended: a minute, well inside the shortest period. */
export const SETTLEMENT_INTERVAL_MS = 60 * 1000;

export interface SettlementPeriod {
  /** First instant, inclusive. */
  start: number;
  /** First instant after, exclusive. */
  end: number;
}

/** '2026-11-25' moved by whole days (calendar arithmetic, no zone). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const dayPeriod = (first: string, next: string, timeZone: string): SettlementPeriod => ({
  start: startOfDay(first, timeZone),
  end: startOfDay(next, timeZone),
});

/**
 * The settlement period holding `at`, in the brand's reporting zone: real-time salary 5 minutes,
 * hourly salary an hour, daily salary a day; a dividend its contract's period (CONTRACT-09, ENT-17):
 * a day, a week from Monday, a half month (1st–15th, 16th–end) or a month.
 */
export function periodContaining(kind: ContractKind, period: Period, at: number, timeZone: string): SettlementPeriod {
  if (kind === 'realtimeSalary') {
    const start = Math.floor(at / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS;
    return { start, end: start + REALTIME_PERIOD_MS };
  }
  const day = dayOf(at, timeZone);
  const dayStart = startOfDay(day, timeZone);
  if (kind === 'hourlySalary') {
    const start = dayStart + Math.floor((at - dayStart) / HOUR_MS) * HOUR_MS;
    return { start, end: Math.min(start + HOUR_MS, startOfDay(addDays(day, 1), timeZone)) };
  }
  const which = kind === 'dailySalary' ? 'D' : period;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = day.slice(0, 8);
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  switch (which) {
    case 'D':
      return dayPeriod(day, addDays(day, 1), timeZone);
    case 'W': {
      const monday = addDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
      return dayPeriod(monday, addDays(monday, 7), timeZone);
    }
    case 'H':
      return d <= 15 ? dayPeriod(`${month}01`, `${month}16`, timeZone) : dayPeriod(`${month}16`, nextMonth, timeZone);
    case 'M':
      return dayPeriod(`${month}01`, nextMonth, timeZone);
  }
}

interface SignedContract {
  id: number;
  brand: string;
  kind: ContractKind;
  downline_id: number;
  rate: string;
  period: Period;
  min_active_members: number;
  min_bet_cents: number;
  accepted_at: number;
  ended_at: number | null;
  settled_to: number | null;
  /** The holder's account name, for the operator's rehearsal. */
  account: string;
}

export interface TeamFigures {
  activeMembers: number;
  validBetCents: number;
  /** Wins minus stakes: the players' side. */
  profitLossCents: number;
}

/** The bets of a member's whole team (the member and every downline below) in [from, to). */
export function teamFigures(db: Db, memberId: number, from: number, to: number): TeamFigures {
  const row = statement(
    db,
    `WITH RECURSIVE team(id) AS (SELECT ? UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)
     SELECT COUNT(DISTINCT b.member_id) AS active, COALESCE(SUM(b.stake_cents), 0) AS stake, COALESCE(SUM(b.win_cents), 0) AS win
     FROM bets b WHERE b.member_id IN (SELECT id FROM team) AND b.created_at >= ? AND b.created_at < ?`,
  ).get(memberId, from, to) as { active: number; stake: number; win: number };
  return { activeMembers: row.active, validBetCents: row.stake, profitLossCents: row.win - row.stake };
}

/**
 * What a period earns (CONTRACT-02): nothing unless the team had the contract's active members and
 * bet amount; then a salary is the rate of the valid bet, a dividend the rate of the team's loss
 * (nothing when the team won). Rounded down to the cent, in exact integer arithmetic.
 */
export function earned(
  kind: ContractKind,
  rate: string,
  minActiveMembers: number,
  minBetCents: number,
  figures: TeamFigures,
): number {
  if (figures.activeMembers < minActiveMembers || figures.validBetCents < minBetCents || figures.activeMembers === 0)
    return 0;
  const base = kind === 'dividend' ? Math.max(0, -figures.profitLossCents) : figures.validBetCents;
  const [whole, decimals = ''] = rate.split('.');
  const basisPoints = BigInt(Number(whole) * 100 + Number(decimals.padEnd(2, '0')));
  return Number((BigInt(base) * basisPoints) / 10_000n);
}

const periodText = (period: SettlementPeriod, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${format.format(period.start).replace(',', '')} – ${format.format(period.end).replace(',', '')}`;
};

/** What one period of a contract earns, from the bets of the part of the period the contract ran. */
function periodPay(
  db: Db,
  contract: SignedContract,
  period: SettlementPeriod,
): { figures: TeamFigures; amountCents: number } {
  const from = Math.max(period.start, contract.accepted_at);
  const to = Math.min(period.end, contract.ended_at ?? period.end);
  const figures = teamFigures(db, contract.downline_id, from, to);
  return {
    figures,
    amountCents: earned(contract.kind, contract.rate, contract.min_active_members, contract.min_bet_cents, figures),
  };
}

/** The account record's words for a payment; a rehearsal prints the same words. */
const paymentReason = (contract: SignedContract, period: SettlementPeriod, timeZone: string) =>
  text('ledger.contractPayment', {
    contract: text(`contract.${contract.kind}`),
    id: contract.id,
    period: periodText(period, timeZone),
    rate: contract.rate,
  });

/**
 * Settles one period of one contract: the settlement row (unique per contract and period) and the
 * payment into the ledger with a message to the holder, in one IMMEDIATE transaction. A period
 * already settled (by a racing settlement, or before a restart) inserts nothing and pays nothing.
 * The ledger row is dated at the period's end, the moment the pay became due, so the account record
 * and my income list it with the day it was earned for, whenever the settlement ran (a backlog after
 * a stop included); the settlement row and the message carry the time it was written.
 * Returns the cents paid, or undefined when the period was settled already.
 */
function settlePeriod(
  db: Db,
  brand: PlatformBrand,
  contract: SignedContract,
  period: SettlementPeriod,
  now: number,
): number | undefined {
  const work = db.transaction(() => {
    const { figures, amountCents } = periodPay(db, contract, period);
    const inserted = statement(
      db,
      `INSERT OR IGNORE INTO contract_settlements
         (contract_id, member_id, period_start, period_end, active_members, valid_bet_cents, profit_loss_cents, amount_cents, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      contract.id,
      contract.downline_id,
      period.start,
      period.end,
      figures.activeMembers,
      figures.validBetCents,
      figures.profitLossCents,
      amountCents,
      now,
    );
    if (inserted.changes === 0) return undefined;
    if (amountCents > 0) {
      const reason = paymentReason(contract, period, cashierConfig(db, brand).timeZone);
      // Written as its contract type, an income kind: the holder's my income lists it (AG-07).
      post(db, {
        memberId: contract.downline_id,
        kind: contract.kind,
        amountCents,
        reason,
        reference: `S${inserted.lastInsertRowid}`,
        at: period.end,
      });
      sendCashierMessage(db, brand, contract.downline_id, 'CONTRACT_PAID', { amountCents, reason }, now);
    }
    return amountCents;
  });
  // IMMEDIATE: the write lock is taken before reading, so two processes settling at once queue
  // instead of both reading "not settled" and one failing to upgrade its lock.
  return work.immediate();
}

export interface SettlementRun {
  /** Periods settled by this run. */
  periods: number;
  contracts: number;
  paidCents: number;
  /** Stopped at maxPeriods with periods still due. */
  more: boolean;
}

/** Signed contracts with a period not settled yet that started before `until`. */
function contractsToSettle(db: Db, until: number): SignedContract[] {
  return db
    .prepare(
      `SELECT c.id, c.brand, c.kind, c.downline_id, c.rate, c.period, c.min_active_members, c.min_bet_cents, c.accepted_at, c.ended_at,
              (SELECT MAX(s.period_end) FROM contract_settlements s WHERE s.contract_id = c.id) AS settled_to,
              (SELECT m.account FROM members m WHERE m.id = c.downline_id) AS account
       FROM contracts c WHERE c.accepted_at IS NOT NULL AND c.accepted_at < ?
         AND (c.ended_at IS NULL OR c.ended_at > COALESCE((SELECT MAX(s.period_end) FROM contract_settlements s WHERE s.contract_id = c.id), 0))
       ORDER BY c.id`,
    )
    .all(until) as SignedContract[];
}

/** A contract's periods after its last settled one that end by `until`, oldest first. */
function* periodsDue(contract: SignedContract, timeZone: string, until: number): Generator<SettlementPeriod> {
  let cursor = contract.settled_to ?? contract.accepted_at;
  for (;;) {
    const period = periodContaining(contract.kind, contract.period, cursor, timeZone);
    if (period.end > until || (contract.ended_at !== null && period.start >= contract.ended_at)) return;
    yield period;
    cursor = period.end;
  }
}

/**
 * Settles every signed contract's periods that ended by `now` and are not settled yet, oldest
 * first, each in its own transaction (a kill -9 loses at most the period being written, which the
 * next run settles). A period still running is never paid: bets placed later in it would be
 * left out. Contracts ended part-way through a period are paid for the part they ran.
 */
export function settleContracts(
  db: Db,
  brands: ReadonlyMap<string, PlatformBrand>,
  now: number,
  maxPeriods = Infinity,
): SettlementRun {
  const run: SettlementRun = { periods: 0, contracts: 0, paidCents: 0, more: false };
  for (const contract of contractsToSettle(db, now)) {
    const brand = brands.get(contract.brand);
    if (!brand) continue;
    let settledAny = false;
    for (const period of periodsDue(contract, cashierConfig(db, brand).timeZone, now)) {
      if (run.periods >= maxPeriods) {
        run.more = true;
        return run;
      }
      const paid = settlePeriod(db, brand, contract, period, now);
      if (paid !== undefined) {
        run.periods += 1;
        run.paidCents += paid;
        settledAny = true;
      }
    }
    if (settledAny) run.contracts += 1;
  }
  return run;
}

export interface RehearsedPayment {
  contractId: string;
  brand: string;
  account: string;
  kind: ContractKind;
  period: SettlementPeriod;
  /** The words the account record will show. */
  reason: string;
  validBetCents: number;
  amountCents: number;
  /** The period runs past `now`: its figures are the bets recorded so far. */
  open: boolean;
}

export interface Rehearsal {
  at: number;
  /** Every period a settlement at `at` would pay something for, per contract, oldest first. */
  payments: RehearsedPayment[];
  /** Periods it would settle, paying or not. */
  periods: number;
  contracts: number;
  paidCents: number;
  /** Of those periods, the ones that have not ended by `now`. */
  openPeriods: number;
}

/**
 * What settling as at `at` would pay (`contracts settle +MINUTES`, the operator's rehearsal), read
 * in one snapshot and written nowhere: no settlement row, ledger row, balance or message. A period
 * that has not ended by `now` is computed from the bets recorded so far; the real settlement pays
 * it only after its end, from every bet then recorded.
 */
export function rehearseSettlement(
  db: Db,
  brands: ReadonlyMap<string, PlatformBrand>,
  at: number,
  now: number,
): Rehearsal {
  const read = db.transaction((): Rehearsal => {
    const rehearsal: Rehearsal = { at, payments: [], periods: 0, contracts: 0, paidCents: 0, openPeriods: 0 };
    for (const contract of contractsToSettle(db, at)) {
      const brand = brands.get(contract.brand);
      if (!brand) continue;
      const timeZone = cashierConfig(db, brand).timeZone;
      let any = false;
      for (const period of periodsDue(contract, timeZone, at)) {
        const { figures, amountCents } = periodPay(db, contract, period);
        any = true;
        rehearsal.periods += 1;
        rehearsal.paidCents += amountCents;
        if (period.end > now) rehearsal.openPeriods += 1;
        if (amountCents > 0) {
          rehearsal.payments.push({
            contractId: `C-${contract.id}`,
            brand: contract.brand,
            account: contract.account,
            kind: contract.kind,
            period,
            reason: renderText('EN', paymentReason(contract, period, timeZone)),
            validBetCents: figures.validBetCents,
            amountCents,
            open: period.end > now,
          });
        }
      }
      if (any) rehearsal.contracts += 1;
    }
    return rehearsal;
  });
  // DEFERRED and read-only: one consistent view without taking the write lock players' calls need.
  return read.deferred();
}

/** Periods settled before the server answers requests again: a long backlog never stalls the site. */
const PERIODS_PER_TURN = 100;

/** The platform's settlement clock: at start, then every minute (main.ts); a backlog is worked off in turns. */
export function startContractSettlement(
  db: Db,
  brands: ReadonlyMap<string, PlatformBrand>,
  clock: () => number = Date.now,
): () => void {
  let running = false;
  const turn = (now: number) => {
    try {
      if (settleContracts(db, brands, now, PERIODS_PER_TURN).more) {
        setImmediate(() => turn(now));
        return;
      }
    } catch (error) {
      // A busy database or a bad row must not stop the clock: the next tick settles what is left.
      console.error('contract settlement:', error instanceof Error ? error.message : error);
    }
    running = false;
  };
  const tick = () => {
    if (running) return;
    running = true;
    turn(clock());
  };
  setImmediate(tick);
  const timer = setInterval(tick, SETTLEMENT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * What the member's contracts paid it, or what it paid under the contracts it offered (CALL-141,
 * `side`): one row per contract and settled period ending in the chosen days, newest first, with
 * the totals of the whole filter (AG-09..12, CONTRACT-02).
 */
export function contractPayments(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  query: RequestOf<'contractPayments'>,
  now: number,
): ResponseOf<'contractPayments'> {
  const period = recordPeriodOf(db, brand, query, now);
  const { pageNo, pageSize, offset } = pageOf(query);
  // Received: the member holds the contract and was paid; paid: the member offered it and paid.
  const whose = query.side === 'paid' ? 'c.upline_id' : 's.member_id';
  const where = `${whose} = ? AND s.period_end > ? AND s.period_end <= ? AND (? IS NULL OR c.kind = ?) AND (? = 0 OR s.amount_cents > 0)`;
  const params = [memberId, period.from, period.to, query.kind ?? null, query.kind ?? null, query.paidOnly ? 1 : 0];
  const totals = statement(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(s.valid_bet_cents), 0) AS bet, COALESCE(SUM(s.amount_cents), 0) AS amount
     FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id WHERE ${where}`,
  ).get(...params) as { n: number; bet: number; amount: number };
  const rows = statement(
    db,
    `SELECT s.id, s.contract_id, c.kind, c.rate, s.period_start, s.period_end, s.active_members, s.valid_bet_cents, s.profit_loss_cents, s.amount_cents, d.account AS downline
     FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id JOIN members d ON d.id = c.downline_id WHERE ${where} ORDER BY s.period_end DESC, s.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, pageSize, offset) as {
    id: number;
    contract_id: number;
    kind: ContractKind;
    rate: string;
    period_start: number;
    period_end: number;
    active_members: number;
    valid_bet_cents: number;
    profit_loss_cents: number;
    amount_cents: number;
    downline: string;
  }[];
  return {
    list: rows.map((r) => ({
      settlementId: `S${r.id}`,
      contractId: `C-${r.contract_id}`,
      downline: r.downline,
      kind: r.kind,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      activeMembers: r.active_members,
      rate: r.rate,
      validBet: formatMoney(r.valid_bet_cents),
      profitLoss: formatMoney(r.profit_loss_cents),
      amount: formatMoney(r.amount_cents),
    })),
    pageNo,
    totalPages: totalPagesOf(totals.n, pageSize),
    totalRows: totals.n,
    period: { startDate: period.startDate, endDate: period.endDate, timeZone: period.timeZone },
    totals: { validBet: formatMoney(totals.bet), amount: formatMoney(totals.amount) },
  };
}

import { rulesOf, type LimitKind, type LimitPeriod, type ProfileRules } from '../../schemas/compliance/profiles.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, type Db } from '../db.ts';
import { cashierConfig } from '../money/config.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney, parseMoney } from '../money/format.ts';
import { text } from '../texts/index.ts';
import { minutesLoggedIn } from './sessionTime.ts';
import { windowOf, type Window } from './windows.ts';

/** The brand's licence rules (brand JSON `compliance.profile`; schemas/compliance/profiles.ts). */
export const rulesFor = (brand: Pick<PlatformBrand, 'complianceProfile'>): ProfileRules =>
  rulesOf(brand.complianceProfile);

/** A limit as stored: minor units of money, or minutes for a session limit; null is none. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  /** When the pending change takes effect; null: none pending. */
  pending_at: number | null;
}

/** A limit as typed: money in minor units, or whole minutes for a session limit; null removes it. */
export function parseLimit(kind: LimitKind, typed: string | null): number | null {
  if (typed === null) return null;
  if (kind !== 'session') return parseMoney(typed);
  if (!/^\d{1,6}$/.test(typed) || Number(typed) < 1)
    throw new PlatformError('VALIDATION_FAILED', text('error.limitMinutes'));
  return Number(typed);
}

/** Stores a limit as it now stands, in force and pending. */
export function writeLimit(db: Db, memberId: number, row: LimitRow, now: number): void {
  statement(
    db,
    `INSERT INTO rg_limits (member_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
       pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
  ).run(memberId, row.kind, row.period, row.amount, row.pending_amount, row.pending_at, now);
}

/** The limit in force at `now`: a pending change whose cooling-off has ended is in force. */
export function inForce(row: LimitRow, now: number): { amount: number | null; pending: LimitRow['pending_at'] } {
  if (row.pending_at !== null && row.pending_at <= now) return { amount: row.pending_amount, pending: null };
  return { amount: row.amount, pending: row.pending_at };
}

export function limitRows(db: Db, memberId: number): LimitRow[] {
  return statement(
    db,
    'SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE member_id = ?',
  ).all(memberId) as LimitRow[];
}

export function limitRow(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod): LimitRow {
  return (
    (statement(
      db,
      'SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    ).get(memberId, kind, period) as LimitRow | undefined) ?? {
      kind,
      period,
      amount: null,
      pending_amount: null,
      pending_at: null,
    }
  );
}

/**
 * What a limit has counted in the window: deposits asked for (pending or credited: a pending one may
 * still be credited), money staked, money lost (stakes less wins, never below 0), or minutes logged in.
 */
export function usedIn(
  db: Db,
  memberId: number,
  kind: LimitKind,
  window: Window,
  now: number,
  session: string | null,
): number {
  if (kind === 'session') return minutesLoggedIn(db, memberId, window, now, session);
  if (kind === 'deposit') {
    return (
      statement(
        db,
        "SELECT COALESCE(SUM(amount_cents), 0) AS used FROM deposits WHERE member_id = ? AND status IN ('pending', 'succeeded') AND created_at >= ? AND created_at < ?",
      ).get(memberId, window.from, window.to) as { used: number }
    ).used;
  }
  const sum = kind === 'wager' ? 'stake_cents' : 'stake_cents - win_cents';
  const used = (
    statement(
      db,
      `SELECT COALESCE(SUM(${sum}), 0) AS used FROM bets WHERE member_id = ? AND created_at >= ? AND created_at < ?`,
    ).get(memberId, window.from, window.to) as { used: number }
  ).used;
  return Math.max(0, used);
}

/** A limit's value as the player reads it: money, or whole minutes. */
export const limitValueText = (kind: LimitKind, value: number): string =>
  kind === 'session' ? String(value) : formatMoney(value);

/** One limit as the player reads it (CALL-150's `limits`). */
export function limitView(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  row: LimitRow,
  now: number,
  session: string | null,
) {
  const window = windowOf(row.period, now, cashierConfig(db, brand).timeZone);
  const { amount, pending } = inForce(row, now);
  const used = usedIn(db, memberId, row.kind, window, now, session);
  return {
    kind: row.kind,
    period: row.period,
    unit: row.kind === 'session' ? ('minutes' as const) : ('money' as const),
    amount: amount === null ? null : limitValueText(row.kind, amount),
    used: limitValueText(row.kind, used),
    left: amount === null ? null : limitValueText(row.kind, Math.max(0, amount - used)),
    periodEndsAt: new Date(window.to).toISOString(),
    pending:
      pending === null
        ? null
        : {
            amount: row.pending_amount === null ? null : limitValueText(row.kind, row.pending_amount),
            effectiveAt: new Date(pending).toISOString(),
          },
  };
}

/**
 * The binding limit of one kind: the one with least left this period (the lowest binding limit wins).
 * `left` is below 0 where a limit lowered since is already passed.
 */
export interface Binding {
  kind: LimitKind;
  period: LimitPeriod;
  left: number;
}

export function tightest(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  kind: LimitKind,
  now: number,
  session: string | null = null,
): Binding | null {
  if (!rulesFor(brand).limitKinds.includes(kind)) return null;
  let binding: Binding | null = null;
  const timeZone = cashierConfig(db, brand).timeZone;
  for (const row of limitRows(db, memberId)) {
    if (row.kind !== kind) continue;
    const { amount } = inForce(row, now);
    if (amount === null) continue;
    const left = amount - usedIn(db, memberId, kind, windowOf(row.period, now, timeZone), now, session);
    if (!binding || left < binding.left) binding = { kind, period: row.period, left };
  }
  return binding;
}

import { LIMIT_PERIODS, type LimitKind } from '../../schemas/compliance/profiles.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { statement, writeTransaction } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney, parseMoney } from '../money/format.ts';
import { once } from '../money/idempotency.ts';
import { recordChange } from '../responsibleGaming/changes.ts';
import { activeExclusion, exclusionView, startExclusion } from '../responsibleGaming/exclusions.ts';
import { inForce, limitRow, limitRows, limitView, rulesFor, type LimitRow } from '../responsibleGaming/limits.ts';
import { sessionStart } from '../responsibleGaming/sessionTime.ts';
import { addMonths } from '../responsibleGaming/windows.ts';
import { requireRealMember } from '../services/roles.ts';
import { secretDigest } from '../services/secrets.ts';
import { text } from '../texts/index.ts';

type RgCall =
  | 'responsibleGaming'
  | 'gamingLimitSet'
  | 'gamingLimitCancel'
  | 'realityCheckSet'
  | 'timeOutStart'
  | 'selfExclusionStart';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const toolOff = () => new PlatformError('FEATURE_DISABLED', text('error.rgToolOff'));
const sessionKeyOf = (ctx: CallContext) => (ctx.token ? secretDigest(ctx.token) : null);

/** The limit kind the brand's profile offers, else FEATURE_DISABLED. */
function offeredKind(ctx: CallContext, kind: LimitKind): void {
  if (!rulesFor(ctx.brand).limitKinds.includes(kind)) throw toolOff();
}

/** A limit as typed: money in minor units, or whole minutes for a session limit. */
function parseLimit(kind: LimitKind, typed: string | null): number | null {
  if (typed === null) return null;
  if (kind !== 'session') return parseMoney(typed);
  if (!/^\d{1,6}$/.test(typed) || Number(typed) < 1)
    throw new PlatformError('VALIDATION_FAILED', text('error.limitMinutes'));
  return Number(typed);
}

/** The reality-check interval in force: the member's choice, else the profile's default. */
function realityCheckMinutes(ctx: CallContext, memberId: number): number | null {
  const chosen = statement(ctx.db, 'SELECT minutes FROM rg_reality_checks WHERE member_id = ?').get(memberId) as
    { minutes: number | null } | undefined;
  return chosen ? chosen.minutes : (rulesFor(ctx.brand).realityCheck?.defaultMinutes ?? null);
}

function writeLimit(ctx: CallContext, memberId: number, row: LimitRow): void {
  statement(
    ctx.db,
    `INSERT INTO rg_limits (member_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
       pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
  ).run(memberId, row.kind, row.period, row.amount, row.pending_amount, row.pending_at, ctx.now());
}

/**
 * Responsible gaming (CALL-150..155, issue 29), under the brand's jurisdiction profile. A limit
 * lowered (or set where there was none) applies at once; raised or removed, it waits out the
 * profile's cooling-off as a pending change the member may cancel. Time-outs and self-exclusions
 * start at once, with no verification, and only an operator may end one early where the profile
 * allows it (npm run admin). Every change is recorded with who made it and when.
 */
export const responsibleGamingHandlers: CallHandlers<RgCall> = {
  responsibleGaming: (_input, ctx) => {
    const member = requireRealMember(ctx);
    const now = ctx.now();
    const rules = rulesFor(ctx.brand);
    const session = sessionKeyOf(ctx);
    const stored = new Map(limitRows(ctx.db, member.id).map((row) => [`${row.kind}:${row.period}`, row]));
    const limits = rules.limitKinds.flatMap((kind) =>
      LIMIT_PERIODS.map((period) =>
        limitView(
          ctx.db,
          ctx.brand,
          member.id,
          stored.get(`${kind}:${period}`) ?? limitRow(ctx.db, member.id, kind, period),
          now,
          session,
        ),
      ),
    );
    const exclusion = activeExclusion(ctx.db, member.id, now);
    const startedAt = (session && sessionStart(ctx.db, session)) ?? now;
    const round = statement(
      ctx.db,
      'SELECT COALESCE(SUM(win_cents - stake_cents), 0) AS net, COALESCE(SUM(stake_cents), 0) AS staked FROM bets WHERE member_id = ? AND created_at >= ? AND created_at <= ?',
    ).get(member.id, startedAt, now) as { net: number; staked: number };
    return {
      profile: ctx.brand.complianceProfile,
      rules: {
        ...rules,
        limitKinds: [...rules.limitKinds],
        realityCheck: rules.realityCheck ? { ...rules.realityCheck } : null,
        timeOutDays: rules.timeOutDays ? { ...rules.timeOutDays } : null,
        selfExclusionMonths: rules.selfExclusionMonths ? { ...rules.selfExclusionMonths } : null,
      },
      limits,
      exclusion: exclusion ? exclusionView(exclusion) : null,
      realityCheck: rules.realityCheck
        ? { minutes: realityCheckMinutes(ctx, member.id), minimumMinutes: rules.realityCheck.minimumMinutes }
        : null,
      session: {
        startedAt: new Date(startedAt).toISOString(),
        netResult: formatMoney(round.net),
        staked: formatMoney(round.staked),
      },
    };
  },

  gamingLimitSet: (input, ctx) => {
    const member = requireRealMember(ctx);
    offeredKind(ctx, input.kind);
    const value = parseLimit(input.kind, input.amount);
    const now = ctx.now();
    return once(ctx.db, member.id, 'gamingLimitSet', input, now, () => {
      const row = limitRow(ctx.db, member.id, input.kind, input.period);
      const current = inForce(row, now).amount;
      const atOnce = value !== null && (current === null || value <= current);
      const next: LimitRow = atOnce
        ? { ...row, amount: value, pending_amount: null, pending_at: null }
        : current === null
          ? { ...row, amount: null, pending_amount: null, pending_at: null }
          : {
              ...row,
              amount: current,
              pending_amount: value,
              pending_at: now + rulesFor(ctx.brand).coolingOffHours * HOUR_MS,
            };
      writeLimit(ctx, member.id, next);
      recordChange(ctx.db, {
        memberId: member.id,
        brand: ctx.brand.id,
        at: now,
        change: 'limitSet',
        detail: { kind: input.kind, period: input.period, amount: value, from: current, atOnce },
      });
      return limitView(ctx.db, ctx.brand, member.id, next, now, sessionKeyOf(ctx));
    });
  },

  gamingLimitCancel: (input, ctx) => {
    const member = requireRealMember(ctx);
    offeredKind(ctx, input.kind);
    const now = ctx.now();
    return writeTransaction(ctx.db, () => {
      const row = limitRow(ctx.db, member.id, input.kind, input.period);
      const { amount, pending } = inForce(row, now);
      if (pending === null) throw new PlatformError('INVALID_STATE', text('error.noPendingLimit'));
      const next: LimitRow = { ...row, amount, pending_amount: null, pending_at: null };
      writeLimit(ctx, member.id, next);
      recordChange(ctx.db, {
        memberId: member.id,
        brand: ctx.brand.id,
        at: now,
        change: 'limitPendingCancelled',
        detail: { kind: input.kind, period: input.period, pendingAmount: row.pending_amount },
      });
      return limitView(ctx.db, ctx.brand, member.id, next, now, sessionKeyOf(ctx));
    });
  },

  realityCheckSet: (input, ctx) => {
    const member = requireRealMember(ctx);
    const rule = rulesFor(ctx.brand).realityCheck;
    if (!rule) throw toolOff();
    if (input.minutes !== null && input.minutes < rule.minimumMinutes)
      throw new PlatformError(
        'VALIDATION_FAILED',
        text('error.realityCheckMinimum', { minutes: rule.minimumMinutes }),
        {
          field: 'minutes',
        },
      );
    const now = ctx.now();
    writeTransaction(ctx.db, () => {
      statement(
        ctx.db,
        `INSERT INTO rg_reality_checks (member_id, minutes, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id) DO UPDATE SET minutes = excluded.minutes, updated_at = excluded.updated_at`,
      ).run(member.id, input.minutes, now);
      recordChange(ctx.db, {
        memberId: member.id,
        brand: ctx.brand.id,
        at: now,
        change: 'realityCheckSet',
        detail: { minutes: input.minutes },
      });
    });
    return { minutes: input.minutes, minimumMinutes: rule.minimumMinutes };
  },

  timeOutStart: (input, ctx) => {
    const member = requireRealMember(ctx);
    const range = rulesFor(ctx.brand).timeOutDays;
    if (!range) throw toolOff();
    if (input.days < range.min || input.days > range.max)
      throw new PlatformError('VALIDATION_FAILED', text('error.timeOutDays', { min: range.min, max: range.max }), {
        field: 'days',
      });
    const now = ctx.now();
    return writeTransaction(ctx.db, () => {
      const exclusion = startExclusion(ctx.db, member.id, 'timeOut', now, now + input.days * DAY_MS);
      recordChange(ctx.db, {
        memberId: member.id,
        brand: ctx.brand.id,
        at: now,
        change: 'timeOutStarted',
        detail: { days: input.days, until: exclusion.endsAt },
      });
      return exclusionView(exclusion);
    });
  },

  selfExclusionStart: (input, ctx) => {
    const member = requireRealMember(ctx);
    const range = rulesFor(ctx.brand).selfExclusionMonths;
    if (!range) throw toolOff();
    const months = input.months;
    if (months === null ? !range.permanent : months < range.min || months > range.max) {
      const key = range.permanent ? 'error.selfExclusionMonthsOrPermanent' : 'error.selfExclusionMonths';
      throw new PlatformError('VALIDATION_FAILED', text(key, { min: range.min, max: range.max }), { field: 'months' });
    }
    const now = ctx.now();
    return writeTransaction(ctx.db, () => {
      const exclusion = startExclusion(
        ctx.db,
        member.id,
        'selfExclusion',
        now,
        months === null ? null : addMonths(now, months),
      );
      recordChange(ctx.db, {
        memberId: member.id,
        brand: ctx.brand.id,
        at: now,
        change: 'selfExclusionStarted',
        detail: { months, until: exclusion.endsAt },
      });
      return exclusionView(exclusion);
    });
  },
};

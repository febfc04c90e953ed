import { LIMIT_PERIODS, type LimitKind } from '../../schemas/compliance/profiles.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { statement, writeTransaction } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { formatMoney } from '../money/format.ts';
import { once } from '../money/idempotency.ts';
import { recordChange } from '../responsibleGaming/changes.ts';
import { activeExclusion, exclusionView, startExclusion } from '../responsibleGaming/exclusions.ts';
import {
  inForce,
  limitRow,
  limitRows,
  limitView,
  parseLimit,
  rulesFor,
  writeLimit,
  type LimitRow,
} from '../responsibleGaming/limits.ts';
import { realityCheckMinutes, sessionSummary } from '../responsibleGaming/realityCheck.ts';
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
    const summary = sessionSummary(ctx.db, member.id, session, now);
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
        ? {
            minutes: realityCheckMinutes(ctx.db, ctx.brand, member.id),
            minimumMinutes: rules.realityCheck.minimumMinutes,
          }
        : null,
      session: {
        startedAt: new Date(summary.startedAt).toISOString(),
        netResult: formatMoney(summary.netCents),
        staked: formatMoney(summary.stakedCents),
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
      writeLimit(ctx.db, member.id, next, ctx.now());
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
      writeLimit(ctx.db, member.id, next, ctx.now());
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

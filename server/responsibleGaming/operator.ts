import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ExclusionRegister,
  type LimitKind,
  type LimitPeriod,
} from '../../schemas/compliance/profiles.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { changesOf, recordChange } from './changes.ts';
import { activeExclusion } from './exclusions.ts';
import { inForce, limitRow, limitRows, limitView, rulesFor } from './limits.ts';
import { registerIdentity } from './register.ts';

const HOUR_MS = 60 * 60 * 1000;
const iso = (at: number | null) => (at === null ? 'permanent' : new Date(at).toISOString());

/** What an operator is told of a member's responsible-gaming state, line by line (`npm run admin -- rg`). */
export function stateReport(
  db: Db,
  brand: PlatformBrand,
  member: { id: number; account: string },
  now: number,
): string[] {
  const rules = rulesFor(brand);
  const lines = [`${brand.id}/${member.account} under the ${brand.complianceProfile} profile`];
  const rows = limitRows(db, member.id).filter(
    (row) => inForce(row, now).amount !== null || inForce(row, now).pending !== null,
  );
  lines.push(rows.length ? 'limits:' : 'limits: none');
  for (const row of rows) {
    const view = limitView(db, brand, member.id, row, now, null);
    lines.push(
      `  ${`${view.kind} ${view.period}`.padEnd(14)} ${(view.amount ?? 'none').padStart(10)}  used ${view.used}  left ${view.left ?? '-'}` +
        (view.pending ? `  pending ${view.pending.amount ?? 'removal'} from ${view.pending.effectiveAt}` : ''),
    );
  }
  const exclusion = activeExclusion(db, member.id, now);
  lines.push(
    exclusion
      ? `exclusion: ${exclusion.kind} since ${iso(exclusion.startedAt)} until ${iso(exclusion.endsAt)}`
      : 'exclusion: none',
  );
  const chosen = statement(db, 'SELECT minutes FROM rg_reality_checks WHERE member_id = ?').get(member.id) as
    { minutes: number | null } | undefined;
  lines.push(
    rules.realityCheck
      ? `reality check: ${chosen ? (chosen.minutes === null ? 'off (member)' : `every ${chosen.minutes} minutes (member)`) : `every ${rules.realityCheck.defaultMinutes ?? '-'} minutes (profile default)`}, minimum ${rules.realityCheck.minimumMinutes}`
      : 'reality check: not offered',
  );
  const changes = changesOf(db, brand.id, member.id);
  lines.push(changes.length ? 'changes:' : 'changes: none');
  for (const change of changes)
    lines.push(
      `  ${new Date(change.at).toISOString()}  ${(change.byOperator ? `operator ${change.byOperator}` : 'member').padEnd(20)} ${change.change} ${JSON.stringify(change.detail)}`,
    );
  return lines;
}

/**
 * An operator lifts a member's limit: like a member's removal it waits out the profile's cooling-off
 * (the licence's rule holds whoever asks), recorded with the operator's name.
 */
export function liftLimit(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  kind: string,
  period: string,
  by: string,
  now: number,
): string {
  if (!(LIMIT_KINDS as readonly string[]).includes(kind) || !(LIMIT_PERIODS as readonly string[]).includes(period))
    throw new PlatformError(
      'VALIDATION_FAILED',
      `A limit is one of ${LIMIT_KINDS.join(', ')} over ${LIMIT_PERIODS.join(', ')}.`,
    );
  return writeTransaction(db, () => {
    const row = limitRow(db, memberId, kind as LimitKind, period as LimitPeriod);
    const { amount } = inForce(row, now);
    if (amount === null) throw new PlatformError('INVALID_STATE', `There is no ${kind} ${period} limit to lift.`);
    const effectiveAt = now + rulesFor(brand).coolingOffHours * HOUR_MS;
    statement(
      db,
      'UPDATE rg_limits SET amount = ?, pending_amount = NULL, pending_at = ?, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?',
    ).run(amount, effectiveAt, now, memberId, kind, period);
    recordChange(db, {
      memberId,
      brand: brand.id,
      at: now,
      byOperator: by,
      change: 'limitLifted',
      detail: { kind, period, from: amount, effectiveAt },
    });
    return `The ${kind} ${period} limit is lifted from ${new Date(effectiveAt).toISOString()} (the profile's cooling-off).`;
  });
}

/** An operator ends a time-out or self-exclusion early, only where the profile lets an operator do so. */
export function liftExclusion(db: Db, brand: PlatformBrand, memberId: number, by: string, now: number): string {
  if (!rulesFor(brand).operatorMayLiftExclusion)
    throw new PlatformError(
      'FEATURE_DISABLED',
      `The ${brand.complianceProfile} profile does not let an operator end a time-out or self-exclusion early: it ends when it was set to.`,
    );
  return writeTransaction(db, () => {
    const exclusion = activeExclusion(db, memberId, now);
    if (!exclusion) throw new PlatformError('INVALID_STATE', 'The member is not excluded.');
    statement(
      db,
      'UPDATE rg_exclusions SET lifted_at = ?, lifted_by = ? WHERE member_id = ? AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ?)',
    ).run(now, by, memberId, now);
    recordChange(db, {
      memberId,
      brand: brand.id,
      at: now,
      byOperator: by,
      change: 'exclusionLifted',
      detail: { kind: exclusion.kind, until: exclusion.endsAt },
    });
    return `The ${exclusion.kind} is lifted.`;
  });
}

/** An operator sets the member's reality-check interval (never below the profile's minimum), or back to the profile's default. */
export function setRealityCheck(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  minutes: number | 'default',
  by: string,
  now: number,
): string {
  const rule = rulesFor(brand).realityCheck;
  if (!rule)
    throw new PlatformError('FEATURE_DISABLED', `The ${brand.complianceProfile} profile offers no reality check.`);
  if (minutes !== 'default' && minutes < rule.minimumMinutes)
    throw new PlatformError(
      'VALIDATION_FAILED',
      `The reality check cannot be set below ${rule.minimumMinutes} minutes.`,
    );
  return writeTransaction(db, () => {
    if (minutes === 'default') statement(db, 'DELETE FROM rg_reality_checks WHERE member_id = ?').run(memberId);
    else
      statement(
        db,
        `INSERT INTO rg_reality_checks (member_id, minutes, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id) DO UPDATE SET minutes = excluded.minutes, updated_at = excluded.updated_at`,
      ).run(memberId, minutes, now);
    recordChange(db, {
      memberId,
      brand: brand.id,
      at: now,
      byOperator: by,
      change: 'realityCheckSet',
      detail: { minutes },
    });
    return minutes === 'default'
      ? `The reality check is back to the profile's default (${rule.defaultMinutes ?? 'off'}).`
      : `The reality check is every ${minutes} minutes.`;
  });
}

/** Adds a person to, or removes one from, the development register; recorded with who and when. */
export function changeRegister(
  db: Db,
  register: ExclusionRegister,
  action: 'add' | 'remove',
  typed: string,
  by: string,
  now: number,
): string {
  const identity = registerIdentity(typed);
  return writeTransaction(db, () => {
    const changed =
      action === 'add'
        ? statement(
            db,
            'INSERT OR IGNORE INTO rg_register (register, identity, added_at, added_by) VALUES (?, ?, ?, ?)',
          ).run(register, identity, now, by).changes
        : statement(db, 'DELETE FROM rg_register WHERE register = ? AND identity = ?').run(register, identity).changes;
    if (changed === 0)
      throw new PlatformError(
        'INVALID_STATE',
        `${identity} is ${action === 'add' ? 'already' : 'not'} on the ${register} register.`,
      );
    recordChange(db, {
      memberId: null,
      brand: register,
      at: now,
      byOperator: by,
      change: `register${action === 'add' ? 'Added' : 'Removed'}`,
      detail: { identity },
    });
    return `${identity} is ${action === 'add' ? 'added to' : 'removed from'} the ${register} register.`;
  });
}

/** The development register's entries and its recorded changes. */
export function registerReport(db: Db, register: ExclusionRegister): string[] {
  const rows = statement(
    db,
    'SELECT identity, added_at, added_by FROM rg_register WHERE register = ? ORDER BY identity',
  ).all(register) as {
    identity: string;
    added_at: number;
    added_by: string;
  }[];
  const lines = [`${register}: ${rows.length} entr${rows.length === 1 ? 'y' : 'ies'}`];
  for (const row of rows)
    lines.push(`  ${row.identity.padEnd(32)} added ${new Date(row.added_at).toISOString()} by ${row.added_by}`);
  const changes = changesOf(db, register, null);
  if (changes.length) lines.push('changes:');
  for (const change of changes)
    lines.push(
      `  ${new Date(change.at).toISOString()}  operator ${change.byOperator ?? ''}  ${change.change} ${JSON.stringify(change.detail)}`,
    );
  return lines;
}

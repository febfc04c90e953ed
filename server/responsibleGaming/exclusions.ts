import type { ExclusionKind } from '../../schemas/compliance/profiles.ts';
import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** A time-out or self-exclusion in force (issue 29); `endsAt` null is permanent. */
export interface Exclusion {
  id: number;
  kind: ExclusionKind;
  startedAt: number;
  endsAt: number | null;
}

/** The exclusion in force at `now` that ends last (a permanent one first), or null. */
export function activeExclusion(db: Db, memberId: number, now: number): Exclusion | null {
  const row = statement(
    db,
    `SELECT id, kind, started_at, ends_at FROM rg_exclusions
     WHERE member_id = ? AND lifted_at IS NULL AND started_at <= ? AND (ends_at IS NULL OR ends_at > ?)
     ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1`,
  ).get(memberId, now, now) as
    { id: number; kind: ExclusionKind; started_at: number; ends_at: number | null } | undefined;
  return row ? { id: row.id, kind: row.kind, startedAt: row.started_at, endsAt: row.ends_at } : null;
}

export function startExclusion(
  db: Db,
  memberId: number,
  kind: ExclusionKind,
  now: number,
  endsAt: number | null,
): Exclusion {
  const result = statement(
    db,
    'INSERT INTO rg_exclusions (member_id, kind, started_at, ends_at) VALUES (?, ?, ?, ?)',
  ).run(memberId, kind, now, endsAt);
  // Games already open close with it: their launch links stop working.
  statement(db, 'DELETE FROM launch_tokens WHERE member_id = ?').run(memberId);
  return { id: Number(result.lastInsertRowid), kind, startedAt: now, endsAt };
}

/** How the player reads an exclusion (CALL-150, CALL-154, CALL-155). */
export const exclusionView = (exclusion: Exclusion) => ({
  kind: exclusion.kind,
  since: new Date(exclusion.startedAt).toISOString(),
  until: exclusion.endsAt === null ? null : new Date(exclusion.endsAt).toISOString(),
});

/** A time as the refusals say it: `2026-11-29 10:00 UTC`. */
export const untilText = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The refusal an excluded account gets for anything but withdrawing and reading its history. */
export function excludedError(exclusion: Exclusion): PlatformError {
  const until = exclusion.endsAt === null ? null : new Date(exclusion.endsAt).toISOString();
  const message =
    exclusion.endsAt === null
      ? text('error.excludedPermanent')
      : text(exclusion.kind === 'timeOut' ? 'error.excludedTimeOut' : 'error.excludedSelf', {
          until: untilText(exclusion.endsAt),
        });
  return new PlatformError('ACCOUNT_EXCLUDED', message, { exclusion: { kind: exclusion.kind, until } });
}

/** An agent's transfer or contract offer to a downline in a time-out or self-exclusion is refused (issue 29). */
export function requireDownlineNotExcluded(db: Db, downline: { id: number; account: string }, now: number): void {
  if (activeExclusion(db, downline.id, now))
    throw new PlatformError('ACCOUNT_EXCLUDED', text('error.downlineExcluded', { account: downline.account }));
}

/** Refuses when the member is in a time-out or self-exclusion. */
export function requireNotExcluded(db: Db, memberId: number, now: number): void {
  const exclusion = activeExclusion(db, memberId, now);
  if (exclusion) throw excludedError(exclusion);
}

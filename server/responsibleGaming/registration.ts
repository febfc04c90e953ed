import type { RequestOf } from '../../schemas/api/index.ts';
import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';
import { recordChange } from './changes.ts';
import { parseLimit, rulesFor, writeLimit, type LimitRow } from './limits.ts';

type Chosen = NonNullable<RequestOf<'register'>['gamingLimits']>;

/**
 * RG-17: the limits a player chose in the registration form, checked before the account exists. Only
 * where the licence offers limits at registration (`limitsAtRegistration`), only kinds it offers,
 * each kind and period once. A first limit applies at once, so none waits out a cooling-off.
 */
export function limitsChosenAtRegistration(brand: PlatformBrand, chosen: Chosen | undefined): LimitRow[] {
  if (!chosen || chosen.length === 0) return [];
  const rules = rulesFor(brand);
  if (!rules.limitsAtRegistration) throw new PlatformError('FEATURE_DISABLED', text('error.rgToolOff'));
  const seen = new Set<string>();
  return chosen.map(({ kind, period, amount }) => {
    if (!rules.limitKinds.includes(kind)) throw new PlatformError('FEATURE_DISABLED', text('error.rgToolOff'));
    if (seen.has(`${kind}:${period}`)) throw new PlatformError('VALIDATION_FAILED', text('error.limitTwice'));
    seen.add(`${kind}:${period}`);
    return { kind, period, amount: parseLimit(kind, amount), pending_amount: null, pending_at: null };
  });
}

/** Writes the chosen limits for the new account, in its transaction, each recorded as the member's own change. */
export function writeRegistrationLimits(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  rows: readonly LimitRow[],
  now: number,
): void {
  for (const row of rows) {
    writeLimit(db, memberId, row, now);
    recordChange(db, {
      memberId,
      brand: brand.id,
      at: now,
      change: 'limitSet',
      detail: {
        kind: row.kind,
        period: row.period,
        amount: row.amount,
        from: null,
        atOnce: true,
        atRegistration: true,
      },
    });
  }
}

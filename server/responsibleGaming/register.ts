import type { ExclusionRegister } from '../../schemas/compliance/profiles.ts';
import type { PlatformBrand } from '../brands.ts';
import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';
import { rulesFor } from './limits.ts';

/** Who a person is to a register: an e-mail address or a mobile number with its country code. */
export interface PersonIdentity {
  email?: string | null;
  /** E.g. `+447700900123`. */
  mobile?: string | null;
}

/**
 * A national self-exclusion register (GAMSTOP, Spelpaus, ROFUS): asked whether a person is listed.
 * The reference platform answers from its development register (table rg_register, filled by
 * `npm run admin -- register add`); a live platform puts the register's own service behind this.
 */
export interface RegisterAdapter {
  listed(db: Db, identities: readonly string[]): boolean;
}

/** The same address or number however it was typed: lower-case e-mail, `+` and digits only for a mobile. */
export const registerIdentity = (typed: string): string =>
  typed.includes('@') ? typed.trim().toLowerCase() : `+${typed.replace(/\D/g, '')}`;

const developmentRegister = (register: ExclusionRegister): RegisterAdapter => ({
  listed: (db, identities) =>
    identities.some(
      (identity) =>
        statement(db, 'SELECT 1 FROM rg_register WHERE register = ? AND identity = ?').get(register, identity) !==
        undefined,
    ),
});

const ADAPTERS: Readonly<Record<ExclusionRegister, RegisterAdapter | null>> = {
  gamstop: developmentRegister('gamstop'),
  none: null,
};

const REGISTER_NAMES: Readonly<Record<ExclusionRegister, string>> = { gamstop: 'GAMSTOP', none: '' };

/** Refuses a person the brand's register lists: at registration and at every login (issue 29, item 4). */
export function requireNotOnRegister(db: Db, brand: PlatformBrand, person: PersonIdentity): void {
  const register = rulesFor(brand).register;
  const adapter = ADAPTERS[register];
  if (!adapter) return;
  const identities = [person.email, person.mobile].filter((v): v is string => Boolean(v)).map(registerIdentity);
  if (identities.length > 0 && adapter.listed(db, identities))
    throw new PlatformError('REGISTER_EXCLUDED', text('error.onRegister', { register: REGISTER_NAMES[register] }));
}

/** A member's identities as the register knows them. */
export function memberIdentity(db: Db, memberId: number): PersonIdentity {
  const row = statement(db, 'SELECT email, mobile, country_code FROM members WHERE id = ?').get(memberId) as
    { email: string | null; mobile: string | null; country_code: string | null } | undefined;
  return {
    email: row?.email ?? null,
    mobile: row?.mobile ? `${row.country_code ?? ''}${row.mobile}` : null,
  };
}

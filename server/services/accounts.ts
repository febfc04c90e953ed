import { randomBytes } from 'node:crypto';
import type { PasswordChangeReason } from '../../schemas/api/index.ts';
import type { Member } from '../context.ts';
import { writeTransaction, type Db } from '../db.ts';
import { creditOpeningBalance } from '../money/credits.ts';
import { PlatformError } from '../errors.ts';
import { hashPassword } from './passwords.ts';
import { AGENT_TYPES } from './roles.ts';
import { toMember } from './sessions.ts';
import type { Phone } from './smsCodes.ts';
import { text } from '../texts/index.ts';

const MEMBER_COLUMNS = 'id, brand, account, type, nickname, mobile, email, language, parent_id';

/** Accounts are matched without regard to case: "Demo_Member" is demo_member. */
export const normaliseAccount = (account: string) => account.trim().toLowerCase();

export interface Credentials extends Member {
  passwordHash: string;
  firstLogin: boolean;
  /** Who set the password the account has now; one the member did not choose must be changed. */
  passwordSetBy: PasswordSetBy;
  /** When the password was last set, ms since the epoch. */
  passwordChangedAt: number | null;
}

/**
 * Who set an account's password, as `members.password_expired` stores it: the member; the platform
 * (the temporary password of an e-mail reset); whoever opened the account for the member (an agent,
 * AG-03), whose choice the member replaces at their first login.
 */
export const PASSWORD_SET_BY = { member: 0, platform: 1, opener: 2 } as const;
export type PasswordSetBy = keyof typeof PASSWORD_SET_BY;

const setByOf = (stored: number): PasswordSetBy =>
  stored === PASSWORD_SET_BY.opener ? 'opener' : stored === PASSWORD_SET_BY.platform ? 'platform' : 'member';

type CredentialsRow = Parameters<typeof toMember>[0] & {
  password_hash: string;
  first_login: number;
  password_expired: number;
  password_changed_at: string | null;
};

const toCredentials = (row: CredentialsRow): Credentials => ({
  ...toMember(row),
  passwordHash: row.password_hash,
  firstLogin: row.first_login === 1,
  passwordSetBy: setByOf(row.password_expired),
  passwordChangedAt: row.password_changed_at ? Date.parse(row.password_changed_at) : null,
});

const CREDENTIAL_COLUMNS = `${MEMBER_COLUMNS}, password_hash, first_login, password_expired, password_changed_at`;

/** Passwords older than this count as expired where the brand uses the expiry feature (PWDEXPFORCECHANGE3). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Why the platform asks for a new password, or null (AUTH-05, AUTH-06, UNSPEC-19): the password of
 * whoever opened the account, at the member's first login (AUTH-05); the platform's temporary
 * password (AUTH-06); with the expiry feature on, one older than 90 days (AUTH-06).
 */
export function passwordChangeFor(
  member: Credentials,
  flags: Readonly<Record<string, boolean>>,
  now: number,
): PasswordChangeReason | null {
  if (member.passwordSetBy === 'opener') return 'firstLogin';
  if (member.passwordSetBy === 'platform') return 'expired';
  const aged =
    flags.PWDEXPFORCECHANGE3 === true &&
    member.passwordChangedAt !== null &&
    now - member.passwordChangedAt > PASSWORD_MAX_AGE_MS;
  return aged ? 'expired' : null;
}

/** Whether the platform asks for a new password, for whatever reason (passwordChangeFor). */
export function isPasswordExpired(member: Credentials, flags: Readonly<Record<string, boolean>>, now: number): boolean {
  return passwordChangeFor(member, flags, now) !== null;
}

export function findByAccount(db: Db, brand: string, account: string): Credentials | null {
  const row = db
    .prepare(`SELECT ${CREDENTIAL_COLUMNS} FROM members WHERE brand = ? AND account = ?`)
    .get(brand, normaliseAccount(account)) as CredentialsRow | undefined;
  return row ? toCredentials(row) : null;
}

/** The language a member chose (CALL-39), or null: a page's reader language when no request names one. */
export const memberLanguageOf = (db: Db, id: number): string | null =>
  (db.prepare('SELECT language FROM members WHERE id = ?').get(id) as { language: string | null } | undefined)
    ?.language ?? null;

export function findById(db: Db, id: number): Credentials | null {
  const row = db.prepare(`SELECT ${CREDENTIAL_COLUMNS} FROM members WHERE id = ?`).get(id) as
    CredentialsRow | undefined;
  return row ? toCredentials(row) : null;
}

export function findByMobile(db: Db, brand: string, phone: Phone): Credentials | null {
  const row = db
    .prepare(`SELECT ${CREDENTIAL_COLUMNS} FROM members WHERE brand = ? AND country_code = ? AND mobile = ?`)
    .get(brand, phone.countryDialingCode, phone.mobileNum) as CredentialsRow | undefined;
  return row ? toCredentials(row) : null;
}

export interface NewMember {
  brand: string;
  account: string;
  /** Absent: a random password nobody knows (mobile sign-up without one logs in by SMS). */
  password?: string;
  type?: number;
  nickname?: string;
  phone?: Phone;
  email?: string;
  payeeName?: string;
  language?: string;
  parentId?: number | null;
  balanceCents?: number;
  paymentPassword?: string;
  /**
   * Written in the same transaction as the account (the limits a player chose in the registration
   * form), so an account never exists without what it was opened with.
   */
  alsoWrite?: (memberId: number) => void;
}

/**
 * Inserts an account. The unique indexes decide races: of two sign-ups with one name, exactly one
 * is stored and the other gets USERNAME_TAKEN.
 */
export async function createMember(db: Db, input: NewMember, now: number): Promise<Member> {
  const hash = await hashPassword(input.password ?? randomBytes(24).toString('base64url'));
  const paymentHash = input.paymentPassword ? await hashPassword(input.paymentPassword) : null;
  try {
    return writeTransaction(db, () => insertMember(db, input, hash, paymentHash, now));
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const byMobile = String((error as Error).message).includes('mobile');
      throw new PlatformError('USERNAME_TAKEN', byMobile ? text('error.mobileTaken') : text('error.usernameTaken'));
    }
    throw error;
  }
}

/** The account's rows, in the caller's transaction. */
function insertMember(db: Db, input: NewMember, hash: string, paymentHash: string | null, now: number): Member {
  const result = db
    .prepare(
      `INSERT INTO members (brand, account, password_hash, type, nickname, mobile, country_code, email, payee_name, language, parent_id, payment_password_hash, created_at, first_login, password_changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    )
    .run(
      input.brand,
      normaliseAccount(input.account),
      hash,
      input.type ?? 0,
      input.nickname ?? null,
      input.phone?.mobileNum ?? null,
      input.phone?.countryDialingCode ?? null,
      input.email ?? null,
      input.payeeName ?? null,
      input.language ?? null,
      input.parentId ?? null,
      paymentHash,
      new Date(now).toISOString(),
      new Date(now).toISOString(),
    );
  // A starting balance (the trial credit) is the account's first ledger row; the balance starts at 0 until then.
  if (input.balanceCents) {
    creditOpeningBalance(db, {
      memberId: Number(result.lastInsertRowid),
      amountCents: input.balanceCents,
      reason: text('ledger.startingBalance'),
      at: now,
    });
  }
  input.alsoWrite?.(Number(result.lastInsertRowid));
  const row = db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`)
    .get(result.lastInsertRowid) as Parameters<typeof toMember>[0];
  return toMember(row);
}

export async function setPassword(
  db: Db,
  memberId: number,
  password: string,
  options: { expired: boolean; now: number },
): Promise<void> {
  db.prepare('UPDATE members SET password_hash = ?, password_expired = ?, password_changed_at = ? WHERE id = ?').run(
    await hashPassword(password),
    options.expired ? PASSWORD_SET_BY.platform : PASSWORD_SET_BY.member,
    new Date(options.now).toISOString(),
    memberId,
  );
}

/** The account's password was chosen by whoever opened it (AG-03): the member chooses their own at first login (AUTH-05). */
export function markPasswordSetByOpener(db: Db, memberId: number): void {
  db.prepare('UPDATE members SET password_expired = ? WHERE id = ?').run(PASSWORD_SET_BY.opener, memberId);
}

/** The agent an affiliate (invitation) code belongs to, in this brand. */
export function agentByAffiliateCode(db: Db, brand: string, code: string): Member | null {
  const row = db
    .prepare(
      `SELECT ${MEMBER_COLUMNS} FROM members WHERE brand = ? AND affiliate_code = ? AND type IN (${AGENT_TYPES.join(',')})`,
    )
    .get(brand, code.trim().toUpperCase()) as Parameters<typeof toMember>[0] | undefined;
  return row ? toMember(row) : null;
}

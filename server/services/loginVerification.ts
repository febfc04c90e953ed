import { randomInt, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { VERIFICATION_METHODS, type VerificationMethod } from '../../schemas/vocabulary.ts';
import type { PlatformBrand } from '../brands.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { plainAddress } from './loginGuard.ts';
import type { Outbox } from './outbox.ts';
import { hitRateLimit } from './rateLimit.ts';
import { newSecret, secretDigest } from './secrets.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { renderText, text } from '../texts/index.ts';

/**
 * Extra verification of a login from an address new to the account (AUTH-15). The platform keeps
 * each member's known addresses; a right password from another one gets a ticket instead of a
 * session, naming the ways the brand allows and the member can use: an SMS code, an e-mail code,
 * an authenticator (TOTP) code, or the bank account name (the member's real name, payee_name).
 */
export { VERIFICATION_METHODS, type VerificationMethod };

/** A ticket lives 15 minutes; a code 10, so a late code can be sent again within the ticket. */
export const TICKET_TTL_MS = 15 * 60 * 1000;
export const CODE_MINUTES = 10;
/** One code a minute per ticket, five per ticket; five wrong answers end the ticket. */
const RESEND_MS = 60 * 1000;
const MAX_SENDS = 5;
const MAX_ATTEMPTS = 5;

// ---- known addresses ----

export function isKnownAddress(db: Db, memberId: number, ip: string): boolean {
  return (
    db.prepare('SELECT 1 FROM known_addresses WHERE member_id = ? AND ip = ?').get(memberId, plainAddress(ip)) !==
    undefined
  );
}

export function rememberAddress(db: Db, memberId: number, ip: string, now: number): void {
  db.prepare(
    'INSERT INTO known_addresses (member_id, ip, first_seen, last_seen) VALUES (?, ?, ?, ?) ON CONFLICT(member_id, ip) DO UPDATE SET last_seen = excluded.last_seen',
  ).run(memberId, plainAddress(ip), now, now);
}

// ---- the brand's methods ----

/** The ways a brand allows (setting `loginVerification:<brand>`, a JSON list); all four by default. */
export function brandVerificationMethods(db: Db, brand: PlatformBrand): VerificationMethod[] {
  try {
    const stored: unknown = JSON.parse(getSetting(db, `loginVerification:${brand.id}`) ?? 'null');
    if (Array.isArray(stored)) return VERIFICATION_METHODS.filter((m) => stored.includes(m));
  } catch {
    // fall through to the default
  }
  return [...VERIFICATION_METHODS];
}

export function setBrandVerificationMethods(
  db: Db,
  brand: PlatformBrand,
  methods: readonly VerificationMethod[],
): void {
  setSetting(db, `loginVerification:${brand.id}`, JSON.stringify(methods));
}

interface VerifiableMember {
  id: number;
  mobile: string | null;
  countryCode: string | null;
  email: string | null;
  payeeName: string | null;
  totpSecret: string | null;
}

function verifiable(db: Db, memberId: number): VerifiableMember {
  const row = db
    .prepare(
      `SELECT m.id, m.mobile, m.country_code, m.email, m.payee_name, a.secret FROM members m
       LEFT JOIN member_authenticators a ON a.member_id = m.id WHERE m.id = ?`,
    )
    .get(memberId) as {
    id: number;
    mobile: string | null;
    country_code: string | null;
    email: string | null;
    payee_name: string | null;
    secret: string | null;
  };
  return {
    id: row.id,
    mobile: row.mobile,
    countryCode: row.country_code,
    email: row.email,
    payeeName: row.payee_name,
    totpSecret: row.secret,
  };
}

/** The brand's ways that this member can use. */
function methodsFor(db: Db, brand: PlatformBrand, member: VerifiableMember): VerificationMethod[] {
  const usable: Record<VerificationMethod, boolean> = {
    sms: Boolean(member.mobile && member.countryCode),
    email: Boolean(member.email),
    totp: Boolean(member.totpSecret),
    bankName: Boolean(member.payeeName?.trim()),
  };
  return brandVerificationMethods(db, brand).filter((m) => usable[m]);
}

const maskPhone = (m: VerifiableMember) =>
  `${m.countryCode}${'*'.repeat(Math.max(0, m.mobile!.length - 3))}${m.mobile!.slice(-3)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 2))}${name.length > 1 ? name.slice(-1) : ''}@${domain}`;
};

/**
 * Asks for verification: VERIFICATION_REQUIRED with a new ticket, or null when the member has no
 * way the brand allows (then the login goes ahead, as before this feature).
 */
export function verificationRequired(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  ip: string,
  now: number,
): PlatformError | null {
  const member = verifiable(db, memberId);
  const methods = methodsFor(db, brand, member);
  if (methods.length === 0) return null;
  const ticket = newSecret();
  db.prepare('INSERT INTO login_verifications (ticket, member_id, ip, methods, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    secretDigest(ticket),
    memberId,
    plainAddress(ip),
    JSON.stringify(methods),
    now + TICKET_TTL_MS,
  );
  const destinations = {
    ...(methods.includes('sms') ? { sms: maskPhone(member) } : {}),
    ...(methods.includes('email') ? { email: maskEmail(member.email!) } : {}),
  };
  return new PlatformError('VERIFICATION_REQUIRED', text('error.newDevice'), {
    verification: { ticket, methods, destinations, expiresInSeconds: TICKET_TTL_MS / 1000 },
  });
}

interface TicketRow {
  ticket: string;
  member_id: number;
  ip: string;
  methods: string;
  expires_at: number;
  method: string | null;
  code: string | null;
  code_expires_at: number | null;
  sent_at: number | null;
  sends: number;
  attempts: number;
  used: number;
}

const ticketGone = () => new PlatformError('VERIFICATION_TICKET_INVALID', text('error.verificationEnded'));

/** A live ticket, used from the address it was made for. */
function liveTicket(db: Db, ticket: string, ip: string, now: number): TicketRow {
  const row = db.prepare('SELECT * FROM login_verifications WHERE ticket = ?').get(secretDigest(ticket)) as
    TicketRow | undefined;
  if (!row || row.used === 1 || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS || row.ip !== plainAddress(ip))
    throw ticketGone();
  return row;
}

function allowed(row: TicketRow, method: VerificationMethod): void {
  if (!(JSON.parse(row.methods) as string[]).includes(method)) {
    throw new PlatformError('VALIDATION_FAILED', text('error.verificationMethod'));
  }
}

/** CALL-67: a fresh 6-digit code by SMS or e-mail; a new one replaces the last. */
export function sendVerificationCode(
  db: Db,
  outbox: Outbox,
  brand: PlatformBrand,
  ticket: string,
  method: 'sms' | 'email',
  ip: string,
  now: number,
  language: ContentLanguage,
): { expiredMinutes: number; destination: string } {
  const row = liveTicket(db, ticket, ip, now);
  allowed(row, method);
  if (row.sent_at !== null && now - row.sent_at < RESEND_MS) {
    const seconds = Math.ceil((RESEND_MS - (now - row.sent_at)) / 1000);
    throw new PlatformError('TOO_MANY_REQUESTS', text('error.codeWait', { seconds }), {
      retryAfter: seconds,
    });
  }
  if (row.sends >= MAX_SENDS)
    throw new PlatformError('TOO_MANY_REQUESTS', text('error.tooManyCodes'), {
      retryAfter: 300,
    });
  // However many tickets are opened, a member gets at most ten codes an hour.
  hitRateLimit(db, `login-verify-send:${row.member_id}`, 10, 60 * 60 * 1000, now);
  const member = verifiable(db, row.member_id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    'UPDATE login_verifications SET method = ?, code = ?, code_expires_at = ?, sent_at = ?, sends = sends + 1 WHERE ticket = ?',
  ).run(method, code, now + CODE_MINUTES * 60_000, now, row.ticket);
  const body = renderText(language, text('sms.loginCode', { brand: brand.name, code, minutes: CODE_MINUTES }));
  if (method === 'sms') {
    outbox.send({ brand: brand.id, channel: 'sms', recipient: `${member.countryCode}${member.mobile}`, body });
    return { expiredMinutes: CODE_MINUTES, destination: maskPhone(member) };
  }
  outbox.send({
    brand: brand.id,
    channel: 'email',
    recipient: member.email!,
    subject: renderText(language, text('email.loginCodeSubject', { brand: brand.name })),
    body,
  });
  return { expiredMinutes: CODE_MINUTES, destination: maskEmail(member.email!) };
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const normaliseName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A TOTP code of the secret, once: a code (time step) already used is refused. */
export function checkTotp(db: Db, memberId: number, secret: string, code: string, now: number): boolean {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const delta = totp.validate({ token: code.trim(), timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 30_000) + delta;
  const last = (
    db.prepare('SELECT last_step FROM member_authenticators WHERE member_id = ?').get(memberId) as
      { last_step: number | null } | undefined
  )?.last_step;
  if (last !== null && last !== undefined && step <= last) return false;
  db.prepare('UPDATE member_authenticators SET last_step = ? WHERE member_id = ?').run(step, memberId);
  return true;
}

/**
 * CALL-68: checks the answer and spends the ticket; returns the member and address to log in.
 * Wrong answers count against the ticket (five end it); an expired code asks for a new one.
 */
export function completeVerification(
  db: Db,
  ticket: string,
  method: VerificationMethod,
  answer: string,
  ip: string,
  now: number,
): { memberId: number } {
  const row = liveTicket(db, ticket, ip, now);
  allowed(row, method);
  const member = verifiable(db, row.member_id);
  let ok: boolean;
  if (method === 'sms' || method === 'email') {
    if (row.method !== method || !row.code) throw new PlatformError('SMS_CODE_INVALID', text('error.codeFirst'));
    if ((row.code_expires_at ?? 0) <= now) throw new PlatformError('SMS_CODE_EXPIRED', text('error.codeExpired'));
    ok = sameText(row.code, answer.trim());
  } else if (method === 'totp') {
    ok = member.totpSecret !== null && checkTotp(db, member.id, member.totpSecret, answer, now);
  } else {
    ok = member.payeeName !== null && sameText(normaliseName(member.payeeName), normaliseName(answer));
  }
  if (!ok) {
    db.prepare('UPDATE login_verifications SET attempts = attempts + 1 WHERE ticket = ?').run(row.ticket);
    const left = MAX_ATTEMPTS - row.attempts - 1;
    if (left <= 0) throw ticketGone();
    throw new PlatformError(
      'SMS_CODE_INVALID',
      method === 'bankName' ? text('error.bankNameMismatch') : text('error.codeInvalid'),
    );
  }
  db.prepare('UPDATE login_verifications SET used = 1 WHERE ticket = ?').run(row.ticket);
  return { memberId: row.member_id };
}

// ---- authenticator enrolment ----

/** CALL-69: a new secret, pending until confirmed, and its otpauth:// URI; a confirmed authenticator stays in use meanwhile. */
export function startAuthenticator(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  account: string,
): { uri: string; secret: string; digits: 6; period: 30 } {
  const totp = new OTPAuth.TOTP({
    issuer: brand.name,
    label: account,
    secret: new OTPAuth.Secret({ size: 20 }),
    digits: 6,
    period: 30,
  });
  const secret = totp.secret.base32;
  db.prepare(
    'INSERT INTO member_authenticators (member_id, pending_secret) VALUES (?, ?) ON CONFLICT(member_id) DO UPDATE SET pending_secret = excluded.pending_secret',
  ).run(memberId, secret);
  return { uri: totp.toString(), secret, digits: 6, period: 30 };
}

/** CALL-70: the first code proves the member's app holds the pending secret; it is in use from then on. */
export function confirmAuthenticator(db: Db, memberId: number, code: string, now: number): void {
  hitRateLimit(db, `authenticator-confirm:${memberId}`, 10, 10 * 60 * 1000, now);
  const pending = (
    db.prepare('SELECT pending_secret FROM member_authenticators WHERE member_id = ?').get(memberId) as
      { pending_secret: string | null } | undefined
  )?.pending_secret;
  const totp = pending ? new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(pending), digits: 6, period: 30 }) : null;
  const delta = totp?.validate({ token: code.trim(), timestamp: now, window: 1 }) ?? null;
  if (!pending || delta === null) throw new PlatformError('SMS_CODE_INVALID', text('error.codeInvalid'));
  db.prepare(
    'UPDATE member_authenticators SET secret = pending_secret, pending_secret = NULL, confirmed_at = ?, last_step = ? WHERE member_id = ?',
  ).run(now, Math.floor(now / 30_000) + delta, memberId);
}

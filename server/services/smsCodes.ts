import { randomInt } from 'node:crypto';
import { nationalNumber } from '../../engine/validation/nationalNumber.ts';
import { mobileFitsCountry } from '../../engine/validation/mobileFitsCountry.ts';
import type { PlatformBrand } from '../brands.ts';
import { writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { Outbox } from './outbox.ts';
import { hitRateLimit } from './rateLimit.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { renderText, text } from '../texts/index.ts';

/** A code lives 10 minutes (the answer's expiredMinutes) and is spent by its first correct use. */
export const SMS_CODE_MINUTES = 10;
/**
 * Another code for the same number and purpose is sent a minute after the last one at the soonest
 * (SMS-04's 60 s, the answer's resendSeconds; it also holds SMS-05's one a second) …
 */
export const SMS_RESEND_SECONDS = 60;
/** … and at most 5 in 10 minutes; past that the number is locked for 5 minutes (ERR-07). */
const SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 10 * 60 * 1000;
/** Five wrong guesses spend the code. */
const MAX_GUESSES = 5;

/** What a code is for: 'noLogin' codes serve SMS login and phone reset (CALL-13); 'register' codes registration (CALL-14). */
export type SmsPurpose = 'noLogin' | 'register';

/** A mobile number as the platform counts, stores and compares it: made by phoneOf, never by hand. */
export interface Phone {
  countryDialingCode: string;
  /** The national number (nationalNumber): no spaces, dashes or trunk zeros. */
  mobileNum: string;
}

/** The number a request names, as the platform counts, stores and compares it (issue 24): "0123456789" is 123456789. */
export const phoneOf = (countryDialingCode: string, typed: string): Phone => ({
  countryDialingCode,
  mobileNum: nationalNumber(typed),
});

export const phoneKey = (phone: Phone) => `${phone.countryDialingCode}${phone.mobileNum}`;

/** A visitor may ask for at most this many codes an hour, whatever the numbers (SMS cost). */
const SENDS_PER_ADDRESS_HOUR = 20;

/**
 * The number belongs to a country the brand offers and has that country's digit count (VAL-12,
 * VAL-20, the brand's `registration.countries`), by the rule the registration form applies to what
 * the player types (mobileFitsCountry); then it is the number the platform counts (phoneOf).
 */
export function checkedPhone(brand: PlatformBrand, countryDialingCode: string, typed: string): Phone {
  const country = brand.countries.find((c) => c.countryDialingCode === countryDialingCode);
  if (!country || !mobileFitsCountry(typed, country.digits)) {
    throw new PlatformError('VALIDATION_FAILED', text('error.mobileInvalid'));
  }
  return phoneOf(countryDialingCode, typed);
}

/**
 * FLAG-13: where the brand hides the country picker (COUNTRYCODEDISPLAY off) the player sends the
 * brand's own dialing code, and the platform takes no other.
 */
export function checkDialingCodeOffered(
  flags: Readonly<Record<string, boolean>>,
  brand: PlatformBrand,
  countryDialingCode: string,
): void {
  if (flags.COUNTRYCODEDISPLAY !== true && countryDialingCode !== brand.defaultDialingCode) {
    throw new PlatformError('VALIDATION_FAILED', text('error.mobileInvalid'));
  }
}

/**
 * Counts a request for a code against the number and the visitor (SMS-04, SMS-05, ERR-07): one a
 * minute per number and purpose (refused with the seconds left as `retryAfter`), five in ten
 * minutes per number, twenty an hour per address. It runs before anything looks the number up, so
 * registered and unknown numbers are throttled alike. Only a request that passes every limit
 * starts the minute.
 */
export function throttleSmsRequest(
  db: Db,
  brand: PlatformBrand,
  phone: Phone,
  purpose: SmsPurpose,
  ip: string,
  now: number,
): void {
  const key = `${brand.id}:${phoneKey(phone)}`;
  const lastKey = `sms-last:${purpose}:${key}`;
  const last = db.prepare('SELECT window_start FROM rate_limits WHERE key = ?').get(lastKey) as
    { window_start: number } | undefined;
  const waitMs = last ? last.window_start + SMS_RESEND_SECONDS * 1000 - now : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new PlatformError(
      'TOO_MANY_REQUESTS',
      seconds === 1 ? text('error.codeWaitOne') : text('error.codeWait', { seconds }),
      { retryAfter: seconds },
    );
  }
  hitRateLimit(db, `sms:${key}`, SENDS_PER_WINDOW, SEND_WINDOW_MS, now);
  hitRateLimit(db, `sms-ip:${ip}`, SENDS_PER_ADDRESS_HOUR, 60 * 60 * 1000, now);
  db.prepare(
    'INSERT INTO rate_limits (key, count, window_start) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start',
  ).run(lastKey, now);
}

/** Sends a fresh 6-digit code through the outbox provider (after throttleSmsRequest); returns its lifetime in minutes. */
export function sendSmsCode(
  db: Db,
  outbox: Outbox,
  brand: PlatformBrand,
  phone: Phone,
  purpose: SmsPurpose,
  now: number,
  language: ContentLanguage,
): number {
  const key = phoneKey(phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  writeTransaction(db, () => {
    // A new code replaces the old ones: only the latest message is valid.
    db.prepare('UPDATE sms_codes SET used = 1 WHERE brand = ? AND phone = ? AND purpose = ? AND used = 0').run(
      brand.id,
      key,
      purpose,
    );
    db.prepare(
      'INSERT INTO sms_codes (brand, phone, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(brand.id, key, purpose, code, now, now + SMS_CODE_MINUTES * 60_000);
  });
  outbox.send({
    brand: brand.id,
    channel: 'sms',
    recipient: key,
    body: renderText(language, text('sms.code', { brand: brand.name, code, minutes: SMS_CODE_MINUTES })),
  });
  return SMS_CODE_MINUTES;
}

/** Spends the latest code for the number; wrong → SMS_CODE_INVALID (ERR-09), late → SMS_CODE_EXPIRED (ERR-13). */
export function consumeSmsCode(
  db: Db,
  brand: PlatformBrand,
  phone: Phone,
  purpose: SmsPurpose,
  given: string | undefined,
  now: number,
): void {
  if (!given?.trim()) throw new PlatformError('SMS_CODE_INVALID', text('error.codeInvalid'));
  const row = db
    .prepare(
      'SELECT id, code, expires_at, attempts FROM sms_codes WHERE brand = ? AND phone = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1',
    )
    .get(brand.id, phoneKey(phone), purpose) as
    { id: number; code: string; expires_at: number; attempts: number } | undefined;
  if (!row) throw new PlatformError('SMS_CODE_INVALID', text('error.codeInvalid'));
  if (row.expires_at <= now) {
    db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
    throw new PlatformError('SMS_CODE_EXPIRED', text('error.codeExpired'));
  }
  if (row.code !== given.trim()) {
    db.prepare(
      'UPDATE sms_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ?',
    ).run(MAX_GUESSES, row.id);
    throw new PlatformError('SMS_CODE_INVALID', text('error.codeInvalid'));
  }
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
}

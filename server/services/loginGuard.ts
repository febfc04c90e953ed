import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { oneAtATime } from './oneAtATime.ts';
import { text } from '../texts/index.ts';

/**
 * Throttling of password logins (AUTH-08, ERR-07; issues 9 and 14). Failures are counted, never
 * successes, per account and address. Waits are a pair's own: only the failures of this account
 * from this address (and this address's failures on any account) make it wait, so a stranger's
 * guesses never make the owner wait, wherever the owner logs in from. The proofs asked for grow
 * with every failure that concerns the attempt:
 *
 * - from an address the account knows (AUTH-15), only that address's own failures count;
 * - from any other address, the account's failures from all unknown addresses count too (a
 *   spread-out guess still meets the captcha and the challenge), and so do the address's failures
 *   on any account;
 *
 * 1 failure → the captcha; 3 → also a solved challenge (CALL-66); 5 of the pair's own → a wait
 * before the next attempt, doubling from 2 seconds; from 10 the wait is 5 minutes (the lock). A
 * success (a login from a known address, an SMS-code or third-party login, a completed login
 * verification) forgets the failures of its own account and address only: one party's success
 * never resets another's count.
 *
 * Attempts sent at once meet these rules as if sent one after another (issue 24): each takes its
 * turn on its account and on its address (inLoginTurn) before it reads what it must bring, and
 * keeps it until its failure is recorded. Fifty guesses at once from a new address check one
 * password; the other 49 are asked for the captcha its failure earned. Right passwords at once
 * are never counted: each one's turn ends with nothing recorded.
 */

/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;
const CAPTCHA_FROM = 1;
const CHALLENGE_FROM = 3;
const DELAY_FROM = 5;
const LOCK_FROM = 10;
export const LOCK_SECONDS = 5 * 60;
/** An address's failures on all accounts: the challenge from 10, waits from 20. */
const ADDRESS_CHALLENGE_FROM = 10;
const ADDRESS_DELAY_FROM = 20;

/** Addresses compare without the IPv4-mapped prefix ("::ffff:127.0.0.1" is 127.0.0.1). */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:/, '');

export interface LoginStage {
  captcha: boolean;
  challenge: boolean;
  /** Seconds before the next attempt is accepted (0: now). */
  waitSeconds: number;
}

/** Seconds to wait after the n-th failure. */
function delayAfter(failures: number, from: number): number {
  if (failures >= from + (LOCK_FROM - DELAY_FROM)) return LOCK_SECONDS;
  if (failures < from) return 0;
  return Math.min(LOCK_SECONDS, 2 ** (failures - from + 1));
}

interface Counts {
  failures: number;
  lastAt: number;
}

function counts(db: Db, sql: string, ...params: unknown[]): Counts {
  const row = db.prepare(sql).get(...params) as { failures: number | null; last_at: number | null };
  return { failures: row.failures ?? 0, lastAt: row.last_at ?? 0 };
}

/**
 * Runs one login attempt (from working out what it must bring to recording its failure) when no
 * other attempt on the same account, nor from the same address, is running: the account's count
 * and the address's count are each read and written by one attempt at a time. The account's turn
 * is always taken before the address's, so no two attempts can each wait for the other.
 */
export function inLoginTurn<T>(
  db: Db,
  brand: string,
  account: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  return oneAtATime(db, `login-account:${brand}:${account}`, () =>
    oneAtATime(db, `login-address:${plainAddress(ip)}`, attempt),
  );
}

/** What the next attempt on `account` from `ip` must bring, and how long it must wait. */
export function loginStage(
  db: Db,
  brand: string,
  account: string,
  ip: string,
  known: boolean,
  now: number,
): LoginStage {
  const since = now - FAILURE_MEMORY_MS;
  const address = plainAddress(ip);
  const own = counts(
    db,
    'SELECT SUM(failures) AS failures, MAX(last_at) AS last_at FROM login_failures WHERE brand = ? AND account = ? AND ip = ? AND last_at > ?',
    brand,
    account,
    address,
    since,
  );
  let stage = { failures: own.failures, addressFailures: 0, addressLastAt: 0 };
  if (!known) {
    const strangers = counts(
      db,
      'SELECT SUM(failures) AS failures, MAX(last_at) AS last_at FROM login_failures WHERE brand = ? AND account = ? AND known = 0 AND last_at > ?',
      brand,
      account,
      since,
    );
    const fromAddress = counts(
      db,
      'SELECT SUM(failures) AS failures, MAX(last_at) AS last_at FROM login_failures WHERE ip = ? AND known = 0 AND last_at > ?',
      address,
      since,
    );
    stage = {
      failures: Math.max(own.failures, strangers.failures),
      addressFailures: fromAddress.failures,
      addressLastAt: fromAddress.lastAt,
    };
  }
  // Waits come from this pair's own failures and this address's own spree, never from others'.
  const wait = Math.max(
    own.lastAt + delayAfter(own.failures, DELAY_FROM) * 1000 - now,
    stage.addressLastAt + delayAfter(stage.addressFailures, ADDRESS_DELAY_FROM) * 1000 - now,
  );
  return {
    captcha: stage.failures >= CAPTCHA_FROM || stage.addressFailures >= CAPTCHA_FROM,
    challenge: stage.failures >= CHALLENGE_FROM || stage.addressFailures >= ADDRESS_CHALLENGE_FROM,
    waitSeconds: wait > 0 ? Math.ceil(wait / 1000) : 0,
  };
}

/** TOO_MANY_REQUESTS with the seconds to wait (ERR-07: "retry after 5 minutes" at the lock). */
export function tooSoon(stage: LoginStage): PlatformError {
  const seconds = stage.waitSeconds;
  const message =
    seconds >= LOCK_SECONDS
      ? text('error.loginLocked')
      : seconds === 1
        ? text('error.loginWaitOne')
        : text('error.loginWait', { seconds });
  return new PlatformError('TOO_MANY_REQUESTS', message, {
    captcha: stage.captcha,
    challenge: stage.challenge,
    retryAfter: Math.max(1, seconds),
  });
}

export function recordLoginFailure(
  db: Db,
  brand: string,
  account: string,
  ip: string,
  known: boolean,
  now: number,
): void {
  db.prepare(
    `INSERT INTO login_failures (brand, account, ip, known, failures, last_at) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT(brand, account, ip) DO UPDATE SET
       failures = CASE WHEN last_at > ? THEN failures + 1 ELSE 1 END, known = excluded.known, last_at = excluded.last_at`,
  ).run(brand, account, plainAddress(ip), known ? 1 : 0, now, now - FAILURE_MEMORY_MS);
}

/** The failures of this account from this address are forgotten: whoever is here has shown who they are. Others' stay. */
export function clearLoginFailures(db: Db, brand: string, account: string, ip: string): void {
  db.prepare('DELETE FROM login_failures WHERE brand = ? AND account = ? AND ip = ?').run(
    brand,
    account,
    plainAddress(ip),
  );
}

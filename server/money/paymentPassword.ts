import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { oneAtATime } from '../services/oneAtATime.ts';
import { clearRateLimit, hitRateLimit } from '../services/rateLimit.ts';
import { text } from '../texts/index.ts';

/** Failed payment-password checks per member: 10 in 15 minutes, then a 5-minute lock (guessing a PIN). */
const PASSWORD_CHECK_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

const storedHash = (db: Db, memberId: number) =>
  (
    statement(db, 'SELECT payment_password_hash FROM members WHERE id = ?').get(memberId) as
      { payment_password_hash: string | null } | undefined
  )?.payment_password_hash ?? null;

export const hasPaymentPassword = (db: Db, memberId: number): boolean => storedHash(db, memberId) !== null;

/**
 * Checks the payment password, counting the attempt: every attempt is counted before the password
 * is checked, so a locked member gets no guess in (TOO_MANY_REQUESTS); a pass clears the count, so
 * only failures lead to the lock. The points check (CALL-37) and every cashier call share one count.
 * A member's checks run one at a time (issue 24): checks sent at once are counted as if sent one
 * after another, so right passwords at once each clear the count and never lock the member,
 * and guesses at once still get ten checks at most. Null when the member has set none.
 */
export function checkPaymentPassword(db: Db, memberId: number, password: string, now: number): Promise<boolean | null> {
  const limitKey = `paymentPassword:${memberId}`;
  return oneAtATime(db, limitKey, async () => {
    const hash = storedHash(db, memberId);
    if (!hash) return null;
    hitRateLimit(db, limitKey, PASSWORD_CHECK_LIMIT.max, PASSWORD_CHECK_LIMIT.windowMs, now);
    const pass = await verifyPassword(password, hash);
    if (pass) clearRateLimit(db, limitKey);
    return pass;
  });
}

/** The cashier's form of the check: a missing or wrong password is refused with its own code. */
export async function requirePaymentPassword(db: Db, memberId: number, password: string, now: number): Promise<void> {
  const pass = await checkPaymentPassword(db, memberId, password, now);
  if (pass === null) throw new PlatformError('PAYMENT_PASSWORD_NOT_SET', text('error.paymentPasswordNotSet'));
  if (!pass) throw new PlatformError('PAYMENT_PASSWORD_INVALID', text('error.paymentPasswordIncorrect'));
}

/** Sets the payment password, or changes it given the current one (CALL-78). */
export async function setPaymentPassword(
  db: Db,
  memberId: number,
  input: { password: string; oldPassword?: string },
  now: number,
): Promise<string> {
  const had = hasPaymentPassword(db, memberId);
  if (had) {
    if (!input.oldPassword) throw new PlatformError('VALIDATION_FAILED', text('error.paymentPasswordCurrent'));
    await requirePaymentPassword(db, memberId, input.oldPassword, now);
    if (input.oldPassword === input.password)
      throw new PlatformError('VALIDATION_FAILED', text('error.paymentPasswordSame'));
  } else if (input.oldPassword) {
    throw new PlatformError('VALIDATION_FAILED', text('error.paymentPasswordNone'));
  }
  statement(db, 'UPDATE members SET payment_password_hash = ? WHERE id = ?').run(
    await hashPassword(input.password),
    memberId,
  );
  return had ? 'Your payment password was changed.' : 'Your payment password was set.';
}

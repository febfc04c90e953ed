import { randomBytes } from 'node:crypto';
import type { RequestOf } from '../../schemas/api/index.ts';
import { platformFlags } from '../brands.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { createMember, findByAccount, findByMobile, isPasswordExpired, normaliseAccount, type Credentials } from '../services/accounts.ts';
import { TRIAL_TYPE } from '../services/roles.ts';
import { consumeCaptcha } from '../services/captcha.ts';
import { verifyPassword } from '../services/passwords.ts';
import { clearRateLimit, hitRateLimit } from '../services/rateLimit.ts';
import { closeSession, openSession } from '../services/sessions.ts';
import { consumeSmsCode } from '../services/smsCodes.ts';

/** Ten failed logins in 5 minutes lock the account (or the address) for 5 minutes (ERR-07, CONST-16). */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** Free-play credit of a trial account (AUTH-12). */
const TRIAL_CREDIT_CENTS = 2000_00;

const captchaRequired = (db: Db, brand: string, account: string) =>
  (db.prepare('SELECT captcha_required FROM login_attempts WHERE brand = ? AND account = ?').get(brand, account) as { captcha_required: number } | undefined)
    ?.captcha_required === 1;

/** A failed login makes the captcha required for that account until it logs in (AUTH-08). */
function recordFailure(db: Db, brand: string, account: string, now: number): void {
  db.prepare(
    `INSERT INTO login_attempts (brand, account, failures, captcha_required, updated_at) VALUES (?, ?, 1, 1, ?)
     ON CONFLICT(brand, account) DO UPDATE SET failures = failures + 1, captcha_required = 1, updated_at = excluded.updated_at`,
  ).run(brand, account, now);
}

const clearFailures = (db: Db, brand: string, account: string) =>
  db.prepare('DELETE FROM login_attempts WHERE brand = ? AND account = ?').run(brand, account);

const invalid = () => new PlatformError('INVALID_CREDENTIALS', 'Incorrect account or password.', { captcha: true });

async function checkCredentials(input: RequestOf<'login'>, ctx: CallContext, key: string): Promise<Credentials> {
  const { db, brand } = ctx;
  if (input.type === 'sms') {
    const phone = { countryDialingCode: input.countryDialingCode ?? brand.defaultDialingCode, mobileNum: input.username.trim() };
    const member = findByMobile(db, brand.id, phone);
    // The code is checked (and spent) even for an unknown number, so the answer does not tell which numbers exist.
    consumeSmsCode(db, brand, phone, 'noLogin', input.password, ctx.now());
    if (!member) throw invalid();
    return member;
  }
  const member = findByAccount(db, brand.id, key);
  // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
  const ok = await verifyPassword(input.password, member?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (!member || !ok) throw invalid();
  return member;
}

export const sessionHandlers: CallHandlers<'login' | 'logout' | 'freeplayLogin'> = {
  /** CALL-04: by password or by SMS code (AUTH-02, AUTH-03, AUTH-08). */
  async login(input, ctx) {
    const { db, brand } = ctx;
    if (input.provider) throw new PlatformError('FEATURE_DISABLED', 'Sign-in with this provider is not offered on this site.');
    const key = input.type === 'sms' ? `sms:${input.countryDialingCode ?? brand.defaultDialingCode}${input.username.trim()}` : normaliseAccount(input.username);
    const now = ctx.now();
    // Locked accounts and addresses are refused before any check (ERR-07).
    hitRateLimit(db, `login:${brand.id}:${key}`, MAX_FAILURES, FAILURE_WINDOW_MS, now);
    hitRateLimit(db, `login-ip:${ctx.ip}`, MAX_FAILURES * 3, FAILURE_WINDOW_MS, now);
    if (captchaRequired(db, brand.id, key)) consumeCaptcha(db, brand.id, ctx.ip, input.captcha, now);
    let member: Credentials;
    try {
      member = await checkCredentials(input, ctx, key);
    } catch (error) {
      if (error instanceof PlatformError && (error.code === 'INVALID_CREDENTIALS' || error.code.startsWith('SMS_CODE'))) recordFailure(db, brand.id, key, now);
      throw error instanceof PlatformError && error.code.startsWith('SMS_CODE') ? new PlatformError(error.code, error.message, { captcha: true }) : error;
    }
    clearFailures(db, brand.id, key);
    clearRateLimit(db, `login:${brand.id}:${key}`);
    const token = openSession(db, member.id, now);
    db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
    return {
      token,
      userName: member.account,
      firstTimeLogin: member.firstLogin ? 'F' : 'N',
      // An SMS login never forces a change (AUTH-06).
      passwordExpired: input.type !== 'sms' && isPasswordExpired(member, platformFlags(db, brand), now),
    };
  },

  /** CALL-05: ends this session (AUTH-16). */
  logout(_input, ctx) {
    if (ctx.token) closeSession(ctx.db, ctx.token);
    return null;
  },

  /** CALL-06: a trial account (type 4) with free-play credit, when the brand offers free play (FLAG-04). */
  async freeplayLogin(_input, ctx) {
    if (platformFlags(ctx.db, ctx.brand).FREEPLAY3 !== true) throw new PlatformError('FEATURE_DISABLED', 'Free play is not offered on this site.');
    hitRateLimit(ctx.db, `freeplay:${ctx.ip}`, 20, 60 * 60 * 1000, ctx.now());
    const member = await createMember(
      ctx.db,
      { brand: ctx.brand.id, account: `trial_${randomBytes(4).toString('hex')}`, type: TRIAL_TYPE, nickname: 'Trial', balanceCents: TRIAL_CREDIT_CENTS },
      ctx.now(),
    );
    ctx.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
    return { token: openSession(ctx.db, member.id, ctx.now()), userName: member.account, trial: true };
  },
};

import { randomBytes } from 'node:crypto';
import type { RequestOf } from '../../schemas/api/index.ts';
import { platformFlags } from '../brands.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import {
  createMember,
  findByAccount,
  findById,
  findByMobile,
  normaliseAccount,
  type Credentials,
} from '../services/accounts.ts';
import { consumeCaptcha } from '../services/captcha.ts';
import { consumeChallenge } from '../services/challenge.ts';
import { finishLogin, memberForIdentity } from '../services/login.ts';
import { inLoginTurn, loginStage, recordLoginFailure, tooSoon } from '../services/loginGuard.ts';
import { isKnownAddress, verificationRequired } from '../services/loginVerification.ts';
import { verifyPassword } from '../services/passwords.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { TRIAL_TYPE } from '../services/roles.ts';
import { closeSession, openSession } from '../services/sessions.ts';
import { verifyProviderToken } from '../services/signInProviders.ts';
import { checkDialingCodeOffered, consumeSmsCode, phoneKey, phoneOf, type Phone } from '../services/smsCodes.ts';
import { text } from '../texts/index.ts';

/** Free-play credit of a trial account (AUTH-12). */
const TRIAL_CREDIT_CENTS = 2000_00;

const invalid = () => new PlatformError('INVALID_CREDENTIALS', text('error.credentials'), { captcha: true });

/** The number an SMS-code login names, as the platform counts it: "012-345 6789" is 123456789. */
const smsPhone = (input: RequestOf<'login'>, ctx: CallContext): Phone =>
  phoneOf(input.countryDialingCode ?? ctx.brand.defaultDialingCode, input.username!);

/** The account (or number) a login is for; failures are counted under this key. */
function failureKey(input: RequestOf<'login'>, ctx: CallContext): string {
  return input.type === 'sms' ? `sms:${phoneKey(smsPhone(input, ctx))}` : normaliseAccount(input.username!);
}

function accountOf(input: RequestOf<'login'>, ctx: CallContext): Credentials | null {
  if (input.type === 'sms') return findByMobile(ctx.db, ctx.brand.id, smsPhone(input, ctx));
  return findByAccount(ctx.db, ctx.brand.id, input.username!);
}

async function checkCredentials(
  input: RequestOf<'login'>,
  ctx: CallContext,
  member: Credentials | null,
): Promise<Credentials> {
  if (input.type === 'sms') {
    const phone = smsPhone(input, ctx);
    // The code is checked (and spent) even for an unknown number, so the answer does not tell which numbers exist.
    consumeSmsCode(ctx.db, ctx.brand, phone, 'noLogin', input.password, ctx.now());
    if (!member) throw invalid();
    return member;
  }
  // Unknown accounts cost a hash too, so timing does not tell which accounts exist.
  const ok = await verifyPassword(input.password!, member?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (!member || !ok) throw invalid();
  return member;
}

/** CALL-04 with type `provider` (AUTH-13, UNSPEC-34): never asks for a password change or extra verification. */
async function providerLogin(input: RequestOf<'login'>, ctx: CallContext) {
  if (!input.provider || !input.providerToken)
    throw new PlatformError('VALIDATION_FAILED', text('error.chooseProvider'));
  const identity = verifyProviderToken(ctx.db, input.provider, input.providerToken, ctx.now());
  const member = findById(ctx.db, await memberForIdentity(ctx, input.provider, identity))!;
  return finishLogin(ctx, member, 'provider');
}

/**
 * A password or SMS-code login, in its turn: what it must bring, the proofs, the check, and the
 * failure recorded, with no other attempt on the account or from the address in between.
 */
async function checkedLogin(input: RequestOf<'login'>, ctx: CallContext, key: string) {
  const { db, brand } = ctx;
  const now = ctx.now();
  const account = accountOf(input, ctx);
  const known = account !== null && isKnownAddress(db, account.id, ctx.ip);
  const stage = loginStage(db, brand.id, key, ctx.ip, known, now);
  // Waits are served before any check, so guessing on during one gains nothing (ERR-07).
  if (stage.waitSeconds > 0) throw tooSoon(stage);
  // A missing or wrong proof says everything the next attempt needs, so the player asks for both at once.
  try {
    if (stage.captcha) consumeCaptcha(db, brand.id, ctx.ip, input.captcha, now);
    if (stage.challenge) await consumeChallenge(db, brand.id, 'login', input.challengeToken, now);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    throw new PlatformError(error.code, error.text ?? error.message, {
      ...error.extra,
      ...(stage.captcha ? { captcha: true } : {}),
      ...(stage.challenge ? { challenge: true } : {}),
    });
  }
  let member: Credentials;
  try {
    member = await checkCredentials(input, ctx, account);
  } catch (error) {
    if (
      !(error instanceof PlatformError) ||
      !(error.code === 'INVALID_CREDENTIALS' || error.code.startsWith('SMS_CODE'))
    )
      throw error;
    recordLoginFailure(db, brand.id, key, ctx.ip, known, now);
    const next = loginStage(db, brand.id, key, ctx.ip, known, now);
    throw new PlatformError(error.code, error.text ?? error.message, {
      captcha: true,
      ...(next.challenge ? { challenge: true } : {}),
      ...(next.waitSeconds > 0 ? { retryAfter: next.waitSeconds } : {}),
    });
  }
  if (input.type === 'sms') return finishLogin(ctx, member, 'sms', { failureKey: key });
  // AUTH-15: a right password from an address the account does not know asks for more.
  if (!known) {
    const ask = verificationRequired(db, brand, member.id, ctx.ip, now);
    if (ask) throw ask;
  }
  return finishLogin(ctx, member, 'password');
}

export const sessionHandlers: CallHandlers<'login' | 'logout' | 'freeplayLogin'> = {
  /**
   * CALL-04: by password, by SMS code or by a third-party provider (AUTH-02, AUTH-03, AUTH-08,
   * AUTH-13, AUTH-15). Failures, never successes, raise what the next attempt must bring (the
   * captcha, a challenge, a wait: services/loginGuard.ts); a right password from an address new to
   * the account asks for extra verification (CALL-67, CALL-68).
   */
  async login(input, ctx) {
    const { db, brand } = ctx;
    const flags = platformFlags(db, brand);
    if (input.type === 'provider') return providerLogin(input, ctx);
    if (input.provider || input.providerToken) throw new PlatformError('VALIDATION_FAILED', text('error.providerType'));
    if (!input.username?.trim() || !input.password)
      throw new PlatformError('VALIDATION_FAILED', text('error.credentialsRequired'));
    // FLAG-06: the SMS-mobile tab exists only where the brand offers it, and so does the call behind it.
    if (input.type === 'sms' && flags.MOBILEVERCODELOGIN3 !== true)
      throw new PlatformError('FEATURE_DISABLED', text('error.smsLoginOff'));
    if (input.type === 'sms')
      checkDialingCodeOffered(flags, brand, input.countryDialingCode ?? brand.defaultDialingCode);
    const key = failureKey(input, ctx);
    // Attempts at once on this account or from this address run one after another (issue 24).
    return inLoginTurn(db, brand.id, key, ctx.ip, () => checkedLogin(input, ctx, key));
  },

  /** CALL-05: ends this session (AUTH-16). */
  logout(_input, ctx) {
    if (ctx.token) closeSession(ctx.db, ctx.token);
    return null;
  },

  /** CALL-06: a trial account (type 4) with free-play credit, when the brand offers free play (FLAG-04). */
  async freeplayLogin(_input, ctx) {
    if (platformFlags(ctx.db, ctx.brand).FREEPLAY3 !== true)
      throw new PlatformError('FEATURE_DISABLED', text('error.freePlayOff'));
    hitRateLimit(ctx.db, `freeplay:${ctx.ip}`, 20, 60 * 60 * 1000, ctx.now());
    const member = await createMember(
      ctx.db,
      {
        brand: ctx.brand.id,
        account: `trial_${randomBytes(4).toString('hex')}`,
        type: TRIAL_TYPE,
        nickname: 'Trial',
        balanceCents: TRIAL_CREDIT_CENTS,
      },
      ctx.now(),
    );
    ctx.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
    return { token: openSession(ctx.db, member.id, ctx.now()), userName: member.account, trial: true };
  },
};

import type { RequestOf } from '../../schemas/api/index.ts';
import type { RegisterField } from '../../schemas/brand/registration.ts';
import { platformFlags, platformRegisterRules } from '../brands.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { agentByAffiliateCode, createMember, findByAccount, findByMobile } from '../services/accounts.ts';
import { inviterByCode, recordInvitation } from '../content/referrals.ts';
import { consumeCaptcha } from '../services/captcha.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { consumeChallenge } from '../services/challenge.ts';
import { rememberAddress } from '../services/loginVerification.ts';
import { checkRegistrationFields, refuseSwitchedOffFields } from '../services/registerRules.ts';
import { openSession } from '../services/sessions.ts';
import { requireNotOnRegister } from '../responsibleGaming/register.ts';
import { limitsChosenAtRegistration, writeRegistrationLimits } from '../responsibleGaming/registration.ts';
import { checkDialingCodeOffered, checkedPhone, consumeSmsCode, type Phone } from '../services/smsCodes.ts';
import { text } from '../texts/index.ts';

type Registration = RequestOf<'register'> | RequestOf<'registerMobile'>;

/**
 * Sign-ups one address may make an hour. LIVERY_REGISTER_PER_HOUR raises it for a deployment whose
 * players share one address (the end-to-end suite signs up a fresh player per journey from one).
 */
const REGISTER_PER_HOUR =
  Number(process.env.LIVERY_REGISTER_PER_HOUR) > 0 ? Number(process.env.LIVERY_REGISTER_PER_HOUR) : 20;

async function registerMember(input: Registration, ctx: CallContext, mode: 'username' | 'mobile') {
  const { db, brand } = ctx;
  const now = ctx.now();
  const flags = platformFlags(db, brand);
  const rules = platformRegisterRules(db, brand);
  hitRateLimit(db, `register:${ctx.ip}`, REGISTER_PER_HOUR, 60 * 60 * 1000, now);
  if (mode === 'mobile' && flags.MOBILENUMREG3 !== true)
    throw new PlatformError('FEATURE_DISABLED', text('error.registerMobileOff'));
  if (mode === 'username' && flags.USERNAMEREG === false)
    throw new PlatformError('FEATURE_DISABLED', text('error.registerUsernameOff'));

  const forced: RegisterField[] = mode === 'username' ? ['username', 'password'] : ['mobileNum'];
  // Mobile sign-up asks a password only where the brand says so (MOBILENUMPASSREG3, UNSPEC-39).
  if (mode === 'mobile' && flags.MOBILENUMPASSREG3 === true) forced.push('password');
  // The mobile form names the account by the number: a username or password there is checked only when given.
  const optional: RegisterField[] = mode === 'mobile' ? ['username', 'password'] : [];
  // Fields the brand does not collect are refused, never stored unchecked; the rest obey their rules.
  refuseSwitchedOffFields(rules, input, [...forced, ...optional]);
  checkRegistrationFields(rules, input, forced, optional);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw new PlatformError('VALIDATION_FAILED', text('error.confirmationInput'));
  }
  // RG-17: limits chosen in the form are checked now, so a wrong one costs no code or challenge.
  const limits = limitsChosenAtRegistration(brand, input.gamingLimits);
  // No phone-verification provider (CALL-63) is configured on this platform, so its token proves nothing.
  if (input.firebaseIdToken || input.firebaseChannel)
    throw new PlatformError('FEATURE_DISABLED', text('error.phoneProviderOff'));

  let phone: Phone | undefined;
  if (input.mobileNum) {
    const countryDialingCode = input.countryDialingCode ?? brand.defaultDialingCode;
    checkDialingCodeOffered(flags, brand, countryDialingCode);
    // Stored as the national number: 0176543210 signs up 176543210, the account m176543210.
    phone = checkedPhone(brand, countryDialingCode, input.mobileNum);
  }
  // UNSPEC-35, REG-07: every registration brings a solved challenge, before anything is looked up.
  await consumeChallenge(db, brand.id, 'register', input.challengeToken, now);
  if (rules.captcha?.enabled) consumeCaptcha(db, brand.id, ctx.ip, input.captcha, now);

  // REG-05, ERR-04: a given code must name an agent (the newcomer's upline) or a member who
  // invited them (MC-12); a required one must be given.
  let parentId: number | null = null;
  let inviterId: number | null = null;
  const affiliate = input.affiliateCode?.trim();
  if (affiliate || rules.affiliateCode?.required) {
    const agent = affiliate ? agentByAffiliateCode(db, brand.id, affiliate) : null;
    inviterId = affiliate && !agent ? inviterByCode(db, brand.id, affiliate) : null;
    if (!agent && inviterId === null) throw new PlatformError('INVITATION_CODE_ERROR', text('error.invitationCode'));
    parentId = agent?.id ?? null;
  }
  const account = mode === 'username' ? input.username! : input.username?.trim() || `m${phone!.mobileNum}`;
  // Taken names and numbers are refused before the SMS code is spent, so a retry needs no new code;
  // the number first, as the account a mobile sign-up is named after is taken because its number is.
  if (phone && findByMobile(db, brand.id, phone)) throw new PlatformError('USERNAME_TAKEN', text('error.mobileTaken'));
  if (findByAccount(db, brand.id, account)) throw new PlatformError('USERNAME_TAKEN', text('error.usernameTaken'));
  // Issue 29: the national self-exclusion register the brand's licence names is asked first.
  requireNotOnRegister(db, brand, {
    email: input.email?.trim(),
    mobile: phone ? `${phone.countryDialingCode}${phone.mobileNum}` : null,
  });
  // REG-04, VAL-11: with SMS verification on, the number is proven by its code, spent last.
  if (phone && flags.REGMOBVERF3 === true) consumeSmsCode(db, brand, phone, 'register', input.verificationCode, now);

  const member = await createMember(
    db,
    {
      brand: brand.id,
      account,
      password: input.password,
      phone,
      email: input.email?.trim(),
      payeeName: input.payeeName?.trim(),
      parentId,
      paymentPassword: input.paymentPassword,
      alsoWrite: (memberId) => writeRegistrationLimits(db, brand, memberId, limits, now),
    },
    now,
  );
  if (inviterId !== null) recordInvitation(db, member.id, inviterId);
  // The address the member signed up from is theirs: logging in from it asks for no extra verification (AUTH-15).
  rememberAddress(db, member.id, ctx.ip, now);
  // REG-09: `login: true` asks for a session straight away. That session is the account's first
  // login (UNSPEC-51): its answer says so, and later logins do not (issue 26 item 11: the first-login
  // popup shows once, after sign-up, never again at the next login).
  if (!input.login) return { userName: member.account };
  const token = openSession(db, member.id, now);
  db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return { token, userName: member.account, firstTimeLogin: 'F' };
}

export const registerHandlers: CallHandlers<'register' | 'registerMobile' | 'affiliateCheck'> = {
  /** CALL-09 (REG-08). */
  register: (input, ctx) => registerMember(input, ctx, 'username'),
  /** CALL-10 (REG-08, FLAG-01). */
  registerMobile: (input, ctx) => registerMember(input, ctx, 'mobile'),
  /** CALL-12: whether an invitation code names an agent of this brand (REG-05). */
  affiliateCheck({ code }, ctx) {
    hitRateLimit(ctx.db, `affiliate:${ctx.ip}`, 60, 60_000, ctx.now());
    return {
      valid:
        agentByAffiliateCode(ctx.db, ctx.brand.id, code) !== null || inviterByCode(ctx.db, ctx.brand.id, code) !== null,
    };
  },
};

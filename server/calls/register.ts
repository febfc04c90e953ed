import { checkField, type FieldRule } from '../../engine/validation/patterns.ts';
import type { RegisterRules, RequestOf } from '../../schemas/api/index.ts';
import { REGISTER_FIELDS, type RegisterField } from '../../schemas/brand/registration.ts';
import { platformFlags, platformRegisterRules } from '../brands.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { agentByAffiliateCode, createMember } from '../services/accounts.ts';
import { consumeCaptcha } from '../services/captcha.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { openSession } from '../services/sessions.ts';
import { checkMobile, consumeSmsCode, type Phone } from '../services/smsCodes.ts';

type Registration = RequestOf<'register'> | RequestOf<'registerMobile'>;

/** The messages of VAL-21..VAL-27, by field and failure. */
const FIELD_NAMES: Record<RegisterField, string> = {
  username: 'Account', password: 'Password', payeeName: 'Real name', paymentPassword: 'Payment password', qqNum: 'QQ',
  line: 'Line', whatsapp: 'WhatsApp', facebook: 'Facebook', wechat: 'WeChat', idNumber: 'ID number', email: 'E-mail',
  mobileNum: 'Phone number', recommenderId: 'Recommender', affiliateCode: 'Invitation code', captcha: 'Captcha',
};

function fieldMessage(field: RegisterField, failure: 'required' | 'length' | 'pattern', rule: FieldRule): string {
  if (failure === 'required') return `${FIELD_NAMES[field]}: input cannot be empty.`;
  if (failure === 'length' && field === 'password') return `Please fill in your password with ${rule.min ?? 1} - ${rule.max ?? rule.min} characters.`;
  if (failure === 'length') return `${FIELD_NAMES[field]} must be ${rule.min === rule.max ? rule.min : `${rule.min ?? 1} - ${rule.max}`} characters.`;
  return `${FIELD_NAMES[field]} format is incorrect.`;
}

/**
 * Every field against the platform's rules (REG-02, VAL-01..VAL-03, VAL-21..VAL-27): the same
 * patterns and bounds the player's form applies, so nothing the form refuses gets in here.
 */
function checkRules(rules: RegisterRules, input: Registration, forced: readonly RegisterField[], optional: readonly RegisterField[]): void {
  for (const field of REGISTER_FIELDS) {
    if (field === 'captcha' || field === 'affiliateCode') continue; // checked against the platform, below
    const rule = (rules[field] ?? {}) as FieldRule;
    const value = input[field as keyof Registration];
    const text = typeof value === 'string' ? value : undefined;
    const wanted = forced.includes(field) || rule.enabled === true;
    if (!wanted) continue;
    const required = forced.includes(field) || (rule.required === true && !optional.includes(field));
    const failure = checkField({ ...rule, required }, text);
    if (failure) throw new PlatformError('VALIDATION_FAILED', fieldMessage(field, failure, rule));
  }
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw new PlatformError('VALIDATION_FAILED', 'Incorrect confirmation input.');
  }
}

async function registerMember(input: Registration, ctx: CallContext, mode: 'username' | 'mobile') {
  const { db, brand } = ctx;
  const now = ctx.now();
  const flags = platformFlags(db, brand);
  const rules = platformRegisterRules(db, brand);
  hitRateLimit(db, `register:${ctx.ip}`, 20, 60 * 60 * 1000, now);
  if (mode === 'mobile' && flags.MOBILENUMREG3 !== true) throw new PlatformError('FEATURE_DISABLED', 'Registration by mobile number is not offered on this site.');
  if (mode === 'username' && flags.USERNAMEREG === false) throw new PlatformError('FEATURE_DISABLED', 'Registration by username is not offered on this site.');

  const forced: RegisterField[] = mode === 'username' ? ['username', 'password'] : ['mobileNum'];
  // Mobile sign-up asks a password only where the brand says so (MOBILENUMPASSREG3, UNSPEC-39).
  if (mode === 'mobile' && flags.MOBILENUMPASSREG3 === true) forced.push('password');
  // The mobile form names the account by the number: a username or password there is checked only when given.
  const optional: RegisterField[] = mode === 'mobile' ? ['username', 'password'] : [];
  checkRules(rules, input, forced, optional);

  const phone: Phone | undefined = input.mobileNum
    ? { countryDialingCode: input.countryDialingCode ?? brand.defaultDialingCode, mobileNum: input.mobileNum }
    : undefined;
  if (phone) checkMobile(brand, phone);
  if (rules.captcha?.enabled) consumeCaptcha(db, brand.id, ctx.ip, input.captcha, now);

  // REG-05, ERR-04: a given code must name an agent; a required one must be given.
  let parentId: number | null = null;
  const affiliate = input.affiliateCode?.trim();
  if (affiliate || rules.affiliateCode?.required) {
    const agent = affiliate ? agentByAffiliateCode(db, brand.id, affiliate) : null;
    if (!agent) throw new PlatformError('INVITATION_CODE_ERROR', 'Invalid invitation code.');
    parentId = agent.id;
  }
  // REG-04, VAL-11: with SMS verification on, the number is proven by its code (or the phone provider's token).
  if (phone && flags.REGMOBVERF3 === true && !input.firebaseIdToken) consumeSmsCode(db, brand, phone, 'register', input.verificationCode, now);

  const account = mode === 'username' ? input.username! : input.username?.trim() || `m${phone!.mobileNum}`;
  const member = await createMember(
    db,
    {
      brand: brand.id, account, password: input.password, phone, email: input.email, payeeName: input.payeeName,
      parentId, paymentPassword: input.paymentPassword,
    },
    now,
  );
  // REG-09: `login: true` asks for a session straight away.
  return input.login ? { token: openSession(db, member.id, now), userName: member.account } : { userName: member.account };
}

export const registerHandlers: CallHandlers<'register' | 'registerMobile' | 'affiliateCheck'> = {
  /** CALL-09 (REG-08). */
  register: (input, ctx) => registerMember(input, ctx, 'username'),
  /** CALL-10 (REG-08, FLAG-01). */
  registerMobile: (input, ctx) => registerMember(input, ctx, 'mobile'),
  /** CALL-12: whether an invitation code names an agent of this brand (REG-05). */
  affiliateCheck({ code }, ctx) {
    hitRateLimit(ctx.db, `affiliate:${ctx.ip}`, 60, 60_000, ctx.now());
    return { valid: agentByAffiliateCode(ctx.db, ctx.brand.id, code) !== null };
  },
};

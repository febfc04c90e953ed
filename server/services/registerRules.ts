import { checkField, type FieldRule, type RuleFailure } from '../../engine/validation/patterns.ts';
import type { RegisterRules } from '../../schemas/api/index.ts';
import { REGISTER_FIELDS, type RegisterField } from '../../schemas/brand/registration.ts';
import { PlatformError } from '../errors.ts';

/** The names the VAL messages use, by field. */
const FIELD_NAMES: Record<RegisterField, string> = {
  username: 'Account',
  password: 'Password',
  payeeName: 'Real name',
  paymentPassword: 'Payment password',
  qqNum: 'QQ',
  line: 'Line',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'E-mail',
  mobileNum: 'Phone number',
  recommenderId: 'Recommender',
  affiliateCode: 'Invitation code',
  captcha: 'Captcha',
};

/** VAL-21..VAL-27: one message per field and failure. */
function fieldMessage(field: RegisterField, failure: RuleFailure, rule: FieldRule): string {
  if (failure === 'required') return `${FIELD_NAMES[field]}: input cannot be empty.`;
  if (failure === 'length' && field === 'password')
    return `Please fill in your password with ${rule.min ?? 1} - ${rule.max ?? rule.min} characters.`;
  if (failure === 'length')
    return `${FIELD_NAMES[field]} must be ${rule.min === rule.max ? rule.min : `${rule.min ?? 1} - ${rule.max}`} characters.`;
  return `${FIELD_NAMES[field]} format is incorrect.`;
}

/** Checks one field against its rule; `required` overrides the rule's own. */
export function checkRule(
  rules: RegisterRules,
  field: RegisterField,
  value: string | undefined,
  required?: boolean,
): void {
  const rule = (rules[field] ?? {}) as FieldRule;
  const failure = checkField({ ...rule, required: required ?? rule.required === true }, value);
  if (failure) throw new PlatformError('VALIDATION_FAILED', fieldMessage(field, failure, rule));
}

/**
 * Every enabled field against the platform's rules (REG-02, VAL-01..VAL-03): the same patterns and
 * bounds the player's form applies. `forced` fields are required whatever the rule says; `optional`
 * ones are checked only when given. Captcha and affiliate code are checked against the platform.
 */
export function checkRegistrationFields(
  rules: RegisterRules,
  input: Partial<Record<RegisterField, unknown>>,
  forced: readonly RegisterField[],
  optional: readonly RegisterField[],
): void {
  for (const field of REGISTER_FIELDS) {
    if (field === 'captcha' || field === 'affiliateCode') continue;
    if (!forced.includes(field) && rules[field]?.enabled !== true) continue;
    const value = input[field];
    const required = forced.includes(field) || (rules[field]?.required === true && !optional.includes(field));
    checkRule(rules, field, typeof value === 'string' ? value : undefined, required);
  }
}

/**
 * A field the brand switched off (rule not enabled) is refused when given (REG-02): the platform
 * never stores what the brand does not collect. `allowed` fields are the mode's own (username and
 * password, the mobile number).
 */
export function refuseSwitchedOffFields(
  rules: RegisterRules,
  input: Partial<Record<RegisterField, unknown>>,
  allowed: readonly RegisterField[],
): void {
  for (const field of REGISTER_FIELDS) {
    const value = input[field];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    if (allowed.includes(field) || rules[field]?.enabled === true) continue;
    throw new PlatformError('VALIDATION_FAILED', `${FIELD_NAMES[field]} is not collected on this site: leave it out.`);
  }
}

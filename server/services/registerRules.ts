import { checkField, type FieldRule, type RuleFailure } from '../../engine/validation/patterns.ts';
import type { RegisterRules } from '../../schemas/api/index.ts';
import { REGISTER_FIELDS, type RegisterField } from '../../schemas/brand/registration.ts';
import { PlatformError } from '../errors.ts';
import { text, type PlatformText } from '../texts/index.ts';

/** The name the VAL messages give a field, in the reader's language (server/texts `field.*`). */
const fieldName = (field: RegisterField): PlatformText => text(`field.${field}`);

/** VAL-21..VAL-27: one message per field and failure. */
function fieldMessage(field: RegisterField, failure: RuleFailure, rule: FieldRule): PlatformText {
  if (failure === 'required') return text('error.fieldRequired', { field: fieldName(field) });
  if (failure === 'length' && field === 'password')
    return text('error.passwordLength', { min: rule.min ?? 1, max: rule.max ?? rule.min ?? '' });
  if (failure === 'length')
    return text('error.fieldLength', {
      field: fieldName(field),
      length: rule.min === rule.max ? (rule.min ?? '') : `${rule.min ?? 1} - ${rule.max}`,
    });
  return text('error.fieldFormat', { field: fieldName(field) });
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
    throw new PlatformError('VALIDATION_FAILED', text('error.fieldNotCollected', { field: fieldName(field) }));
  }
}

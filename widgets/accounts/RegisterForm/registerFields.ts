import { boundsText, checkField, type FieldRule } from '../../../engine/validation/patterns.ts';
import { mobileFitsCountry } from '../../../engine/validation/mobileFitsCountry.ts';
import type { RegisterField } from '../../../schemas/brand/registration.ts';

/** The two ways to sign up (REG-01, REG-08): CALL-09 by username, CALL-10 by mobile number. */
export type RegisterMode = 'username' | 'mobile';

/** Every input of the form: the register-rule fields (ENT-14) and the three the rules do not describe. */
export type FieldName = RegisterField | 'confirmPassword' | 'verificationCode';

export type RegisterValues = Record<FieldName, string>;

export interface FieldSpec {
  name: FieldName;
  rule: FieldRule;
  required: boolean;
}

/** A message to show: a text key of this widget and its values, translated when drawn (the language may change). */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** The fields the rules switch on, in the order the form shows them after the mode's own. */
const EXTRAS: readonly RegisterField[] = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
];

export const EMPTY_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  mobileNum: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  verificationCode: '',
};

export type RuleSet = Partial<Record<RegisterField, FieldRule>>;

export interface ModeSwitches {
  /** REGMOBVERF3: the mobile number is proven by an SMS code (REG-04, VAL-11). */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile sign-up also asks for a password (UNSPEC-39). */
  mobilePassword: boolean;
}

/**
 * The fields a mode shows, as the platform checks them (server/calls/register.ts): the username form
 * always asks username and password; the mobile form always the number (the account is named by it),
 * the SMS code where numbers are verified, a password where the brand asks one. Every other field shows
 * when its rule is enabled and is required when its rule says so (REG-02).
 */
export function fieldsFor(mode: RegisterMode, rules: RuleSet, switches: ModeSwitches): FieldSpec[] {
  const ruleOf = (name: RegisterField): FieldRule => rules[name] ?? {};
  const enabled = (name: RegisterField) => ruleOf(name).enabled === true;
  const fromRule = (name: RegisterField): FieldSpec => ({
    name,
    rule: ruleOf(name),
    required: ruleOf(name).required === true,
  });
  const forced = (name: RegisterField): FieldSpec => ({ name, rule: ruleOf(name), required: true });
  const fields: FieldSpec[] = [];
  const password = [forced('password'), { name: 'confirmPassword', rule: {}, required: true } satisfies FieldSpec];
  if (mode === 'username') {
    fields.push(forced('username'), ...password);
  } else {
    fields.push(forced('mobileNum'));
    if (switches.smsVerification) fields.push({ name: 'verificationCode', rule: {}, required: true });
    if (switches.mobilePassword) fields.push(...password);
  }
  for (const name of EXTRAS) if (enabled(name)) fields.push(fromRule(name));
  if (mode === 'username' && enabled('mobileNum')) fields.push(fromRule('mobileNum'));
  if (enabled('affiliateCode')) fields.push(fromRule('affiliateCode'));
  if (enabled('captcha')) fields.push(forced('captcha'));
  return fields;
}

/** SMS codes are 4 to 8 digits (the contract's verificationCode). */
const CODE_PATTERN = /^[0-9]{4,8}$/;

/** Pattern failures with a message of their own (VAL-22..VAL-26); the others share one. */
const FORMAT_KEYS: Partial<Record<FieldName, string>> = {
  username: 'registerForm.errors.usernameFormat',
  password: 'registerForm.errors.passwordFormat',
  payeeName: 'registerForm.errors.realNameFormat',
  mobileNum: 'registerForm.errors.mobileFormat',
  email: 'registerForm.errors.emailFormat',
};

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  digits?: number[];
}

/** VAL-12, VAL-20: the number has the digit count of its country (the platform's checkMobile). */
export function fitsCountry(mobile: string, country: Country | undefined): boolean {
  return country !== undefined && mobileFitsCountry(mobile, country.digits);
}

/**
 * What is wrong with one field, or null (VAL-01..VAL-27). Rule fields use the platform's own check
 * (engine/validation/patterns.ts `checkField`), so both sides accept exactly the same input.
 */
export function fieldError(spec: FieldSpec, values: RegisterValues, country: Country | undefined): Message | null {
  const value = values[spec.name];
  const empty = value.trim() === '';
  switch (spec.name) {
    case 'captcha':
      return empty ? { key: 'registerForm.errors.captcha' } : null;
    case 'verificationCode':
      return CODE_PATTERN.test(value.trim()) ? null : { key: 'registerForm.errors.verificationCode' };
    case 'confirmPassword':
      if (empty) return spec.required ? { key: 'registerForm.errors.empty' } : null;
      return value === values.password ? null : { key: 'registerForm.errors.confirm' };
    case 'affiliateCode':
      // The code is checked against the platform (CALL-12), not by pattern.
      return empty && spec.required ? { key: 'registerForm.errors.empty' } : null;
    default:
      break;
  }
  const failure = checkField({ ...spec.rule, required: spec.required }, value);
  if (failure === 'required') return { key: 'registerForm.errors.empty' };
  if (failure === 'length') {
    const bounds = boundsText(spec.rule);
    return spec.name === 'password'
      ? { key: 'registerForm.errors.passwordLength', values: { bounds } }
      : { key: 'registerForm.errors.length', values: { bounds } };
  }
  if (failure === 'pattern') return { key: FORMAT_KEYS[spec.name] ?? 'registerForm.errors.format' };
  if (spec.name === 'mobileNum' && !empty && !fitsCountry(value, country))
    return { key: 'registerForm.errors.mobileInvalid' };
  return null;
}

/**
 * The hint under a rule field (VAL-01): its length, one number when min equals max, and what its
 * pattern accepts; nothing for '*', 0 and 23 (any characters) without bounds.
 */
export function fieldHint(spec: FieldSpec): Message[] {
  if (
    spec.name === 'captcha' ||
    spec.name === 'affiliateCode' ||
    spec.name === 'confirmPassword' ||
    spec.name === 'verificationCode'
  )
    return [];
  const hints: Message[] = [];
  const bounds = boundsText(spec.rule);
  if (bounds) hints.push({ key: 'registerForm.hint.length', values: { bounds } });
  const pattern = spec.rule.pattern;
  if (typeof pattern === 'number' && pattern > 0 && pattern < 23)
    hints.push({ key: `registerForm.pattern.p${pattern}` });
  return hints;
}

const PASSWORDS: ReadonlySet<FieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
};

/** How a text field is typed: hidden for passwords, what the browser may fill in, digits on a phone's keyboard. */
export function inputOf(name: FieldName): { type: string; autoComplete: string; inputMode?: 'numeric' } {
  return {
    type: PASSWORDS.has(name) ? 'password' : name === 'email' ? 'email' : 'text',
    autoComplete: AUTOCOMPLETE[name] ?? 'off',
    ...(name === 'paymentPassword' || name === 'qqNum' || name === 'whatsapp' ? { inputMode: 'numeric' } : {}),
  };
}

/**
 * The fields of a sign-up as sent (CALL-09, CALL-10): the ones shown and filled in, trimmed but
 * the passwords (a password may start or end with a space), the number with its dialling code.
 */
export function registerFieldsBody(
  fields: readonly FieldSpec[],
  values: RegisterValues,
  dialingCode: string,
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const { name } of fields) {
    const value = PASSWORDS.has(name) ? values[name] : values[name].trim();
    if (value) body[name] = value;
  }
  if (body.mobileNum) body.countryDialingCode = dialingCode;
  return body;
}

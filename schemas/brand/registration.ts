import type { FromSchema } from 'json-schema-to-ts';

/** Fields that the platform's register rules describe (ENT-14). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** One field's rule: shown when enabled, required when required, checked by pattern id and bounds (REG-02, VAL-01..03). */
export const registerRuleSchema = {
  type: 'object',
  title: 'Field rule',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean', title: 'Shown', default: false },
    required: { type: 'boolean', title: 'Required', default: false },
    pattern: {
      title: 'Pattern',
      description: 'Validation pattern id 0–23 (PAT-00..PAT-23) or "*" for anything.',
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 23 },
        { type: 'string', const: '*' },
      ],
      default: '*',
    },
    min: { type: 'integer', title: 'Minimum length', minimum: 0, maximum: 200 },
    max: { type: 'integer', title: 'Maximum length', minimum: 1, maximum: 200 },
  },
} as const;

export type RegisterRule = FromSchema<typeof registerRuleSchema, { keepDefaultedPropertiesOptional: true }>;

const rule = (title: string, defaults: RegisterRule) => ({ ...registerRuleSchema, title, default: defaults }) as const;

export const registrationSchema = {
  type: 'object',
  title: 'Registration',
  description: 'Register-rule defaults per field; the platform rules win over these at run time.',
  additionalProperties: false,
  properties: {
    rules: {
      type: 'object',
      title: 'Field rules',
      additionalProperties: false,
      properties: {
        username: rule('Username', { enabled: true, required: true, pattern: 1, min: 4, max: 16 }),
        password: rule('Password', { enabled: true, required: true, pattern: 5, min: 6, max: 20 }),
        payeeName: rule('Real name', { enabled: false, required: false, pattern: 13, min: 2, max: 50 }),
        paymentPassword: rule('Payment password', { enabled: false, required: false, pattern: 6, min: 6, max: 6 }),
        qqNum: rule('QQ', { enabled: false, required: false, pattern: 6, min: 5, max: 12 }),
        line: rule('Line', { enabled: false, required: false, pattern: 9, min: 1, max: 50 }),
        whatsapp: rule('WhatsApp', { enabled: false, required: false, pattern: 6, min: 7, max: 15 }),
        facebook: rule('Facebook', { enabled: false, required: false, pattern: 9, min: 1, max: 50 }),
        wechat: rule('WeChat', { enabled: false, required: false, pattern: 9, min: 1, max: 50 }),
        idNumber: rule('ID number', { enabled: false, required: false, pattern: 4, min: 6, max: 30 }),
        email: rule('E-mail', { enabled: false, required: false, pattern: 3, min: 5, max: 100 }),
        mobileNum: rule('Mobile number', { enabled: true, required: false, pattern: 6, min: 7, max: 15 }),
        recommenderId: rule('Recommender', { enabled: false, required: false, pattern: 4, min: 1, max: 30 }),
        affiliateCode: rule('Affiliate code', { enabled: true, required: false, pattern: 4, min: 1, max: 30 }),
        captcha: rule('Captcha', { enabled: false, required: false, pattern: 4, min: 4, max: 6 }),
      },
    },
    ageLimit: {
      type: 'integer',
      title: 'Age limit',
      description: 'The age players confirm with the terms and the footer badge shows (VAL-15, UNSPEC-58).',
      minimum: 18,
      maximum: 25,
      default: 18,
    },
    defaultCountryDialingCode: {
      type: 'string',
      title: 'Default dialing code',
      pattern: '^\\+[0-9]{1,4}$',
      default: '+60',
    },
    countries: {
      type: 'array',
      title: 'Countries',
      description: 'Dialing codes offered by the country picker (UNSPEC-65).',
      items: {
        type: 'object',
        title: 'Country',
        additionalProperties: false,
        properties: {
          countryCode: { type: 'string', pattern: '^[A-Z]{2}$', title: 'Country code' },
          countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$', title: 'Dialing code' },
          digits: {
            type: 'array',
            items: { type: 'integer', minimum: 4, maximum: 15 },
            minItems: 2,
            maxItems: 2,
            title: 'Digit count (min, max)',
          },
        },
        required: ['countryCode', 'countryDialingCode'],
      },
      default: [
        { countryCode: 'MY', countryDialingCode: '+60', digits: [9, 10] },
        { countryCode: 'SG', countryDialingCode: '+65', digits: [8, 8] },
        { countryCode: 'TH', countryDialingCode: '+66', digits: [9, 9] },
        { countryCode: 'VN', countryDialingCode: '+84', digits: [9, 10] },
        { countryCode: 'BR', countryDialingCode: '+55', digits: [10, 11] },
        { countryCode: 'CN', countryDialingCode: '+86', digits: [11, 11] },
      ],
    },
  },
} as const;

export type BrandRegistration = FromSchema<typeof registrationSchema, { keepDefaultedPropertiesOptional: true }>;

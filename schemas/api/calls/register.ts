import { defineCall } from '../define.ts';
import {
  challengeProperties,
  dialingCodeSchema,
  mobileNumSchema,
  registerRulesExample,
  registerRulesSchema,
} from '../entities.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../compliance/profiles.ts';
import { amountSchema } from './cashier.ts';
import { limitKindSchema, limitPeriodSchema } from './responsibleGaming.ts';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/** Registration user (ENT-06). */
const registrationProperties = {
  username: text(64),
  password: text(64),
  confirmPassword: text(64),
  payeeName: text(100),
  email: { type: 'string', format: 'email', maxLength: 100 },
  qqNum: text(20),
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  recommenderId: text(64),
  captcha: text(12),
  verificationCode: { type: 'string', pattern: '^[0-9]{4,8}$' },
  affiliateCode: text(64),
  paymentPassword: text(64),
  line: text(100),
  whatsapp: text(100),
  facebook: text(100),
  wechat: text(100),
  idNumber: text(64),
  referralCode: text(64),
  domain: text(253),
  registerUrl: { type: 'string', maxLength: 2000 },
  registerMethod: { type: 'string', const: 'WEB' },
  login: { type: 'boolean', const: true },
  firebaseChannel: text(64),
  firebaseIdToken: text(8192),
  gamingLimits: {
    type: 'array',
    maxItems: LIMIT_KINDS.length * LIMIT_PERIODS.length,
    description:
      "Limits chosen in the form, where the brand's licence offers them at registration (issue 29, RG-17): in force from the account's first moment.",
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'period', 'amount'],
      properties: {
        kind: limitKindSchema,
        period: limitPeriodSchema,
        amount: { ...amountSchema, description: 'Money (deposit, loss, wager) or whole minutes (session).' },
      },
    },
  },
  ...challengeProperties,
} as const;

/**
 * A registration's answer: the account's name (a mobile sign-up's is made by the platform, e.g.
 * m123987655, and is shown to the player) and, with `login: true`, the session. That session is the
 * account's first login (UNSPEC-51): `firstTimeLogin` is 'F' here, and 'N' at every later login.
 */
const registeredSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 4096 },
    userName: { type: 'string', maxLength: 64 },
    firstTimeLogin: { type: 'string', maxLength: 8, description: "'F': the session opened here is the first login." },
  },
  examples: [{ token: 'tok_new_77aa', userName: 'new_player', firstTimeLogin: 'F' }],
} as const;

/** CALL-09: register by username (REG-08), encrypted. */
export const register = defineCall({
  id: 'CALL-09',
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  token: false,
  encrypted: true,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'password', 'registerMethod'],
    properties: registrationProperties,
    examples: [
      {
        username: 'new_player',
        password: 'secret123',
        confirmPassword: 'secret123',
        email: 'new@example.com',
        affiliateCode: 'AFF001',
        domain: 'aurora.example.com',
        registerUrl: 'https://aurora.example.com/register',
        registerMethod: 'WEB',
        login: true,
        challengeToken: 'chl_ok_123',
      },
    ],
  },
  response: registeredSchema,
});

/** CALL-10: register by mobile (REG-08), encrypted. */
export const registerMobile = defineCall({
  id: 'CALL-10',
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  token: false,
  encrypted: true,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['mobileNum', 'countryDialingCode', 'registerMethod'],
    properties: registrationProperties,
    examples: [
      {
        mobileNum: '123456789',
        countryDialingCode: '+60',
        verificationCode: '123456',
        password: 'secret123',
        confirmPassword: 'secret123',
        domain: 'aurora.example.com',
        registerMethod: 'WEB',
        login: true,
      },
    ],
  },
  response: registeredSchema,
});

/** CALL-11: register rules (ENT-14). */
export const registerSettings = defineCall({
  id: 'CALL-11',
  name: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  token: false,
  encrypted: false,
  moduleId: 'system',
  response: { ...registerRulesSchema, examples: [registerRulesExample] },
});

/** CALL-12: affiliate-code check (REG-05, ERR-04). */
export const affiliateCheck = defineCall({
  id: 'CALL-12',
  name: 'affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  token: false,
  encrypted: false,
  moduleId: 'agent',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['code'],
    properties: { code: text(64), domain: text(253) },
    examples: [{ code: 'AFF001', domain: 'aurora.example.com' }],
  },
  response: {
    type: 'object',
    required: ['valid'],
    properties: { valid: { type: 'boolean' } },
    examples: [{ valid: true }],
  },
});

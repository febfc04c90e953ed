import { defineCall } from '../define.ts';
import { challengeProperties } from '../entities.ts';
import { passwordChangeSchema } from '../envelope.ts';

/** A session opened by a login (ENT-02): CALL-04, and CALL-68 after extra verification. */
export const loginResponseSchema = {
  type: 'object',
  required: ['token', 'userName'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096 },
    firstTimeLogin: { type: 'string', maxLength: 8 },
    passwordExpired: { type: 'boolean' },
    /** Present when passwordExpired is true: the session refuses every call but the change, sign-out and member info until it is made. */
    passwordChange: passwordChangeSchema,
    userName: { type: 'string', maxLength: 64 },
  },
  examples: [{ token: 'tok_3f9a2c', firstTimeLogin: 'N', passwordExpired: false, userName: 'demo_member' }],
} as const;

/**
 * CALL-04: login (ENT-01, ENT-02), encrypted. `username` and `password` are required for the
 * `username` and `sms` types; type `provider` sends `provider` and `providerToken` instead
 * (third-party sign-in, AUTH-13, UNSPEC-34). A failed login may ask for the captcha (`captcha:
 * true`) and, after more failures, a solved challenge (`challenge: true`, CALL-66); from an address
 * new to the account a right password answers VERIFICATION_REQUIRED (AUTH-15, CALL-67, CALL-68).
 */
export const login = defineCall({
  id: 'CALL-04',
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
  moduleId: 'session',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: {
      username: {
        type: 'string',
        minLength: 1,
        maxLength: 64,
        description: 'Account, or mobile number for sms login.',
      },
      password: { type: 'string', minLength: 1, maxLength: 64, description: 'Password, or SMS code for sms login.' },
      captcha: { type: 'string', minLength: 1, maxLength: 12 },
      type: { type: 'string', enum: ['username', 'sms', 'provider'] },
      countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
      provider: {
        type: 'string',
        enum: ['facebook', 'google', 'telegram'],
        description: 'Third-party sign-in (UNSPEC-34).',
      },
      providerToken: { type: 'string', minLength: 1, maxLength: 8192 },
      ...challengeProperties,
    },
    examples: [
      { username: 'demo_member', password: 'secret123', type: 'username', captcha: 'K7RWP' },
      { type: 'provider', provider: 'google', providerToken: 'dev.eyJzdWIiOiIxMDQ4In0.c2ln' },
    ],
  },
  response: loginResponseSchema,
});

/** CALL-05: logout (AUTH-16). */
export const logout = defineCall({
  id: 'CALL-05',
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  token: true,
  encrypted: false,
  moduleId: 'session',
  response: { type: 'null', examples: [null] },
});

/** CALL-06: trial (free-play) login (AUTH-12, UNSPEC-56). */
export const freeplayLogin = defineCall({
  id: 'CALL-06',
  name: 'freeplayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  token: false,
  encrypted: false,
  moduleId: 'session',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['os', 'platform'],
    properties: {
      os: { type: 'string', minLength: 1, maxLength: 32 },
      platform: { type: 'string', const: 'W' },
      encryption: { type: 'string', maxLength: 32 },
      gatewayVersion: { type: 'string', maxLength: 32 },
    },
    examples: [{ os: 'Windows', platform: 'W', encryption: 'RSA-OAEP/AES-GCM', gatewayVersion: '1' }],
  },
  response: {
    type: 'object',
    required: ['token', 'userName'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 4096 },
      userName: { type: 'string', maxLength: 64 },
      trial: { const: true },
    },
    examples: [{ token: 'tok_trial_91b', userName: 'trial_1093', trial: true }],
  },
});

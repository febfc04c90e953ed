import { defineCall } from '../define.ts';
import { challengeProperties } from '../entities.ts';

/** CALL-04: login (ENT-01, ENT-02), encrypted. */
export const login = defineCall({
  id: 'CALL-04', name: 'login', method: 'POST', path: '/wps/session/login',
  token: false, encrypted: true, moduleId: 'session',
  body: {
    type: 'object', additionalProperties: false, required: ['username', 'password', 'type'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64, description: 'Account, or mobile number for sms login.' },
      password: { type: 'string', minLength: 1, maxLength: 64, description: 'Password, or SMS code for sms login.' },
      captcha: { type: 'string', minLength: 1, maxLength: 12 },
      type: { type: 'string', enum: ['username', 'sms'] },
      countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
      provider: { type: 'string', enum: ['facebook', 'google', 'telegram'], description: 'Third-party sign-in (UNSPEC-34).' },
      providerToken: { type: 'string', minLength: 1, maxLength: 8192 },
      ...challengeProperties,
    },
    examples: [{ username: 'demo_member', password: 'secret123', type: 'username', captcha: '4821' }],
  },
  response: {
    type: 'object', required: ['token', 'userName'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 4096 },
      firstTimeLogin: { type: 'string', maxLength: 8 },
      passwordExpired: { type: 'boolean' },
      userName: { type: 'string', maxLength: 64 },
    },
    examples: [{ token: 'tok_3f9a2c', firstTimeLogin: 'N', passwordExpired: false, userName: 'demo_member' }],
  },
});

/** CALL-05: logout (AUTH-16). */
export const logout = defineCall({
  id: 'CALL-05', name: 'logout', method: 'DELETE', path: '/wps/session/logout',
  token: true, encrypted: false, moduleId: 'session',
  response: { type: 'null', examples: [null] },
});

/** CALL-06: trial (free-play) login (AUTH-12, UNSPEC-56). */
export const freeplayLogin = defineCall({
  id: 'CALL-06', name: 'freeplayLogin', method: 'POST', path: '/wps/session/login/freeplay',
  token: false, encrypted: false, moduleId: 'session',
  body: {
    type: 'object', additionalProperties: false, required: ['os', 'platform'],
    properties: {
      os: { type: 'string', minLength: 1, maxLength: 32 },
      platform: { type: 'string', const: 'W' },
      encryption: { type: 'string', maxLength: 32 },
      gatewayVersion: { type: 'string', maxLength: 32 },
    },
    examples: [{ os: 'Windows', platform: 'W', encryption: 'RSA-OAEP/AES-GCM', gatewayVersion: '1' }],
  },
  response: {
    type: 'object', required: ['token', 'userName'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 4096 }, userName: { type: 'string', maxLength: 64 }, trial: { const: true } },
    examples: [{ token: 'tok_trial_91b', userName: 'trial_1093', trial: true }],
  },
});

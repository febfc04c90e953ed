import { CODE_CHANNELS, VERIFICATION_METHODS } from '../../vocabulary.ts';
import { defineCall } from '../define.ts';
import { loginResponseSchema } from './session.ts';

/**
 * Extra verification of a login from an address new to the account (AUTH-15). The login call
 * (CALL-04) answers VERIFICATION_REQUIRED with `verification: { ticket, methods, destinations,
 * expiresInSeconds }` (errorEnvelopeSchema); the player shows the 2FA screen, asks for a code by
 * SMS or e-mail (CALL-67) or takes an authenticator code or the bank account name, and completes
 * the login with CALL-68. Members enrol an authenticator with CALL-69 and CALL-70.
 */

const ticketSchema = {
  type: 'string',
  minLength: 16,
  maxLength: 128,
  description: 'From the VERIFICATION_REQUIRED answer of CALL-04.',
} as const;

/** CALL-67: sends a login-verification code by SMS or e-mail (AUTH-15). */
export const loginVerificationSend = defineCall({
  id: 'CALL-67',
  name: 'loginVerificationSend',
  method: 'POST',
  path: '/wps/session/login/verification/send',
  token: false,
  encrypted: false,
  moduleId: 'session',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['ticket', 'method'],
    properties: { ticket: ticketSchema, method: { type: 'string', enum: CODE_CHANNELS } },
    examples: [{ ticket: 'vt_3d1f0a9b8c7e6d5f4a3b', method: 'sms' }],
  },
  response: {
    type: 'object',
    required: ['expiredMinutes', 'destination'],
    properties: {
      expiredMinutes: {
        type: 'integer',
        minimum: 1,
        maximum: 60,
        description: 'The code lives this long; the send button waits 60 s.',
      },
      destination: { type: 'string', maxLength: 120, description: 'Masked number or address.' },
    },
    examples: [{ expiredMinutes: 10, destination: '+60*****789' }],
  },
});

/** CALL-68: completes a login with the ticket and the code (or bank account name), encrypted; answers as CALL-04 (AUTH-15). */
export const loginVerify = defineCall({
  id: 'CALL-68',
  name: 'loginVerify',
  method: 'POST',
  path: '/wps/session/login/verification',
  token: false,
  encrypted: true,
  moduleId: 'session',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['ticket', 'method', 'code'],
    properties: {
      ticket: ticketSchema,
      method: { type: 'string', enum: VERIFICATION_METHODS },
      code: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'The 6-digit code, or the bank account name for bankName.',
      },
      rememberDevice: { type: 'boolean', description: 'Default true: this address becomes known to the account.' },
    },
    examples: [{ ticket: 'vt_3d1f0a9b8c7e6d5f4a3b', method: 'sms', code: '482913', rememberDevice: true }],
  },
  response: loginResponseSchema,
});

/** CALL-69: starts enrolling an authenticator (TOTP, RFC 6238); the player draws `uri` as a QR code. */
export const authenticatorEnrol = defineCall({
  id: 'CALL-69',
  name: 'authenticatorEnrol',
  method: 'POST',
  path: '/wps/member/authenticator',
  token: true,
  encrypted: false,
  moduleId: 'member',
  response: {
    type: 'object',
    required: ['uri', 'secret', 'digits', 'period'],
    properties: {
      uri: {
        type: 'string',
        maxLength: 500,
        pattern: '^otpauth://totp/',
        description: 'otpauth:// URI for the QR code.',
      },
      secret: { type: 'string', maxLength: 128, description: 'Base32 secret, for typing in by hand.' },
      digits: { type: 'integer', const: 6 },
      period: { type: 'integer', const: 30 },
    },
    examples: [
      {
        uri: 'otpauth://totp/Aurora:demo_member?issuer=Aurora&secret=6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC&algorithm=SHA1&digits=6&period=30',
        secret: '6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC',
        digits: 6,
        period: 30,
      },
    ],
  },
});

/** CALL-70: confirms the authenticator with its first code, encrypted; from then on it can verify logins. */
export const authenticatorConfirm = defineCall({
  id: 'CALL-70',
  name: 'authenticatorConfirm',
  method: 'POST',
  path: '/wps/member/authenticator/confirm',
  token: true,
  encrypted: true,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['code'],
    properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
    examples: [{ code: '957682' }],
  },
  response: {
    type: 'object',
    required: ['enabled'],
    properties: { enabled: { const: true } },
    examples: [{ enabled: true }],
  },
});

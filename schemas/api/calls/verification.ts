import { defineCall } from '../define.ts';
import { challengeProperties, dialingCodeSchema, mobileNumSchema } from '../entities.ts';

/**
 * A sent code: how long it is valid (`expiredMinutes`, SMS-01, SMS-02) and, where the platform says
 * it, how long it refuses another code for the number (`resendSeconds`). The player's send button
 * waits `resendSeconds`, or 60 s without it (SMS-04, UNSPEC-76) — never the code's validity.
 */
const expirySchema = {
  type: 'object',
  required: ['expiredMinutes'],
  properties: {
    expiredMinutes: { type: 'integer', minimum: 1, maximum: 60, description: 'How long the code is valid.' },
    resendSeconds: {
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      description:
        'Seconds before the platform sends another code to this number; a send sooner is refused (TOO_MANY_REQUESTS with retryAfter).',
    },
  },
  examples: [{ expiredMinutes: 10, resendSeconds: 60 }, { expiredMinutes: 5 }],
} as const;

/**
 * CALL-13: SMS code without login (AUTH-03, PWD-05, SMS-01; ENT-05). Encrypted: the body carries
 * the solved challenge, and no answer to a challenge travels in plain text.
 */
export const smsNoLogin = defineCall({
  id: 'CALL-13',
  name: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  token: false,
  encrypted: true,
  moduleId: 'verification',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['mobileNum', 'countryDialingCode'],
    properties: { mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema, ...challengeProperties },
    examples: [{ mobileNum: '123456789', countryDialingCode: '+60', challengeToken: 'chl_ok_123' }],
  },
  response: expirySchema,
});

/** CALL-14: SMS code for registration (REG-04, SMS-02). Field name mobileNo per the spec. Encrypted, as CALL-13. */
export const smsRegister = defineCall({
  id: 'CALL-14',
  name: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: false,
  encrypted: true,
  moduleId: 'verification',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['mobileNo', 'countryDialingCode'],
    properties: { mobileNo: mobileNumSchema, countryDialingCode: dialingCodeSchema, ...challengeProperties },
    examples: [{ mobileNo: '123456789', countryDialingCode: '+60', challengeToken: 'chl_ok_123' }],
  },
  response: expirySchema,
});

/**
 * CALL-66: a challenge for the challenge provider (CALL-65, UNSPEC-35): an ALTCHA proof of work,
 * signed by the platform, good for one action of this brand for 10 minutes. The player's `altcha`
 * widget solves it (challengejson) and its base64 payload goes as `challengeToken` in the call the
 * action names: login (CALL-04) when the platform asks for it, SMS sends (CALL-13, CALL-14) and
 * registration (CALL-09, CALL-10) always.
 */
export const challenge = defineCall({
  id: 'CALL-66',
  name: 'challenge',
  method: 'GET',
  path: '/wps/verification/challenge',
  token: false,
  encrypted: false,
  moduleId: 'verification',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['action'],
    properties: { action: { type: 'string', enum: ['login', 'sms', 'register'] } },
    examples: [{ action: 'sms' }],
  },
  response: {
    type: 'object',
    additionalProperties: false,
    required: ['parameters', 'signature'],
    description: 'An ALTCHA v2 challenge, as the altcha widget takes it (challengejson).',
    properties: {
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix'],
        properties: {
          algorithm: { type: 'string', maxLength: 32 },
          nonce: { type: 'string', maxLength: 256 },
          salt: { type: 'string', maxLength: 256 },
          cost: { type: 'integer', minimum: 1 },
          keyLength: { type: 'integer', minimum: 1 },
          keyPrefix: { type: 'string', maxLength: 256 },
          keySignature: { type: 'string', maxLength: 256 },
          memoryCost: { type: 'integer', minimum: 1 },
          parallelism: { type: 'integer', minimum: 1 },
          expiresAt: { type: 'integer', minimum: 1 },
          data: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
        },
      },
      signature: { type: 'string', maxLength: 256 },
    },
    examples: [
      {
        parameters: {
          algorithm: 'SHA-256',
          nonce: '5901b265c8beaca515526f9b64a585c2',
          salt: '996045f1b72a8841550bba9012d9032e',
          cost: 10,
          keyLength: 32,
          keyPrefix: '3f1c9a0b',
          keySignature: 'a1b2c3',
          data: { brand: 'aurora', action: 'sms', expires: 1795418703000 },
        },
        signature: '8d3f821cf29fea41c6798c1922e14a55490a987133d654bfc5befd81712980fb',
      },
    ],
  },
});

import { defineCall } from '../define.ts';
import { challengeProperties, dialingCodeSchema, mobileNumSchema } from '../entities.ts';

const expirySchema = {
  type: 'object', required: ['expiredMinutes'],
  properties: { expiredMinutes: { type: 'integer', minimum: 1, maximum: 60 } },
  examples: [{ expiredMinutes: 5 }],
} as const;

/** CALL-13: SMS code without login (AUTH-03, PWD-05, SMS-01; ENT-05). */
export const smsNoLogin = defineCall({
  id: 'CALL-13', name: 'smsNoLogin', method: 'POST', path: '/wps/verification/sms/noLogin',
  token: false, encrypted: false, moduleId: 'verification',
  body: {
    type: 'object', additionalProperties: false, required: ['mobileNum', 'countryDialingCode'],
    properties: { mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema, ...challengeProperties },
    examples: [{ mobileNum: '123456789', countryDialingCode: '+60', challengeToken: 'chl_ok_123' }],
  },
  response: expirySchema,
});

/** CALL-14: SMS code for registration (REG-04, SMS-02). Field name mobileNo per the spec. */
export const smsRegister = defineCall({
  id: 'CALL-14', name: 'smsRegister', method: 'POST', path: '/wps/verification/sms/register',
  token: false, encrypted: false, moduleId: 'verification',
  body: {
    type: 'object', additionalProperties: false, required: ['mobileNo', 'countryDialingCode'],
    properties: { mobileNo: mobileNumSchema, countryDialingCode: dialingCodeSchema, ...challengeProperties },
    examples: [{ mobileNo: '123456789', countryDialingCode: '+60', challengeToken: 'chl_ok_123' }],
  },
  response: expirySchema,
});

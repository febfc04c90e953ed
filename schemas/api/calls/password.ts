import { defineCall } from '../define.ts';
import { messageResultSchema, mobileNumSchema } from '../entities.ts';

const pw = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** CALL-15: change password (PWD-01, AUTH-06; ENT-03), encrypted. */
export const changePassword = defineCall({
  id: 'CALL-15',
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  token: true,
  encrypted: true,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['newPassword', 'confirmNewPassword'],
    properties: { oldPassword: pw, newPassword: pw, confirmNewPassword: pw },
    examples: [{ oldPassword: 'secret123', newPassword: 'better456', confirmNewPassword: 'better456' }],
  },
  response: messageResultSchema,
});

/** CALL-16: forgot password by e-mail (PWD-04, ERR-02), form-encoded. */
export const forgotPasswordEmail = defineCall({
  id: 'CALL-16',
  name: 'forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  token: false,
  encrypted: false,
  moduleId: 'member',
  form: true,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'email'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      email: { type: 'string', format: 'email', maxLength: 100 },
    },
    examples: [{ username: 'demo_member', email: 'demo@example.com' }],
  },
  response: messageResultSchema,
});

/** CALL-17: reset password by phone (PWD-05, PWD-06; ENT-04), encrypted. */
export const resetPasswordByPhone = defineCall({
  id: 'CALL-17',
  name: 'resetPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  token: false,
  encrypted: true,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['newPassword', 'mobileNum', 'verificationCode'],
    properties: {
      newPassword: pw,
      mobileNum: mobileNumSchema,
      countryDialingCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' },
      verificationCode: { type: 'string', pattern: '^[0-9]{4,8}$' },
    },
    examples: [
      { newPassword: 'better456', mobileNum: '123456789', countryDialingCode: '+60', verificationCode: '123456' },
    ],
  },
  response: {
    type: 'object',
    properties: {
      message: { type: 'string', maxLength: 1000 },
      token: { type: 'string', maxLength: 4096 },
      userName: { type: 'string', maxLength: 64 },
    },
    examples: [{ message: 'Password reset', token: 'tok_8c1d', userName: 'demo_member' }],
  },
});

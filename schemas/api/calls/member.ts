import { defineCall } from '../define.ts';
import { languageSchema, memberInfoExample, memberInfoSchema } from '../entities.ts';

/** CALL-07: member info (ENT-08). */
export const memberInfo = defineCall({
  id: 'CALL-07',
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  encrypted: false,
  moduleId: 'member',
  response: { ...memberInfoSchema, examples: [memberInfoExample] },
});

/** CALL-08: member icon (UNSPEC-22). */
export const memberIcon = defineCall({
  id: 'CALL-08',
  name: 'memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  token: true,
  encrypted: false,
  moduleId: 'member',
  response: {
    type: 'object',
    properties: { iconId: { type: 'string', maxLength: 64 }, url: { type: 'string', maxLength: 1000 } },
    examples: [{ iconId: 'avatar-3', url: 'https://img.example.com/avatars/3.png' }],
  },
});

/** CALL-39: language update, only when logged in (UNSPEC-31). */
export const updateLanguage = defineCall({
  id: 'CALL-39',
  name: 'updateLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  token: true,
  encrypted: false,
  moduleId: 'member',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['language'],
    properties: { language: languageSchema },
    examples: [{ language: 'en' }],
  },
  response: { type: 'null', examples: [null] },
});

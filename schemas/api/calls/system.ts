import { defineCall } from '../define.ts';
import { base64Schema, languageSchema, systemStatusExample, systemStatusSchema } from '../entities.ts';

/** CALL-01: system status (SHELL-01..06). */
export const systemStatus = defineCall({
  id: 'CALL-01',
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  token: false,
  encrypted: false,
  moduleId: 'system',
  response: { ...systemStatusSchema, examples: [systemStatusExample] },
});

/** CALL-02: domain check with the current host (UNSPEC-21); invalid → DOMAIN_CHECK_FAILED (ERR-21). */
export const domainRoute = defineCall({
  id: 'CALL-02',
  name: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: false,
  encrypted: false,
  moduleId: 'system',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['host'],
    properties: { host: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$' } },
    examples: [{ host: 'aurora.example.com' }],
  },
  response: {
    type: 'object',
    required: ['valid'],
    properties: {
      valid: { type: 'boolean' },
      brandId: { type: 'string', maxLength: 32 },
      mainDomain: { type: 'string', maxLength: 253 },
    },
    examples: [{ valid: true, brandId: 'aurora', mainDomain: 'example.com' }],
  },
});

/** CALL-03: help-centre content (HELP-01). */
export const helpCenter = defineCall({
  id: 'CALL-03',
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  token: false,
  encrypted: false,
  moduleId: 'system',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['lang'],
    properties: { lang: languageSchema, device: { type: 'string', const: 'WEB' } },
    examples: [{ lang: 'en', device: 'WEB' }],
  },
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'title'],
      properties: {
        id: { type: 'string', maxLength: 64 },
        title: { type: 'string', maxLength: 300 },
        content: { type: 'string', maxLength: 200000, description: 'HTML; sanitised before display.' },
        children: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, title: { type: 'string' }, content: { type: 'string' } },
          },
        },
      },
    },
    examples: [[{ id: 'faq', title: 'FAQ', content: '<p>How do I deposit?</p>', children: [] }]],
  },
});

/** CALL-18: captcha image (AUTH-08, REG-03); value is a base64 PNG. */
export const captcha = defineCall({
  id: 'CALL-18',
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  token: false,
  encrypted: false,
  moduleId: 'system',
  response: { ...base64Schema, minLength: 4, maxLength: 200000, examples: ['iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'] },
});

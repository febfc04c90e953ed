import { defineCall } from '../define.ts';
import { imageUploadsSchema, messageResultSchema, pageNoSchema, pageSizeSchema, pagedOf } from '../entities.ts';
import { idempotencyKeySchema } from './cashier.ts';

/** CALL-26: feedback, multipart: content + up to 3 png/jpg images ≤ 5MB (MC-20, UNSPEC-10, UNSPEC-37, VAL-19). */
export const feedback = defineCall({
  policy: { invalidates: ['feedbackList'] },
  id: 'CALL-26',
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: true,
  encrypted: false,
  moduleId: 'feedback',
  multipart: true,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['content'],
    properties: {
      content: { type: 'string', minLength: 10, maxLength: 500, multiline: true },
      remark: { type: 'string', maxLength: 140 },
      images: imageUploadsSchema,
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      {
        content: 'The deposit page does not load on my phone.',
        remark: 'Android 14',
        images: [{ name: 'screen.png', type: 'image/png', size: 204800 }],
      },
    ],
  },
  response: messageResultSchema,
});

/** CALL-92: the member's own feedback, newest first, with the operator's reply once given (MC-20, UNSPEC-15). */
export const feedbackList = defineCall({
  id: 'CALL-92',
  name: 'feedbackList',
  method: 'GET',
  path: '/wps/feedback/list',
  token: true,
  encrypted: false,
  moduleId: 'feedback',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { pageNo: pageNoSchema, pageSize: pageSizeSchema },
    examples: [{ pageNo: 1, pageSize: 10 }],
  },
  response: {
    ...pagedOf({
      type: 'object',
      required: ['id', 'content', 'images', 'createdAt'],
      properties: {
        id: { type: 'string', maxLength: 32 },
        content: { type: 'string', maxLength: 500 },
        remark: { type: 'string', maxLength: 140 },
        images: { type: 'integer', minimum: 0, maximum: 3, description: 'How many images were attached.' },
        createdAt: { type: 'string', format: 'date-time' },
        reply: {
          type: 'string',
          maxLength: 1000,
          description: "The operator's answer, plain text; absent while none was given.",
        },
        repliedAt: { type: 'string', format: 'date-time' },
      },
    }),
    examples: [
      {
        list: [
          {
            id: 'F-12',
            content: 'The deposit page does not load on my phone.',
            remark: 'Android 14',
            images: 1,
            createdAt: '2026-11-20T10:00:00Z',
            reply: 'Thank you, it is fixed.',
            repliedAt: '2026-11-21T09:00:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
      },
    ],
  },
});

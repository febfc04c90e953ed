import { defineCall } from '../define.ts';
import { imageUploadsSchema, messageResultSchema } from '../entities.ts';

/** CALL-26: feedback, multipart: content + up to 3 png/jpg images ≤ 5MB (MC-20, UNSPEC-10, UNSPEC-37, VAL-19). */
export const feedback = defineCall({
  id: 'CALL-26', name: 'feedback', method: 'PUT', path: '/wps/feedback',
  token: true, encrypted: false, moduleId: 'feedback', multipart: true,
  body: {
    type: 'object', additionalProperties: false, required: ['content'],
    properties: {
      content: { type: 'string', minLength: 10, maxLength: 500 },
      remark: { type: 'string', maxLength: 140 },
      images: imageUploadsSchema,
    },
    examples: [{ content: 'The deposit page does not load on my phone.', remark: 'Android 14', images: [{ name: 'screen.png', type: 'image/png', size: 204800 }] }],
  },
  response: messageResultSchema,
});

import { defineCall, relay } from '../define.ts';

/** CALL-28: unread message count, with the other red-badge counts of the member centre (MC-16, MC-17). */
export const unreadCount = defineCall({
  policy: { refreshOnFocus: true }, // issue 15
  id: 'CALL-28',
  name: 'unreadCount',
  method: 'GET',
  path: relay('CSP_unreadCount'),
  token: true,
  encrypted: false,
  moduleId: 'CSP',
  response: {
    type: 'object',
    required: ['count'],
    properties: {
      count: { type: 'integer', minimum: 0, description: 'Unread platform messages (messageV2).' },
      missionLeaderboard: { type: 'integer', minimum: 0, description: 'Missions ready to claim (MC-16).' },
      rewardCenter: { type: 'integer', minimum: 0, description: 'Rewards ready to claim (MC-16).' },
    },
    examples: [{ count: 3, missionLeaderboard: 2, rewardCenter: 2 }],
  },
});

/** CALL-40: chat models (CS-04, UNSPEC-30). */
export const chatModels = defineCall({
  id: 'CALL-40',
  name: 'chatModels',
  method: 'GET',
  path: relay('CBS_modelList'),
  token: true,
  encrypted: false,
  moduleId: 'CBS',
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['modelId', 'name'],
      properties: { modelId: { type: 'string' }, name: { type: 'string' }, iconUrl: { type: 'string' } },
    },
    examples: [[{ modelId: 'cs-general', name: 'Customer service', iconUrl: 'https://img.example.com/cs.png' }]],
  },
});

/** CALL-41: launch a chat room → value.chatUrl (CS-04, UNSPEC-30). */
export const launchChat = defineCall({
  id: 'CALL-41',
  name: 'launchChat',
  method: 'GET',
  path: relay('CBS_launchChat'),
  token: true,
  encrypted: false,
  moduleId: 'CBS',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['modelId'],
    properties: { modelId: { type: 'string', minLength: 1, maxLength: 64 } },
    examples: [{ modelId: 'cs-general' }],
  },
  response: {
    type: 'object',
    required: ['chatUrl'],
    properties: { chatUrl: { type: 'string', pattern: '^https?://', maxLength: 4000 } },
    examples: [{ chatUrl: 'https://chat.example.com/room/abc' }],
  },
});

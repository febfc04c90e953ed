import { defineCall, relay } from '../define.ts';
import { idSchema, moneySchema, pageNoSchema, pageSizeSchema } from '../entities.ts';

/**
 * The member's message box (MC-14, MC-18), the invitation page (MC-12) and the mirror sites (MC-23):
 * platform calls beyond the spec's table, CALL-130..CALL-135 (docs/decisions.md).
 */

const timestampSchema = { type: 'string', format: 'date-time' } as const;
const messageIdSchema = { ...idSchema, pattern: '^M\\d{1,15}$' } as const;
/** Read or delete several at once (a page's worth at most). */
const messageIdsSchema = {
  type: 'array',
  items: messageIdSchema,
  minItems: 1,
  maxItems: 100,
  uniqueItems: true,
} as const;
/** After a read or a delete: the unread count, as CALL-28 and the live `unread` event give it. */
const unreadAfterSchema = {
  type: 'object',
  required: ['count'],
  properties: { count: { type: 'integer', minimum: 0 } },
  examples: [{ count: 2 }],
} as const;

const messageSummary = {
  type: 'object',
  required: ['messageId', 'category', 'title', 'createdAt', 'read'],
  properties: {
    messageId: messageIdSchema,
    category: {
      type: 'string',
      maxLength: 32,
      description:
        'DEPOSIT_ARRIVED, DEPOSIT_FAILED, WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED (MC-18), NOTICE from the operator …',
    },
    title: { type: 'string', maxLength: 200 },
    createdAt: timestampSchema,
    read: { type: 'boolean' },
  },
} as const;

/** CALL-130: one page of the member's messages, newest first, with the unread count. */
export const messageList = defineCall({
  id: 'CALL-130',
  name: 'messageList',
  method: 'GET',
  path: relay('CSP_messageList'),
  token: true,
  encrypted: false,
  moduleId: 'CSP',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { pageNo: pageNoSchema, pageSize: pageSizeSchema },
    examples: [{ pageNo: 1, pageSize: 10 }],
  },
  response: {
    type: 'object',
    required: ['list', 'pageNo', 'totalPages', 'totalRows', 'unread'],
    properties: {
      list: { type: 'array', items: messageSummary },
      pageNo: { type: 'integer', minimum: 1 },
      totalPages: { type: 'integer', minimum: 0 },
      totalRows: { type: 'integer', minimum: 0 },
      unread: { type: 'integer', minimum: 0 },
    },
    examples: [
      {
        list: [
          {
            messageId: 'M12',
            category: 'DEPOSIT_ARRIVED',
            title: 'Deposit received',
            createdAt: '2026-11-20T08:00:00.000Z',
            read: false,
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        unread: 1,
      },
    ],
  },
});

/** CALL-131: one message with its content (HTML, which the player sanitizes before showing it). Reading it does not mark it read: CALL-132 does. */
export const messageDetail = defineCall({
  id: 'CALL-131',
  name: 'messageDetail',
  method: 'GET',
  path: relay('CSP_messageDetail'),
  token: true,
  encrypted: false,
  moduleId: 'CSP',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['messageId'],
    properties: { messageId: messageIdSchema },
    examples: [{ messageId: 'M12' }],
  },
  response: {
    ...messageSummary,
    required: [...messageSummary.required, 'content'],
    properties: { ...messageSummary.properties, content: { type: 'string', maxLength: 20000, description: 'HTML.' } },
    examples: [
      {
        messageId: 'M12',
        category: 'DEPOSIT_ARRIVED',
        title: 'Deposit received',
        createdAt: '2026-11-20T08:00:00.000Z',
        read: false,
        content: '<p>Your deposit of RM 100.00 has arrived.</p>',
      },
    ],
  },
});

/** CALL-132: marks messages read; answers the unread count after (also sent on the live stream). */
export const messageRead = defineCall({
  policy: { invalidates: ['messageList', 'unreadCount'] },
  id: 'CALL-132',
  name: 'messageRead',
  method: 'POST',
  path: relay('CSP_messageRead'),
  token: true,
  encrypted: false,
  moduleId: 'CSP',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['messageIds'],
    properties: { messageIds: messageIdsSchema },
    examples: [{ messageIds: ['M12'] }],
  },
  response: unreadAfterSchema,
});

/** CALL-133: deletes messages (an id already gone is no error: the box ends as asked); answers the unread count after. */
export const messageDelete = defineCall({
  policy: { invalidates: ['messageList', 'unreadCount'] },
  id: 'CALL-133',
  name: 'messageDelete',
  method: 'POST',
  path: relay('CSP_messageDelete'),
  token: true,
  encrypted: false,
  moduleId: 'CSP',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['messageIds'],
    properties: { messageIds: messageIdsSchema },
    examples: [{ messageIds: ['M12', 'M11'] }],
  },
  response: unreadAfterSchema,
});

/**
 * CALL-134: the member's invitation (MC-12): their code (made on first ask, then kept), the friends
 * who signed up with it (accounts masked) and what each earned the member; the rule in words.
 */
export const referralSummary = defineCall({
  id: 'CALL-134',
  name: 'referralSummary',
  method: 'GET',
  path: relay('MBR_referralSummary'),
  token: true,
  encrypted: false,
  moduleId: 'MBR',
  response: {
    type: 'object',
    required: ['code', 'friends', 'totalEarned', 'bonusPercent', 'bonusCap'],
    properties: {
      code: {
        type: 'string',
        pattern: '^[A-Za-z0-9]{1,30}$',
        description: "The registration form's invitation (affiliate) code.",
      },
      friends: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['account', 'joinedAt', 'earned'],
          properties: {
            account: { type: 'string', maxLength: 64, description: 'Masked: first and last characters.' },
            joinedAt: timestampSchema,
            earned: {
              ...moneySchema,
              description: "The bonus this friend's first deposit earned the member; 0.00 until then.",
            },
          },
        },
      },
      totalEarned: moneySchema,
      bonusPercent: { type: 'integer', minimum: 0, maximum: 100, description: "Of a friend's first deposit." },
      bonusCap: { ...moneySchema, description: 'At most this per friend.' },
    },
    examples: [
      {
        code: 'R7K2M9QX',
        totalEarned: '15.00',
        bonusPercent: 10,
        bonusCap: '50.00',
        friends: [
          { account: 'f***1', joinedAt: '2026-11-10T08:00:00.000Z', earned: '15.00' },
          { account: 'l***y', joinedAt: '2026-11-18T08:00:00.000Z', earned: '0.00' },
        ],
      },
    ],
  },
});

/** CALL-135: the brand's mirror sites (MC-23), other addresses of the same site. Public: a visitor needs them most. */
export const mirrorSites = defineCall({
  id: 'CALL-135',
  name: 'mirrorSites',
  method: 'GET',
  path: relay('CSP_mirrorSites'),
  token: false,
  encrypted: false,
  moduleId: 'CSP',
  response: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string', pattern: '^https?://', maxLength: 300 } },
    },
    examples: [[{ url: 'https://aurora-1.example.com' }, { url: 'https://aurora-2.example.com' }]],
  },
});

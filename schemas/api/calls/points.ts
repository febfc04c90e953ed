import { REDEMPTION_STATUSES } from '../../vocabulary.ts';
import { defineCall, relay } from '../define.ts';
import { dateSchema, messageResultSchema, moneySchema, pageNoSchema, pageSizeSchema, pagedOf } from '../entities.ts';
import { idempotencyKeySchema } from './cashier.ts';

const points = { type: 'integer', minimum: 0, maximum: 1000000000 } as const;

/** CALL-31: point balance (POINTS-05). */
export const getPointBalance = defineCall({
  id: 'CALL-31',
  name: 'getPointBalance',
  method: 'GET',
  path: relay('getPointBalance'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  response: { type: 'object', required: ['points'], properties: { points }, examples: [{ points: 1200 }] },
});

/** CALL-32: point rewards on offer. */
export const getPointReward = defineCall({
  id: 'CALL-32',
  name: 'getPointReward',
  method: 'GET',
  path: relay('getPointReward'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['rewardId', 'name', 'points'],
      properties: {
        rewardId: { type: 'string', maxLength: 64 },
        name: { type: 'string', maxLength: 200 },
        points,
        imageUrl: { type: 'string', maxLength: 1000 },
        stock: { type: 'integer', minimum: 0 },
        physical: { type: 'boolean' },
      },
    },
    examples: [
      [
        {
          rewardId: 'rw-1',
          name: 'Bluetooth speaker',
          points: 800,
          imageUrl: 'https://img.example.com/rw-1.png',
          stock: 12,
          physical: true,
        },
      ],
    ],
  },
});

/** CALL-33: point config, ratio for conversion (UNSPEC-60). */
export const getPointConfig = defineCall({
  id: 'CALL-33',
  name: 'getPointConfig',
  method: 'GET',
  path: relay('getPointConfig'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  response: {
    type: 'object',
    required: ['ratio'],
    properties: {
      ratio: { type: 'string', pattern: '^\\d+(\\.\\d{1,6})?$', description: 'Money per point.' },
      minConvert: points,
    },
    examples: [{ ratio: '0.01', minConvert: 100 }],
  },
});

const pagedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: pageNoSchema, pageSize: pageSizeSchema, startDate: dateSchema, endDate: dateSchema },
  examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-01', endDate: '2026-11-22' }],
} as const;

/** CALL-34: redemption list (POINTS-02). */
export const getRedeemPointList = defineCall({
  id: 'CALL-34',
  name: 'getRedeemPointList',
  method: 'GET',
  path: relay('getRedeemPointList'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  query: pagedQuery,
  response: {
    ...pagedOf({
      type: 'object',
      required: ['id', 'rewardName', 'points', 'status'],
      properties: {
        id: { type: 'string' },
        rewardName: { type: 'string' },
        points,
        quantity: { type: 'integer', minimum: 1 },
        status: { type: 'string', enum: REDEMPTION_STATUSES, description: 'UNSPEC-03.' },
        createdAt: { type: 'string', format: 'date-time' },
      },
    }),
    examples: [
      {
        list: [
          {
            id: 'rd-9',
            rewardName: 'Bluetooth speaker',
            points: 800,
            quantity: 1,
            status: 'IN_PROCESS',
            createdAt: '2026-11-20T10:00:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
      },
    ],
  },
});

/** CALL-35: point transaction details (POINTS-02). */
export const memTransDet = defineCall({
  id: 'CALL-35',
  name: 'memTransDet',
  method: 'GET',
  path: relay('MemTransDet'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  query: pagedQuery,
  response: {
    ...pagedOf({
      type: 'object',
      required: ['id', 'points', 'type'],
      properties: {
        id: { type: 'string' },
        points: { type: 'integer' },
        type: { type: 'string', maxLength: 32 },
        remark: { type: 'string', maxLength: 140 },
        createdAt: { type: 'string', format: 'date-time' },
      },
    }),
    examples: [
      {
        list: [
          { id: 'tx-1', points: -800, type: 'REDEEM', remark: 'Bluetooth speaker', createdAt: '2026-11-20T10:00:00Z' },
        ],
        pageNo: 1,
        totalPages: 1,
      },
    ],
  },
});

/** CALL-36: convert points to wallet money (UNSPEC-13, UNSPEC-60). */
export const convertPoint = defineCall({
  policy: { invalidates: ['getPointBalance', 'memTransDet', 'walletBalance'] },
  id: 'CALL-36',
  name: 'convertPoint',
  method: 'POST',
  path: relay('convertPoint'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['points'],
    properties: { points: { ...points, minimum: 1 }, idempotencyKey: idempotencyKeySchema },
    examples: [{ points: 500 }, { points: 500, idempotencyKey: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }],
  },
  response: {
    type: 'object',
    required: ['points', 'credited'],
    properties: { points, credited: moneySchema },
    examples: [{ points: 700, credited: '5.00' }],
  },
});

/** CALL-37: payment-password check before redeem (UNSPEC-14), encrypted. */
export const passwordCheck = defineCall({
  id: 'CALL-37',
  name: 'passwordCheck',
  method: 'POST',
  path: relay('passwordCheck'),
  token: true,
  encrypted: true,
  moduleId: 'points',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['password'],
    properties: { password: { type: 'string', minLength: 1, maxLength: 64 } },
    examples: [{ password: '123456' }],
  },
  response: {
    type: 'object',
    required: ['pass'],
    properties: { pass: { type: 'boolean' } },
    examples: [{ pass: true }],
  },
});

/** CALL-38: redeem a reward (UNSPEC-13, UNSPEC-14). */
export const redeemPointReward = defineCall({
  policy: { invalidates: ['getPointBalance', 'getPointReward', 'getRedeemPointList', 'memTransDet'] },
  id: 'CALL-38',
  name: 'redeemPointReward',
  method: 'POST',
  path: relay('redeemPointReward'),
  token: true,
  encrypted: false,
  moduleId: 'points',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['rewardId', 'quantity'],
    properties: {
      rewardId: { type: 'string', minLength: 1, maxLength: 64 },
      quantity: { type: 'integer', minimum: 1, maximum: 99 },
      address: { type: 'string', maxLength: 500, multiline: true },
      remark: { type: 'string', maxLength: 140 },
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      { rewardId: 'rw-1', quantity: 1, address: '1 Jalan Example, Kuala Lumpur', remark: 'Deliver after 6pm' },
    ],
  },
  response: messageResultSchema,
});

import { defineCall, relay } from '../define.ts';
import { idSchema, languageSchema, moneySchema } from '../entities.ts';
import { idempotencyKeySchema } from './cashier.ts';

/**
 * Activity statuses of a promotion for one member (000 §4, PROMO-02, UNSPEC-04): the member acts
 * only at `join` and `claim`; the others are shown as they are.
 */
export const ACTIVITY_STATUSES = [
  'coming',
  'join',
  'signed',
  'applying',
  'process',
  'rejected',
  'issued',
  'claim',
  'claimed',
  'close',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What a claim or a join answers: the new status, and for money paid the amount and the main wallet's balance after. */
const claimAnswerSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', maxLength: 1000 },
    status: { type: 'string', enum: ACTIVITY_STATUSES },
    amount: moneySchema,
    balance: moneySchema,
    ticket: { type: 'string', maxLength: 32, description: "A raffle joined: the member's ticket (PROMO-05)." },
  },
} as const;

/** CALL-120: the reward centre — the promotions a member can join or claim, with their status; `rewardCenter` is the badge (MC-11, MC-16). */
export const rewardCenter = defineCall({
  id: 'CALL-120',
  name: 'rewardCenter',
  method: 'GET',
  path: relay('MCS2_getRewardCenter'),
  token: true,
  encrypted: false,
  moduleId: 'MCS2',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { language: languageSchema },
    examples: [{ language: 'en' }],
  },
  response: {
    type: 'object',
    required: ['rewardCenter', 'promotions'],
    properties: {
      rewardCenter: { type: 'integer', minimum: 0, description: 'Badge count: rewards ready to claim.' },
      promotions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['promotionId', 'title', 'status'],
          properties: {
            promotionId: idSchema,
            title: { type: 'string' },
            promotionType: { type: 'string' },
            status: { type: 'string', enum: ACTIVITY_STATUSES },
            amount: { ...moneySchema, description: 'The bonus a claim pays (status claim or claimed).' },
          },
        },
      },
    },
    examples: [
      {
        rewardCenter: 1,
        promotions: [
          {
            promotionId: 'p-welcome',
            title: 'Welcome bonus',
            promotionType: 'NEWPLAYER',
            status: 'claim',
            amount: '18.00',
          },
        ],
      },
    ],
  },
});

/** CALL-121: join a promotion (status join → signed) or claim its reward into the main wallet (claim → claimed), once (MC-11, UNSPEC-04). */
export const rewardAction = defineCall({
  policy: { invalidates: ['rewardCenter', 'walletBalance', 'unreadCount', 'bonusDetails'] },
  id: 'CALL-121',
  name: 'rewardAction',
  method: 'POST',
  path: relay('MCS2_rewardAction'),
  token: true,
  encrypted: false,
  moduleId: 'MCS2',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['promotionId', 'action', 'idempotencyKey'],
    properties: {
      promotionId: idSchema,
      action: { type: 'string', enum: ['join', 'claim'] },
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [{ promotionId: 'p-welcome', action: 'claim', idempotencyKey: '7c4d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f' }],
  },
  response: {
    ...claimAnswerSchema,
    examples: [
      { message: 'Welcome bonus: 18.00 added to your wallet.', status: 'claimed', amount: '18.00', balance: '1268.50' },
    ],
  },
});

/** CALL-122: claim a completed mission's reward into the main wallet, once (MC-13, PROMO-07). */
export const claimMission = defineCall({
  policy: { invalidates: ['missionSummary', 'walletBalance', 'unreadCount', 'bonusDetails'] },
  id: 'CALL-122',
  name: 'claimMission',
  method: 'POST',
  path: relay('MCSFE_claimMission'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['missionId', 'idempotencyKey'],
    properties: { missionId: idSchema, idempotencyKey: idempotencyKeySchema },
    examples: [{ missionId: 'm-slots-10', idempotencyKey: '7c4d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f' }],
  },
  response: {
    ...claimAnswerSchema,
    examples: [
      {
        message: 'Play 10 slot rounds: 5.00 added to your wallet.',
        status: 'claimed',
        amount: '5.00',
        balance: '1255.50',
      },
    ],
  },
});

/** CALL-123: the manual rebate so far — stakes since the last claim, the rate and what a claim pays now (MC-15, FLAG-07). */
export const manualRebate = defineCall({
  id: 'CALL-123',
  name: 'manualRebate',
  method: 'GET',
  path: relay('MCS2_getManualRebate'),
  token: true,
  encrypted: false,
  moduleId: 'MCS2',
  response: {
    type: 'object',
    required: ['eligibleStake', 'bets', 'ratePercent', 'amount'],
    properties: {
      eligibleStake: moneySchema,
      bets: { type: 'integer', minimum: 0, description: 'Settled bets since the last claim.' },
      ratePercent: {
        type: 'string',
        pattern: '^\\d+(\\.\\d{1,2})?$',
        description: 'Rebate rate, percent of the stake.',
      },
      amount: moneySchema,
      lastClaimAt: { type: 'string', format: 'date-time' },
    },
    examples: [
      {
        eligibleStake: '1520.00',
        bets: 120,
        ratePercent: '0.5',
        amount: '7.60',
        lastClaimAt: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
});

/** CALL-124: claim the manual rebate into the main wallet; a second claim finds nothing left (MC-15). */
export const claimManualRebate = defineCall({
  policy: { invalidates: ['manualRebate', 'walletBalance', 'unreadCount', 'bonusDetails'] },
  id: 'CALL-124',
  name: 'claimManualRebate',
  method: 'POST',
  path: relay('MCS2_claimManualRebate'),
  token: true,
  encrypted: false,
  moduleId: 'MCS2',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['idempotencyKey'],
    properties: { idempotencyKey: idempotencyKeySchema },
    examples: [{ idempotencyKey: '7c4d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f' }],
  },
  response: {
    ...claimAnswerSchema,
    examples: [{ message: 'Rebate of 7.60 added to your wallet.', amount: '7.60', balance: '1257.10' }],
  },
});

import { defineCall, relay } from '../define.ts';
import { announcementsSchema, languageSchema, messageResultSchema, moneySchema } from '../entities.ts';

/** CALL-53: announcements — banners, notices, popups, promotions (ANN-01, ENT-13, UNSPEC-51). */
export const announcements = defineCall({
  id: 'CALL-53',
  name: 'announcements',
  method: 'GET',
  path: relay('MCSFE_getListAnnouncements'),
  token: false,
  encrypted: false,
  moduleId: 'MCSFE',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['types'],
    properties: {
      types: {
        type: 'string',
        pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$',
        description: 'Comma-separated: B,PL,PU,PR,H.',
      },
      platform: { type: 'string', const: 'W' },
      execution: { type: 'string', enum: ['A', 'B'] },
      language: languageSchema,
    },
    examples: [{ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language: 'en' }],
  },
  response: {
    ...announcementsSchema,
    examples: [
      {
        banners: [
          {
            id: 'b1',
            groupName: 'w_home',
            url: 'https://img.example.com/banners/b1.jpg',
            linkageType: 'PROMOTION',
            linkage: 'p-10',
          },
        ],
        notices: [{ id: 'n1', title: 'Scheduled maintenance', content: '<p>Sunday 02:00–04:00</p>' }],
        popup: [{ id: 'pu1', title: 'Welcome bonus', content: '<p>100% up to RM 500</p>', execution: 'B' }],
        promotion: [{ id: 'p-10', title: 'Weekend reload', promotionType: 'DEPOSIT' }],
      },
    ],
  },
});

/** CALL-27: claim a raffle promotion (PROMO-05, UNSPEC-11). */
export const claimRafflePromotion = defineCall({
  id: 'CALL-27',
  name: 'claimRafflePromotion',
  method: 'POST',
  path: relay('MCS2_claimRafflePromotion'),
  token: true,
  encrypted: false,
  moduleId: 'MCS2',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['promotionId'],
    properties: { promotionId: { type: 'string', minLength: 1, maxLength: 64 } },
    examples: [{ promotionId: 'p-10' }],
  },
  response: messageResultSchema,
});

const langQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language: languageSchema },
  examples: [{ language: 'en' }],
} as const;

/** CALL-29: mission summary; supplies the missionLeaderboard badge (PROMO-07, UNSPEC-12). */
export const missionSummary = defineCall({
  id: 'CALL-29',
  name: 'missionSummary',
  method: 'GET',
  path: relay('MCSFE_getMissionSummaryDetails'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  query: langQuery,
  response: {
    type: 'object',
    properties: {
      missionLeaderboard: { type: 'integer', minimum: 0, description: 'Badge count.' },
      missions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'title'],
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            progress: { type: 'integer', minimum: 0 },
            target: { type: 'integer', minimum: 0 },
            status: { type: 'string' },
            reward: { ...moneySchema, description: 'What claiming the mission pays into the main wallet (CALL-122).' },
          },
        },
      },
    },
    examples: [
      {
        missionLeaderboard: 2,
        missions: [{ id: 'm1', title: 'Play 10 slot rounds', progress: 4, target: 10, status: 'join', reward: '5.00' }],
      },
    ],
  },
});

/** CALL-30: mission leaderboard (PROMO-07, UNSPEC-12). */
export const missionLeaderboard = defineCall({
  id: 'CALL-30',
  name: 'missionLeaderboard',
  method: 'GET',
  path: relay('getMissionLeaderboard'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  query: langQuery,
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['rank', 'account', 'score'],
      properties: {
        rank: { type: 'integer', minimum: 1 },
        account: { type: 'string', description: 'Masked.' },
        score: { type: 'integer' },
      },
    },
    examples: [[{ rank: 1, account: 'pl***01', score: 980 }]],
  },
});

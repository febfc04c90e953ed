import { PRIZE_MODES } from '../../vocabulary.ts';
import { defineCall } from '../define.ts';
import { languageSchema } from '../entities.ts';

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
const menuQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['prizeMode'],
  properties: { prizeMode: { type: 'string', enum: PRIZE_MODES }, device: { type: 'string', const: 'WEB' } },
  examples: [{ prizeMode: 'LOTT', device: 'WEB' }],
} as const;
const lotteryGame = {
  type: 'object',
  required: ['gameCode', 'gameName'],
  properties: {
    gameCode: { type: 'string' },
    gameName: { type: 'string' },
    area: { type: 'string' },
    iconUrl: { type: 'string' },
  },
} as const;
const openedSchema = {
  type: 'object',
  required: ['gameCode', 'numbers'],
  properties: {
    gameCode: { type: 'string' },
    issue: { type: 'string' },
    openTime: { type: 'string', format: 'date-time' },
    numbers: { type: 'array', items: { type: 'string', pattern: '^[0-9]{1,6}$' } },
  },
  examples: [{ gameCode: 'VN_HN', issue: '20261122', openTime: '2026-11-22T11:15:00Z', numbers: ['12345', '678'] }],
} as const;

/** CALL-56: launch the lottery (LOTT-01). */
export const launchLottery = defineCall({
  id: 'CALL-56',
  name: 'launchLottery',
  method: 'POST',
  path: '/wps/game/launchGame',
  token: true,
  encrypted: false,
  moduleId: 'game',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['launchMode'],
    properties: {
      lottoArea: { type: 'string', maxLength: 8 },
      launchMode: { type: 'string', const: 'LOTT' },
      lottoPrizeMode: { type: 'string', enum: PRIZE_MODES },
      lottoGameCode: code,
      lottoView: { type: 'string', enum: ['betting', 'lobby'] },
      device: { type: 'string', maxLength: 16 },
      backUrl: { type: 'string', pattern: '^https?://', maxLength: 2000 },
      language: languageSchema,
    },
    examples: [
      {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: 'VN_HN',
        lottoView: 'betting',
        device: 'WEB',
        backUrl: 'https://aurora.example.com/vnLottery',
        language: 'en',
      },
    ],
  },
  response: {
    type: 'object',
    required: ['url'],
    properties: { url: { type: 'string', pattern: '^https?://' } },
    examples: [{ url: 'https://lotto.example.com/vn?t=abc' }],
  },
});

/** CALL-57: Vietnamese lottery menu (LOTT-02). */
export const vnLotteryMenu = defineCall({
  id: 'CALL-57',
  name: 'vnLotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  moduleId: 'lgw',
  query: menuQuery,
  response: {
    type: 'array',
    items: lotteryGame,
    examples: [[{ gameCode: 'VN_HN', gameName: 'Hà Nội', area: 'North' }]],
  },
});

/** CALL-58: recent lottery games (LOTT-02, UNSPEC-28). */
export const vnLotteryRecent = defineCall({
  id: 'CALL-58',
  name: 'vnLotteryRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  token: true,
  encrypted: false,
  moduleId: 'lgw',
  query: menuQuery,
  response: { type: 'array', items: lotteryGame, examples: [[{ gameCode: 'VN_HN', gameName: 'Hà Nội' }]] },
});

const gameCodeQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode'],
  properties: { gameCode: code },
  examples: [{ gameCode: 'VN_HN' }],
} as const;

/** CALL-59: latest opened numbers per game (LOTT-03, UNSPEC-29). */
export const vnOpenedNumbers = defineCall({
  id: 'CALL-59',
  name: 'vnOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: false,
  encrypted: false,
  moduleId: 'lgw',
  query: gameCodeQuery,
  response: openedSchema,
});

/** CALL-60: latest opened numbers (lotto host) (LOTT-03, UNSPEC-29). */
export const lottoOpenedNumbers = defineCall({
  id: 'CALL-60',
  name: 'lottoOpenedNumbers',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  token: false,
  encrypted: false,
  moduleId: 'lotto',
  query: gameCodeQuery,
  response: openedSchema,
});

import { defineCall, relay } from '../define.ts';
import {
  gameExample,
  gameListPageSchema,
  gameSchema,
  languageSchema,
  pageNoSchema,
  vendorGroupSchema,
  winnerItemSchema,
} from '../entities.ts';

const code = (max = 32) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/** CALL-42: game menus (GAME-12, HOME-04, HEADER-08). */
export const gameMenus = defineCall({
  id: 'CALL-42',
  name: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  token: false,
  encrypted: false,
  moduleId: 'lgw',
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['gameType'],
      properties: {
        gameType: { type: 'string' },
        name: { type: 'string' },
        vendors: { type: 'array', items: { type: 'string' } },
        sort: { type: 'integer' },
      },
    },
    examples: [[{ gameType: 'SLOT', name: 'Slots', vendors: ['PG', 'JILI'], sort: 1 }]],
  },
});

/** CALL-43: game list (LOBBY-07). */
export const gameList = defineCall({
  id: 'CALL-43',
  name: 'gameList',
  method: 'GET',
  path: relay('GCSGAME_gameList'),
  token: false,
  encrypted: false,
  moduleId: 'GCSGAME',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['pageNo', 'pageSize'],
    properties: {
      clientType: { type: 'integer', const: 3 },
      platform: code(),
      merchant: code(),
      gameType: code(),
      vassalage: code(),
      gameClassify: code(),
      gameName: { type: 'string', maxLength: 100 },
      pageNo: pageNoSchema,
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 18 },
      language: languageSchema,
    },
    examples: [
      {
        clientType: 3,
        platform: 'html5-desktop',
        merchant: 'AUR',
        gameType: 'SLOT',
        vassalage: 'PG',
        pageNo: 1,
        pageSize: 18,
        language: 'en',
      },
    ],
  },
  response: { ...gameListPageSchema, examples: [{ games: [gameExample], totalPages: 4 }] },
});

/** CALL-44: hot games (HOME-06, HOME-08, LOBBY-08), cached for the session. */
export const hotGames = defineCall({
  policy: { sessionCached: true }, // CALL-44: "hot list (cached for the session)", LOBBY-08, HOME-06
  id: 'CALL-44',
  name: 'hotGames',
  method: 'GET',
  path: relay('hotGamesV2'),
  token: false,
  encrypted: false,
  moduleId: 'GCSGAME',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      merchantCode: code(),
      isPlatform: { type: 'integer', const: 2 },
      gameType: code(),
      vassalage: code(),
      platform: code(),
      language: languageSchema,
    },
    examples: [{ merchantCode: 'AUR', isPlatform: 2, gameType: 'SLOT', platform: 'html5-desktop', language: 'en' }],
  },
  response: { type: 'array', items: gameSchema, examples: [[gameExample]] },
});

/** CALL-45: new-game vendor lanes (GAME-12), cached for the session. */
export const newGameVendor = defineCall({
  policy: { sessionCached: true }, // CALL-45: "value.data.lanes (cached for the session)", GAME-12
  id: 'CALL-45',
  name: 'newGameVendor',
  method: 'GET',
  path: relay('GCSGAME_newGameVendor'),
  token: false,
  encrypted: false,
  moduleId: 'GCSGAME',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['platform'],
    properties: { platform: { type: 'string', const: 'html5-desktop' } },
    examples: [{ platform: 'html5-desktop' }],
  },
  response: {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: ['lanes'],
        properties: {
          lanes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['vassalage'],
              properties: {
                vassalage: { type: 'string' },
                gameType: { type: 'string' },
                games: { type: 'array', items: gameSchema },
              },
            },
          },
        },
      },
    },
    examples: [{ data: { lanes: [{ vassalage: 'PG', gameType: 'SLOT', games: [gameExample] }] } }],
  },
});

/** CALL-51: launch a game (GAME-14, UNSPEC-25). */
export const gameLaunch = defineCall({
  id: 'CALL-51',
  name: 'gameLaunch',
  method: 'GET',
  path: relay('GCS_gameLaunchFB'),
  token: true,
  encrypted: false,
  moduleId: 'GCS',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['gameCode', 'vassalage'],
    properties: { gameCode: code(64), vassalage: code(), gameType: code(), language: languageSchema, platform: code() },
    examples: [
      { gameCode: 'fortune-tiger', vassalage: 'PG', gameType: 'SLOT', language: 'en', platform: 'html5-desktop' },
    ],
  },
  response: {
    type: 'object',
    required: ['url'],
    properties: { url: { type: 'string', pattern: '^https?://', maxLength: 4000 } },
    examples: [{ url: 'https://launch.example.com/pg/fortune-tiger?t=abc' }],
  },
});

/** CALL-52: vendor groups per category (GAME-12, LOBBY-05, UNSPEC-26). */
export const vendorGroups = defineCall({
  policy: { sessionCached: true }, // CALL-52: "cache for the session", UNSPEC-26
  id: 'CALL-52',
  name: 'vendorGroups',
  method: 'GET',
  path: relay('GCSGAME_getVassGameType'),
  token: false,
  encrypted: false,
  moduleId: 'GCSGAME',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { language: languageSchema },
    examples: [{ language: 'en' }],
  },
  response: {
    type: 'array',
    items: vendorGroupSchema,
    examples: [
      [
        {
          gameCategory: 'SLOT',
          vendors: [
            { vassalage: 'PG', name: 'PG Soft', isGame: 'GAME' },
            { vassalage: 'JILI', name: 'JILI', isGame: 'VASSALAGE', nodeId: '300' },
          ],
        },
      ],
    ],
  },
});

/** CALL-54: winner board (HOME-10). */
export const rankList = defineCall({
  id: 'CALL-54',
  name: 'rankList',
  method: 'GET',
  path: relay('GCSGAME_getRankList'),
  token: false,
  encrypted: false,
  moduleId: 'GCSGAME',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      gameCategory: { type: 'string', maxLength: 32, default: 'ALL' },
      language: languageSchema,
      limitNum: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
    examples: [{ gameCategory: 'ALL', language: 'en', limitNum: 20 }],
  },
  response: {
    type: 'array',
    items: winnerItemSchema,
    examples: [
      [
        {
          vo: {
            winAmount: '12500.00',
            account: 'de***er',
            gameName: 'Fortune Tiger',
            gameCode: 'fortune-tiger',
            vassalage: 'PG',
          },
        },
      ],
    ],
  },
});

/** CALL-55: live rooms (GAME-14, UNSPEC-27). */
export const roomList = defineCall({
  id: 'CALL-55',
  name: 'roomList',
  method: 'GET',
  path: relay('GLS2_roomList'),
  token: false,
  encrypted: false,
  moduleId: 'GLS2',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['vassalage'],
    properties: { vassalage: code(), gameCode: code(64) },
    examples: [{ vassalage: 'EVO', gameCode: 'baccarat' }],
  },
  response: {
    type: 'array',
    items: {
      type: 'object',
      required: ['roomId', 'name'],
      properties: {
        roomId: { type: 'string' },
        name: { type: 'string' },
        players: { type: 'integer', minimum: 0 },
        dealer: { type: 'string' },
      },
    },
    examples: [[{ roomId: 'r-1', name: 'Speed Baccarat A', players: 120, dealer: 'Anna' }]],
  },
});

import { defineCall, relay } from '../define.ts';
import {
  favouritesPageSchema,
  gameExample,
  idSchema,
  languageSchema,
  messageResultSchema,
  pageNoSchema,
  recentPageSchema,
} from '../entities.ts';

const code = { type: 'string', minLength: 1, maxLength: 32 } as const;

/** CALL-46: favourite ids → favGameIds (MYGAME-04, UNSPEC-23). */
export const favoriteGameIds = defineCall({
  id: 'CALL-46',
  name: 'favoriteGameIds',
  method: 'GET',
  path: relay('MCSFE_getFavoriteGames'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  response: { type: 'array', items: idSchema, examples: [['10021', '10022']] },
});

/** CALL-47: favourites list (MYGAME-05). */
export const favoriteGamesList = defineCall({
  id: 'CALL-47',
  name: 'favoriteGamesList',
  method: 'GET',
  path: relay('MCSFE_getFavoriteGamesList'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clientType: { type: 'integer' },
      platform: code,
      gameType: code,
      vassalage: code,
      pageNo: pageNoSchema,
      pageSize: { type: 'integer', minimum: 1, maximum: 99, default: 99 },
    },
    examples: [{ clientType: 3, platform: 'html5-desktop', pageNo: 1, pageSize: 99 }],
  },
  response: { ...favouritesPageSchema, examples: [{ content: [gameExample], pageNum: 1, totalPages: 1 }] },
});

/** CALL-48: add a favourite (MYGAME-02; ENT-18). */
export const addFavoriteGame = defineCall({
  policy: { invalidates: ['favoriteGameIds', 'favoriteGamesList'] },
  id: 'CALL-48',
  name: 'addFavoriteGame',
  method: 'POST',
  path: relay('MCSFE_addFavoriteGameV2'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['nodeId'],
    properties: { nodeId: idSchema, vendor: code, gameType: code },
    examples: [{ nodeId: '10021', vendor: 'PG', gameType: 'SLOT' }],
  },
  response: messageResultSchema,
});

/** CALL-49: remove a favourite (MYGAME-02). */
export const removeFavoriteGame = defineCall({
  policy: { invalidates: ['favoriteGameIds', 'favoriteGamesList'] },
  id: 'CALL-49',
  name: 'removeFavoriteGame',
  method: 'DELETE',
  path: relay('removeFavoriteGameV2'),
  token: true,
  encrypted: false,
  moduleId: 'MCSFE',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['nodeId'],
    properties: { nodeId: idSchema },
    examples: [{ nodeId: '10021' }],
  },
  response: messageResultSchema,
});

/** CALL-50: recent games (MYGAME-06). */
export const recentGames = defineCall({
  id: 'CALL-50',
  name: 'recentGames',
  method: 'GET',
  path: relay('GCS_recentGame'),
  token: true,
  encrypted: false,
  moduleId: 'GCS',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: pageNoSchema,
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      gameType: code,
      vassalage: code,
      language: languageSchema,
      clientType: { type: 'integer' },
    },
    examples: [{ page: 1, pageSize: 6, language: 'en', clientType: 3 }],
  },
  response: { ...recentPageSchema, examples: [{ list: [gameExample], totalPages: 1 }] },
});

// The floor's calls: the requests the real home and lobby make for what their first screen shows,
// with the same headers (X-Module-Id, X-Merchant-Code, X-Language), through the stack's HTTP client
// (axios), as a page written by hand on this stack would send them. No gateway, no schemas: a careful
// hand reading the answers it knows. (The engine leaves its client out of the first paint: that is
// one of the ways it has to earn its own weight against this page.)
import axios from 'axios';
import { brand } from './brand.ts';

export interface Game {
  nodeId: string;
  displayName: string;
  iconUrl: string;
  isHot?: number;
}
export interface Banner {
  groupName: string;
  url: string;
  id: string;
}
export interface Announcements {
  banners?: Banner[];
  notices?: { id: string; title: string }[];
}

const http = axios.create({ headers: { Accept: 'application/json' } });

async function call<T>(moduleId: string, path: string, params: Record<string, string>, language: string): Promise<T> {
  const answer = await http.get<{ success?: boolean; value?: T }>(path, {
    params,
    headers: {
      'X-Module-Id': moduleId,
      'X-Merchant-Code': brand.merchant,
      'X-Language': language === 'en' ? 'EN' : 'MY',
    },
  });
  const body = answer.data;
  if (!body.success || body.value === undefined) throw new Error(`${path} ${answer.status}`);
  return body.value;
}

/** Banners and notices, asked as the home asks them (one call for every announcement type it shows). */
export const announcements = (language: string) =>
  call<Announcements>(
    'MCSFE',
    '/wps/relay/MCSFE_getListAnnouncements',
    { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language },
    language,
  );

export const hotGames = (language: string) =>
  call<Game[]>(
    'GCSGAME',
    '/wps/relay/hotGamesV2',
    { isPlatform: '2', platform: 'html5-desktop', language, merchantCode: brand.merchant },
    language,
  );

/** The first page of a category's games. */
export const gameList = (language: string, gameType: string, pageSize: number) =>
  call<{ games: Game[] }>(
    'GCSGAME',
    '/wps/relay/GCSGAME_gameList',
    {
      clientType: '3',
      platform: 'html5-desktop',
      language,
      pageNo: '1',
      pageSize: String(pageSize),
      merchant: brand.merchant,
      gameType,
    },
    language,
  ).then((value) => value.games);

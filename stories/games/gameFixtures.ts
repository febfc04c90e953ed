import { byName, failReply, okReply, type FakeRequest, type FakeRoutes } from '../../tests/support/fakePlatform.ts';
import { expect, within } from 'storybook/test';
import type { Game } from '../../schemas/api/entities.ts';

const NAMES = [
  'Dragon Fortune',
  'Lucky Koi',
  'Golden Empire',
  'Wild Bandito',
  'Mahjong Ways',
  'Treasure Bowl',
  'Jungle Delight',
  'Candy Burst',
  'Ganesha Gold',
  'Phoenix Rises',
];

/** A game of the story catalogue: named from a short list, hot every fourth, no picture (the placeholder shows). */
export function storyGame(n: number, extra: Partial<Game> = {}): Game {
  return {
    nodeId: String(20000 + n),
    gameType: 'RNG',
    vassalage: n % 3 === 0 ? 'JL' : 'PG',
    gameClassify: 'VIDEO',
    gameCode: `story-${n}`,
    displayName: `${NAMES[n % NAMES.length]} ${Math.floor(n / NAMES.length) + 1}`,
    isHot: n % 4 === 0 ? 1 : 0,
    isGame: 'GAME',
    ...extra,
  };
}

const page = (request: FakeRequest) => {
  const {
    pageNo = 1,
    pageSize = 18,
    gameName,
  } = (request.params ?? {}) as { pageNo?: number; pageSize?: number; gameName?: string };
  if (gameName && !'dragon'.includes(gameName.toLowerCase()) && !gameName.toLowerCase().includes('dragon'))
    return okReply({ games: [], totalPages: 0 });
  const start = (pageNo - 1) * pageSize;
  return okReply({ games: Array.from({ length: pageSize }, (_, i) => storyGame(start + i)), totalPages: 12 });
};

export const STORY_MEMBER = { member: { id: '7', account: 'demo_member', nickname: 'Demo', type: 0 } };

/** A catalogue that answers every call the game widgets make. */
export const catalogue: FakeRoutes = byName({
  gameList: page,
  hotGames: okReply(Array.from({ length: 8 }, (_, i) => storyGame(i * 4, { isHot: 1 }))),
  vendorGroups: okReply([
    {
      gameCategory: 'RNG',
      vendors: [
        { vassalage: 'PG', name: 'PG Soft', isGame: 'VASSALAGE', nodeId: '100' },
        { vassalage: 'JL', name: 'JILI', isGame: 'VASSALAGE', nodeId: '101' },
      ],
    },
  ]),
  newGameVendor: okReply({
    data: {
      lanes: [{ vassalage: 'PG', gameType: 'RNG', games: Array.from({ length: 6 }, (_, i) => storyGame(100 + i)) }],
    },
  }),
  favoriteGameIds: okReply(['20001', '20002']),
  favoriteGamesList: okReply({ content: [storyGame(1), storyGame(2)], pageNum: 1, totalPages: 1 }),
  recentGames: okReply({ list: Array.from({ length: 5 }, (_, i) => storyGame(30 + i)), totalPages: 1 }),
  vnOpenedNumbers: okReply({ gameCode: 'VN_HN', issue: '20261122', numbers: ['12345', '67890', '246'] }),
  lottoOpenedNumbers: okReply({ gameCode: 'tcg-keno', issue: '20261122', numbers: ['07', '21', '33'] }),
  vnLotteryMenu: okReply([
    { gameCode: 'VN_HN', gameName: 'Hà Nội', area: 'North' },
    { gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh', area: 'South' },
  ]),
});

/** The catalogue with every call answering the same failure. */
export function failing(reply: FakeRoutes[string]): FakeRoutes {
  return Object.fromEntries(Object.keys(catalogue).map((path) => [path, reply]));
}

export const FAILURES = {
  serverError: failReply(500, 'UNKNOWN'),
  timeout: 'timeout' as const,
  malformed: { status: 200, data: '<html>not an answer</html>' },
  loading: 'hang' as const,
};

/** Play: the games have arrived (the grid is the one named list). */
export const showsGames = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('list', { name: /\S/ }, { timeout: 5000 })).toBeVisible();
};

/** Play: a failure shows its message in place. */
export const showsAlert = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
};

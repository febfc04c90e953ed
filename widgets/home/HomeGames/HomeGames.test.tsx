import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  byName,
  fakePlatform,
  okReply,
  type FakeRequest,
  type FakeRoutes,
} from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { game, gameDialogs, games, MEMBER } from '../../../tests/support/games.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { screenWithPartsBelow } from '../../../tests/support/nearScreen.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import HomeGames from './HomeGames.tsx';
import homeGames from './index.ts';
import { calls, type CallName } from '../../../schemas/api/index.ts';
import { homeHotList } from './homeLists.ts';
import { schema, type HomeGamesProps } from './schema.ts';

const brand = {
  ...gameDialogs,
  screens: {
    gameList: { paths: ['/rng', '/live', '/fish', '/pvp'], slots: { main: [] } },
    gameCentre: { paths: ['/sports', '/elott'], slots: { main: [] } },
  },
};

const byType = (request: FakeRequest) => {
  const { gameType, pageSize } = request.params as { gameType: string; pageSize: number };
  return okReply({
    games: games(100, 18, { gameType, displayName: undefined })
      .map((g, i) => ({ ...g, nodeId: `${gameType}-${i}`, displayName: `${gameType} game ${i + 1}` }))
      .slice(0, pageSize),
    totalPages: 3,
  });
};

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...byName({
    hotGames: okReply(games(1, 15, { isHot: 1 })),
    gameList: byType,
    vendorGroups: okReply([
      { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }] },
      { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO' }] },
      { gameCategory: 'COCKFIGHT', vendors: [{ vassalage: 'S128' }] },
      { gameCategory: 'FISH', vendors: [] },
    ]),
    favoriteGamesList: okReply({ content: [game(900, { displayName: 'My favourite' })], pageNum: 1, totalPages: 1 }),
    favoriteGameIds: okReply(['10900']),
  }),
  ...extra,
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('HomeGames', () => {
  it('shows the tabs HOME, FAV, HOT, then the categories that have a vendor and a lobby (HOME-04, HOME-11)', async () => {
    await renderWidget(<HomeGames {...widgetProps(schema)} />, { brand, adapter: fakePlatform(routes()).adapter });
    const menu = screen.getByRole('navigation', { name: 'Game menu' });
    await within(menu).findByRole('link', { name: 'Slots' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Home', 'Favourites', 'Hot games']);
    expect(within(menu).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Slots', '/rng'],
      ['Live casino', '/live'],
    ]);
  });

  it('shows a visitor the sections HOT, RNG, FISH, LIVE, SPORTS, ELOTT, PVP, at most 6 games each (HOME-06, HOME-07, CONST-04)', async () => {
    const platform = fakePlatform(routes());
    await renderWidget(<HomeGames {...widgetProps(schema)} />, { brand, adapter: platform.adapter });
    expect(headings()).toEqual(['Hot games', 'Slots', 'Fishing', 'Live casino', 'Sports', 'E-lottery', 'Card games']);
    const slots = await screen.findByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByRole('listitem')).toHaveLength(6);
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    expect(within(hot).getAllByRole('listitem')).toHaveLength(6);
    expect(
      platform.seen.filter((r) => r.path.includes('gameList')).map((r) => (r.params as { pageSize: number }).pageSize),
    ).toEqual([6, 6, 6, 6, 6, 6]);
    expect(screen.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
  });

  it('adds the member’s favourites after HOT, asked 99 at a time (HOME-06, HOME-09, CONST-07)', async () => {
    const platform = fakePlatform(routes());
    await renderWidget(<HomeGames {...widgetProps(schema)} />, { brand, adapter: platform.adapter, member: MEMBER });
    expect(headings().slice(0, 3)).toEqual(['Hot games', 'Favourites', 'Slots']);
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(favourites).getByRole('button', { name: 'My favourite' })).toBeInTheDocument();
    expect(platform.seen.find((r) => r.path.includes('getFavoriteGamesList'))?.params).toMatchObject({
      pageNo: 1,
      pageSize: 99,
    });
  });

  it('opens the login dialog for FAV while logged out, and shows the favourites alone for a member (HOME-05)', async () => {
    const user = userEvent.setup();
    const visitor = await renderWidget(<HomeGames {...widgetProps(schema)} />, {
      brand,
      adapter: fakePlatform(routes()).adapter,
    });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    visitor.unmount();
    await renderWidget(<HomeGames {...widgetProps(schema)} />, {
      brand,
      adapter: fakePlatform(routes()).adapter,
      member: MEMBER,
    });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(headings()).toEqual(['Favourites']));
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');
  });

  it('HOME-05: FAV pressed while a stored session is still being read shows a member the favourites, not the login dialog', async () => {
    const user = userEvent.setup();
    const { engine } = await renderWidget(<HomeGames {...widgetProps(schema)} />, {
      brand,
      adapter: fakePlatform(routes()).adapter,
    });
    act(() => engine.session.getState().setStatus('restoring'));
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => engine.session.getState().setMember(MEMBER));
    await waitFor(() => expect(headings()).toEqual(['Favourites']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the hot games alone under HOT and back to every section under HOME', async () => {
    const user = userEvent.setup();
    await renderWidget(<HomeGames {...widgetProps(schema)} />, { brand, adapter: fakePlatform(routes()).adapter });
    await user.click(screen.getByRole('button', { name: 'Hot games' }));
    expect(headings()).toEqual(['Hot games']);
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(headings()).toHaveLength(7);
  });

  it('follows the brand’s sections and their order', async () => {
    await renderWidget(<HomeGames {...widgetProps(schema, { sections: ['LIVE', 'HOT'], showTabs: false })} />, {
      brand,
      adapter: fakePlatform(routes()).adapter,
    });
    expect(headings()).toEqual(['Live casino', 'Hot games']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a visitor picking a game gets the login dialog (GAME-03)', async () => {
    const user = userEvent.setup();
    await renderWidget(<HomeGames {...widgetProps(schema, { sections: ['HOT'] })} />, {
      brand,
      adapter: fakePlatform(routes()).adapter,
    });
    await user.click(await screen.findByRole('button', { name: /^Game 1(?!\d)/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each(PLATFORM_FAILURES)(
    'after %s a section shows the catalogue’s message and a retry; the other sections still show',
    async (_name, failure) => {
      let healthy = false;
      const user = userEvent.setup();
      await renderWidget(<HomeGames {...widgetProps(schema, { sections: ['HOT', 'RNG'] })} />, {
        brand,
        adapter: fakePlatform(routes(byName({ hotGames: () => (healthy ? okReply(games(1, 3)) : failure) }))).adapter,
      });
      const retry = await screen.findByRole('button', { name: /retry/i });
      expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
      healthy = true;
      await user.click(retry);
      expect(await screen.findByRole('list', { name: 'Hot games' })).toBeInTheDocument();
    },
  );
});

describe('HomeGames below the screen (DESIGN §6b)', () => {
  /** A phone: the first two sections stand on its screen, the rest far below. */
  function phoneScreen() {
    const { scrollTo } = screenWithPartsBelow(
      (element) => [...document.querySelectorAll('.lv-home-games__section')].indexOf(element) >= 2,
    );
    return {
      scrollTo: (heading: string) => scrollTo((element) => element.querySelector('h2')?.textContent === heading),
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a section’s games only as it comes near the screen; until then its heading and place show', async () => {
    const { scrollTo } = phoneScreen();
    const platform = fakePlatform(routes());
    await renderWidget(<HomeGames {...widgetProps(schema)} />, { brand, adapter: platform.adapter });
    expect(headings()).toEqual(['Hot games', 'Slots', 'Fishing', 'Live casino', 'Sports', 'E-lottery', 'Card games']);
    await screen.findByRole('list', { name: 'Slots' });
    const askedTypes = () =>
      platform.seen.filter((r) => r.path.includes('gameList')).map((r) => (r.params as { gameType: string }).gameType);
    expect(askedTypes()).toEqual(['RNG']);
    expect(screen.queryByRole('list', { name: 'Fishing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'More Fishing' })).toHaveAttribute('href', '/fish');
    await scrollTo('Fishing');
    const fishing = await screen.findByRole('list', { name: 'Fishing' });
    expect(within(fishing).getAllByRole('listitem')).toHaveLength(6);
    expect(askedTypes()).toEqual(['RNG', 'FISH']);
    expect(screen.queryByRole('list', { name: 'Card games' })).toBeNull();
  });
});

describe('HomeGames first calls (DESIGN §6b)', () => {
  const callOf = (path: string) => Object.values(calls).find((route) => route.path === path)?.name;

  const cases: [
    who: string,
    route: string,
    member: typeof MEMBER | null,
    props: Partial<HomeGamesProps>,
    first: CallName,
  ][] = [
    ['a visitor on the home', '/', null, {}, 'hotGames'],
    ['a visitor under HOT', '/?games=HOT', null, {}, 'hotGames'],
    ['a member under FAV', '/?games=FAV', MEMBER, {}, 'favoriteGamesList'],
    ['a member on the home', '/', MEMBER, {}, 'hotGames'],
    [
      'a brand starting with a category, without tabs',
      '/',
      null,
      { sections: ['LIVE', 'HOT'], showTabs: false },
      'gameList',
    ],
  ];
  it.each(cases)(
    'declares for %s the calls its first screen asks: the categories and the first section, each asked once',
    async (_who, route, member, props, firstSection) => {
      const platform = fakePlatform(routes());
      const { engine } = await renderWidget(<HomeGames {...widgetProps(schema, props)} />, {
        brand,
        adapter: platform.adapter,
        member,
        route,
      });
      const declared = homeGames.firstCalls!(widgetProps(schema, props), 'en', {
        pathname: '/',
        params: new URLSearchParams(route.split('?')[1] ?? ''),
        brand: engine.brand,
        session: member ? 'member' : 'visitor',
      });
      // Every section counts as near here (no IntersectionObserver): the declared calls are the first asked.
      await waitFor(() => expect(platform.seen.length).toBeGreaterThanOrEqual(declared.length));
      const asked = platform.seen
        .filter((request) => callOf(request.path) !== 'favoriteGameIds')
        .map((request) => ({ name: callOf(request.path), params: request.params }));
      expect(asked.slice(0, declared.length)).toEqual(declared);
      expect(declared.map((call) => call.name)).toContain(firstSection);
    },
  );
});

describe('homeHotList (HOME-08, CONST-05, UNSPEC-54)', () => {
  const limits = { sectionSize: 6, trimOver: 12, trimTo: 6 };
  it.each([
    [5, 5],
    [6, 6],
    [9, 6],
    [12, 6],
    [13, 6],
    [40, 6],
  ])('%i hot games show %i', (count, shown) => {
    expect(homeHotList(games(1, count), limits)).toHaveLength(shown);
  });
  it('keeps the platform’s order', () => {
    expect(homeHotList(games(1, 20), limits).map((g) => g.displayName)).toEqual([
      'Game 1',
      'Game 2',
      'Game 3',
      'Game 4',
      'Game 5',
      'Game 6',
    ]);
  });
});

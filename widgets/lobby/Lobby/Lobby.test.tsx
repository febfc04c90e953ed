import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  byName,
  failReply,
  fakePlatform,
  okReply,
  type FakeReply,
  type FakeRequest,
} from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { game, gameDialogs, games, MEMBER } from '../../../tests/support/games.ts';
import lobby from './index.ts';
import Lobby from './Lobby.tsx';
import { schema, type LobbyProps } from './schema.ts';

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const vendorGroups = okReply([
  {
    gameCategory: 'RNG',
    vendors: [
      { vassalage: 'PG', name: 'PG Soft', isGame: 'VASSALAGE', nodeId: '100' },
      { vassalage: 'JL', name: 'JILI', isGame: 'VASSALAGE', nodeId: '101' },
    ],
  },
  { gameCategory: 'BGS', vendors: [{ vassalage: 'BGS', name: 'BGS Games', isGame: 'VASSALAGE', nodeId: '102' }] },
]);

type Params = Record<string, unknown>;
/** A game list of 20 pages: page n holds games named after their page. */
const gameList = (request: FakeRequest): FakeReply => {
  const p = request.params as Params;
  if (p.gameName === 'zzz') return okReply({ games: [], totalPages: 0 });
  const page = Number(p.pageNo);
  return okReply({
    games: games(page * 100, 3, { displayName: undefined }).map((g, i) => ({
      ...g,
      displayName: `Page ${page} game ${i + 1}${p.gameName ? ` ${String(p.gameName)}` : ''}`,
    })),
    totalPages: 20,
  });
};

async function renderLobby(
  options: {
    props?: Partial<LobbyProps>;
    route?: string;
    routes?: Parameters<typeof byName>[0];
    member?: typeof MEMBER;
  } = {},
) {
  const { adapter, seen } = fakePlatform(
    byName({ gameList, vendorGroups, favoriteGameIds: okReply([]), ...options.routes }),
  );
  const rendered = await renderWidget(
    <>
      <Lobby {...widgetProps(schema, options.props ?? {})} />
      <Where />
    </>,
    {
      brand: gameDialogs,
      adapter,
      route: options.route ?? '/rng',
      ...(options.member ? { member: options.member } : {}),
    },
  );
  const calls = (name: string) => seen.filter((r) => r.path.endsWith(name)).map((r) => r.params as Params);
  return { ...rendered, seen, calls, address: () => screen.getByRole('status', { name: 'address' }).textContent };
}

describe('Lobby', () => {
  it('LOBBY-07 shows the first page of the path’s game type, 18 a page (CONST-02, CONST-31)', async () => {
    const { calls } = await renderLobby();
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Page 1 game 1' })).toBeInTheDocument();
    expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 18,
      clientType: 3,
      language: 'en',
    }); // I18N-06: the platform's tag
  });

  it.each(['/rng', '/rng?vassalage=PG&page=3&q=%20dragon%20', '/live?classify=X'])(
    'asks at %s the very game list it declares as its first call, so the call started before it draws is the one it uses (DESIGN §6b)',
    async (route) => {
      const { calls, engine } = await renderLobby({ route });
      await waitFor(() => expect(calls('GCSGAME_gameList')).toHaveLength(1));
      const [pathname, search = ''] = route.split('?');
      const declared = lobby.firstCalls!(widgetProps(schema), 'en', {
        pathname: pathname!,
        params: new URLSearchParams(search),
        brand: engine.brand,
        session: 'visitor',
      });
      expect(declared).toEqual([{ name: 'gameList', params: calls('GCSGAME_gameList')[0] }]);
    },
  );

  it('declares no first call under a filter other than ALL (its list comes from another call)', () => {
    const brand = { merchantCode: undefined, constants: { lobbyPageSize: 18 } } as never;
    expect(
      lobby.firstCalls!(widgetProps(schema), 'en', {
        pathname: '/rng',
        params: new URLSearchParams('filter=HOT'),
        brand,
        session: 'visitor',
      }),
    ).toEqual([]);
  });

  it('LOBBY-09 pages with margin 2 and range 5; the page lives in the address', async () => {
    const user = userEvent.setup();
    const { calls, address } = await renderLobby();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['‹Previous page', '1', '2', '3', '4', '5', '19', '20', '›Next page']);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('button', { name: 'Page 3 game 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(address()).toBe('?page=3');
    expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({ pageNo: 3 });
  });

  it('LOBBY-06 sends the search trimmed, keeps every typed character, and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { calls, address } = await renderLobby({ route: '/rng?page=4' });
    await screen.findByRole('button', { name: 'Page 4 game 1' });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, '  dragon  ');
    expect(box).toHaveValue('  dragon  ');
    expect(await screen.findByRole('button', { name: 'Page 1 game 1 dragon' })).toBeInTheDocument();
    expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({ gameName: 'dragon', pageNo: 1 });
    expect(
      calls('GCSGAME_gameList').every((p) => p.gameName === undefined || p.gameName === String(p.gameName).trim()),
    ).toBe(true);
    expect(address()).toBe('?q=++dragon++');
  });

  it('LOBBY-06 asks once per pause in typing, not once per key; Enter asks at once (issue 13)', async () => {
    const user = userEvent.setup({ delay: 30 });
    const { calls, address } = await renderLobby();
    await screen.findByRole('button', { name: 'Page 1 game 1' });
    const before = calls('GCSGAME_gameList').length;
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'dragon');
    // While typing, nothing is asked and the address waits.
    expect(calls('GCSGAME_gameList').length).toBe(before);
    expect(address()).toBe('');
    expect(await screen.findByRole('button', { name: 'Page 1 game 1 dragon' })).toBeInTheDocument();
    expect(
      calls('GCSGAME_gameList')
        .slice(before)
        .map((p) => p.gameName),
    ).toEqual(['dragon']);
    await user.type(box, ' king{Enter}');
    expect(address()).toBe('?q=dragon+king');
    expect(await screen.findByRole('button', { name: 'Page 1 game 1 dragon king' })).toBeInTheDocument();
    expect(
      calls('GCSGAME_gameList')
        .slice(before)
        .map((p) => p.gameName),
    ).toEqual(['dragon', 'dragon king']);
  });

  it('LOBBY-10 a search without a result shows No data', async () => {
    const user = userEvent.setup();
    await renderLobby();
    await screen.findByRole('button', { name: 'Page 1 game 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('LOBBY-04 a filter change goes back to page 1 and clears the search; LOBBY-08 HOT lists the hot games', async () => {
    const user = userEvent.setup();
    const { calls, address } = await renderLobby({
      route: '/rng?page=3&q=dra',
      routes: {
        hotGames: okReply([
          game(1, { isHot: 1, displayName: 'Hot one' }),
          game(2, { isHot: 1, displayName: 'Hot two', vassalage: 'JL' }),
        ]),
      },
    });
    await screen.findByRole('button', { name: 'Page 3 game 1 dra' });
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(await screen.findByRole('button', { name: /^Hot one/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(address()).toBe('?filter=HOT');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(calls('hotGamesV2').at(-1)).toMatchObject({ isPlatform: 2, gameType: 'RNG' });
  });

  it('LOBBY-02 a visitor choosing favourites or recent gets the login dialog and the list stays', async () => {
    const user = userEvent.setup();
    const { address } = await renderLobby();
    await screen.findByRole('button', { name: 'Page 1 game 1' });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(address()).toBe('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('LOBBY-08 a member’s favourites and recent games come from their own calls', async () => {
    const user = userEvent.setup();
    const { calls } = await renderLobby({
      member: MEMBER,
      routes: {
        favoriteGamesList: okReply({ content: [game(5, { displayName: 'Loved' })], pageNum: 1, totalPages: 1 }),
        recentGames: okReply({ list: [game(6, { displayName: 'Played' })], totalPages: 1 }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('button', { name: 'Loved' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('button', { name: 'Played' })).toBeInTheDocument();
    expect(calls('MCSFE_getFavoriteGamesList').at(-1)).toMatchObject({ gameType: 'RNG', pageSize: 99 });
    expect(calls('GCS_recentGame').at(-1)).toMatchObject({ gameType: 'RNG', clientType: 3 });
  });

  it('LOBBY-05 the vendor dropdown lists the type’s vendors and narrows the list; ROUTE-10 ?vassalage= opens a vendor', async () => {
    const user = userEvent.setup();
    const { calls, address } = await renderLobby({ route: '/rng?vassalage=JL' });
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All vendors', 'PG Soft', 'JILI']),
    );
    expect(vendor).toHaveValue('JL');
    await screen.findByRole('button', { name: 'Page 1 game 1' });
    expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({ vassalage: 'JL' });
    await user.selectOptions(vendor, 'PG');
    await waitFor(() => expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({ vassalage: 'PG' }));
    expect(address()).toBe('?vassalage=PG');
  });

  it('LOBBY-05 no vendor dropdown for BGS', async () => {
    await renderLobby({ route: '/bgs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Board games' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).toBeNull();
  });

  it('LOBBY-01 the classify menu narrows the grid within the category', async () => {
    const user = userEvent.setup();
    const { calls } = await renderLobby();
    const kinds = screen.getByRole('group', { name: 'Game kinds' });
    await user.click(within(kinds).getByRole('button', { name: 'Megaways' }));
    await waitFor(() =>
      expect(calls('GCSGAME_gameList').at(-1)).toMatchObject({ gameClassify: 'MEGAWAYS', pageNo: 1 }),
    );
    expect(within(kinds).getByRole('button', { name: 'Megaways' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('LOBBY-03 NEW shows only where the brand lists it, with the newest games of the type (UNSPEC-52)', async () => {
    const user = userEvent.setup();
    await renderLobby();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    const lanes = okReply({
      data: {
        lanes: [
          { vassalage: 'PG', gameType: 'RNG', games: [game(9, { displayName: 'Fresh' })] },
          { vassalage: 'EVO', gameType: 'LIVE', games: [game(8, { displayName: 'Other type' })] },
        ],
      },
    });
    await renderLobby({ props: { filters: ['ALL', 'NEW'] }, routes: { newGameVendor: lanes } });
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('button', { name: 'Fresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Other type' })).toBeNull();
  });

  it.each([
    ['a 500', failReply(500, 'UNKNOWN'), 'Unknown or system error. Please try again later.'],
    ['a timeout', 'timeout' as const, 'The page is taking too long to open. Please check your network.'],
    ['a malformed answer', { status: 200, data: '<html>' }, 'Unknown or system error. Please try again later.'],
  ])(
    'a failing game list (%s) shows the catalogue text with a Retry that recovers; the page stays usable',
    async (_name, failure, text) => {
      const user = userEvent.setup();
      let fail = true;
      await renderLobby({ routes: { gameList: (request: FakeRequest) => (fail ? failure : gameList(request)) } });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeEnabled();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Page 1 game 1' })).toBeInTheDocument();
    },
  );

  it('a failing vendor list leaves the dropdown with All vendors and the games shown', async () => {
    await renderLobby({ routes: { vendorGroups: failReply(500, 'UNKNOWN') } });
    expect(await screen.findByRole('button', { name: 'Page 1 game 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Vendor' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors']);
  });

  it('a brand may show other filters and columns', async () => {
    await renderLobby({
      props: { filters: ['HOT', 'ALL'], columns: 3, showSearch: false },
      routes: { hotGames: okReply([game(1, { displayName: 'Hot first' })]) },
    });
    const shown = screen.getByRole('group', { name: 'Show' });
    expect(
      within(shown)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hot', 'All']);
    expect(within(shown).getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('list', { name: 'Slots games' })).toHaveStyle('--lv-game-columns: 3');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

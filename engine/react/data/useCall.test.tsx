import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameExample, memberInfoExample } from '../../../schemas/api/entities.ts';
import {
  byName,
  failReply,
  fakePlatform,
  okReply,
  type FakeReply,
  type FakeRoutes,
} from '../../../tests/support/fakePlatform.ts';
import { defineWidget } from '../defineWidget.ts';
import { signIn, signOut } from '../../state/sessionLifecycle.ts';
import { BrandRoutes } from '../routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../../tests/support/testEngine.tsx';
import { CallState } from './CallState.tsx';
import { useCall } from './useCall.ts';
import { useMutation } from './useMutation.ts';

type RenderOptions = { path?: string; language?: string; brand?: Parameters<typeof testEngine>[0]['brand'] };

async function renderWith(routes: FakeRoutes, ui: React.ReactNode, options: RenderOptions = {}) {
  const platform = fakePlatform(routes);
  const engine = await testEngine({
    adapter: platform.adapter,
    widgets: [textWidget],
    ...(options.brand ? { brand: options.brand } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  await act(async () => {
    render(
      <EngineHarness engine={engine} path={options.path ?? '/'}>
        {ui}
      </EngineHarness>,
    );
  });
  return { engine, seen: platform.seen };
}

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const textWidget = defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) });

/** A home section of hot games (HOME-06). */
function HotGames({ label }: { label: string }) {
  const hot = useCall('hotGames', { isPlatform: 2 });
  return (
    <section aria-label={label}>
      <CallState result={hot} skeleton={{ height: 240 }}>
        {(games) => (
          <ul>
            {games.map((game) => (
              <li key={game.nodeId}>{game.displayName}</li>
            ))}
          </ul>
        )}
      </CallState>
    </section>
  );
}

/** How many favourites a screen shows (home, /favorite). */
function FavouriteCount({ label }: { label: string }) {
  const ids = useCall('favoriteGameIds');
  return (
    <section aria-label={label}>
      <CallState result={ids} skeleton={{ height: 20 }} isEmpty={() => false}>
        {(list) => <p>{list.length} favourites</p>}
      </CallState>
    </section>
  );
}

/** The lobby's favourite toggle (MYGAME-03). */
function FavouriteButton() {
  const add = useMutation('addFavoriteGame');
  return (
    <button type="button" onClick={() => void add.mutate({ nodeId: '10021' })}>
      Add to favourites
    </button>
  );
}

/** A lobby search box: every key typed asks for the list again (LOBBY-05). */
function GameSearch() {
  const [gameName, setGameName] = useState('');
  const list = useCall('gameList', { pageNo: 1, pageSize: 18, gameName });
  return (
    <>
      <label>
        Search <input value={gameName} onChange={(event) => setGameName(event.target.value)} />
      </label>
      <CallState result={list} skeleton={{ height: 100 }} isEmpty={(page) => page.games.length === 0}>
        {(page) => <p>{page.games.map((game) => game.displayName).join(', ')}</p>}
      </CallState>
    </>
  );
}

const hotRoutes = byName({ hotGames: okReply([gameExample]) });

afterEach(() => vi.restoreAllMocks());

describe('useCall: platform data in widgets (DESIGN §3c, issue 7)', () => {
  it('issue 15: with keepPrevious, the next page draws over the last one while it loads (no skeleton flash)', async () => {
    let hangPage2 = true;
    const routes = byName({
      gameList: (request) => {
        const { pageNo } = request.params as { pageNo: number };
        if (pageNo === 2 && hangPage2) return 'hang';
        return okReply({ games: [{ ...gameExample, displayName: `Game of page ${pageNo}` }], totalPages: 2 });
      },
    });
    function Paged() {
      const [pageNo, setPageNo] = useState(1);
      const list = useCall('gameList', { pageNo, pageSize: 18 }, { keepPrevious: true });
      return (
        <>
          <button type="button" onClick={() => setPageNo(2)}>
            next
          </button>
          <CallState result={list} skeleton={{ height: 100 }} isEmpty={(page) => page.games.length === 0}>
            {(page) => <p>{page.games.map((game) => game.displayName).join(', ')}</p>}
          </CallState>
        </>
      );
    }
    await renderWith(routes, <Paged />);
    expect(await screen.findByText('Game of page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    // Page 2 is on its way: page 1 stays, no busy skeleton in its place.
    expect(screen.getByText('Game of page 1')).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    hangPage2 = false;
  });

  it('two widgets asking for the same call make one request and both show the answer', async () => {
    const { seen } = await renderWith(
      hotRoutes,
      <>
        <HotGames label="Home" />
        <HotGames label="Lobby" />
      </>,
    );
    expect(
      await within(screen.getByRole('region', { name: 'Home' })).findByText(gameExample.displayName),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lobby' })).getByText(gameExample.displayName),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('LOBBY-08: hot games shown again later in the session are not asked again', async () => {
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            toggle
          </button>
          {shown && <HotGames label="Hot" />}
        </>
      );
    }
    const { seen } = await renderWith(hotRoutes, <Toggle />);
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText(gameExample.displayName)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText(gameExample.displayName)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('AUTH-04, AUTH-16: a login and a logout each start a new session: kept answers are asked again', async () => {
    const routes = byName({
      hotGames: okReply([gameExample]),
      memberInfo: okReply(memberInfoExample),
      walletBalance: okReply({ balance: '10.00' }),
      logout: okReply(null),
    });
    const { engine, seen } = await renderWith(routes, <HotGames label="Hot" />);
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    const hotAsked = () => seen.filter((request) => request.path.endsWith('hotGamesV2')).length;
    expect(hotAsked()).toBe(1);
    await act(() => signIn(engine, 'tok-1'));
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    expect(hotAsked()).toBe(2);
    await act(() => signOut(engine));
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    expect(hotAsked()).toBe(3);
  });

  it('a favourite added in the lobby shows at once on the home and in /favorite', async () => {
    const favourites: string[] = [];
    const routes = byName({
      favoriteGameIds: () => okReply([...favourites]),
      addFavoriteGame: () => {
        favourites.push('10021');
        return okReply({ message: 'ok' });
      },
    });
    await renderWith(
      routes,
      <>
        <FavouriteCount label="Home" />
        <FavouriteCount label="Favourites" />
        <FavouriteButton />
      </>,
    );
    expect(await within(screen.getByRole('region', { name: 'Home' })).findByText('0 favourites')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(await within(screen.getByRole('region', { name: 'Home' })).findByText('1 favourites')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Favourites' })).getByText('1 favourites')).toBeInTheDocument();
  });

  it('SHELL-08: a call cancelled by a route change leaves no widget loading and shows no error', async () => {
    let first = true;
    const routes = byName({
      hotGames: (): FakeReply => {
        if (!first) return okReply([gameExample]);
        first = false;
        return 'hang';
      },
    });
    function GoToLogin() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/login')}>
          to login
        </button>
      );
    }
    const screens = {
      home: { paths: ['/'], slots: { main: [{ widget: 'Text', props: { text: 'home page' } }] } },
      login: { paths: ['/login'], slots: { main: [{ widget: 'Text', props: { text: 'login page' } }] } },
    };
    const { seen } = await renderWith(
      routes,
      <>
        <GoToLogin />
        <HotGames label="Header" />
        <BrandRoutes />
      </>,
      { brand: { screens } },
    );
    expect(within(screen.getByRole('region', { name: 'Header' })).getByRole('status')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'to login' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    // The widget still shown asks again and gets its answer; nothing says it failed.
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen.filter((request) => request.path.endsWith('hotGamesV2')).map((request) => request.aborted)).toEqual([
      true,
      false,
    ]);
  });

  it('typing in a search cancels the stale requests and shows the last answer', async () => {
    const routes = byName({
      gameList: (request) => {
        const { gameName } = request.params as { gameName: string };
        return gameName === 'fort' || gameName === ''
          ? okReply({ games: gameName ? [gameExample] : [], totalPages: 1 })
          : 'hang';
      },
    });
    const { seen } = await renderWith(routes, <GameSearch />);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'fort');
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    const asked = seen.map((request) => [(request.params as { gameName: string }).gameName, request.aborted]);
    expect(asked).toEqual([
      ['', false],
      ['f', true],
      ['fo', true],
      ['for', true],
      ['fort', false],
    ]);
  });

  it('ERR-19: a failure shows the catalogue message in place, and Retry brings the answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reply: FakeReply = 'network';
    await renderWith(byName({ hotGames: () => reply }), <HotGames label="Hot" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link abnormal, please try again.');
    expect(warn).toHaveBeenCalledWith('[platform] hotGames failed: NETWORK_ABNORMAL');
    reply = okReply([gameExample]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(gameExample.displayName)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('UNSPEC-17: a refusal shows the platform message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWith(
      byName({ hotGames: failReply(400, 'BAD_REQUEST', 'Vendor closed for the night.') }),
      <HotGames label="Hot" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Vendor closed for the night.');
  });

  it("LOBBY-10: an empty answer shows the spec's 'no data'", async () => {
    await renderWith(byName({ hotGames: okReply([]) }), <HotGames label="Hot" />);
    const region = screen.getByRole('region', { name: 'Hot' });
    expect(await within(region).findByRole('status')).toHaveTextContent('No data');
  });

  it.each([
    ['CN', '暂无数据', '网络连接异常，请重试。', '重试'],
    ['MY', 'Tiada data', 'Sambungan rangkaian tidak normal, sila cuba lagi.', 'Cuba lagi'],
    ['PT', 'Sem dados', 'Falha na ligação de rede, tente novamente.', 'Tentar novamente'],
  ])('%s: no data, the error and Retry in the player language', async (language, noData, network, retry) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWith(byName({ hotGames: okReply([]) }), <HotGames label="Hot" />, { language });
    expect(await screen.findByText(noData)).toBeInTheDocument();
    await act(async () => {
      render(
        <EngineHarness
          engine={await testEngine({ adapter: fakePlatform(byName({ hotGames: 'network' })).adapter, language })}
        >
          <HotGames label="Failing" />
        </EngineHarness>,
      );
    });
    const alert = await within(screen.getByRole('region', { name: 'Failing' })).findByRole('alert');
    expect(alert).toHaveTextContent(network);
    expect(within(alert).getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('loading keeps the final size and says so', async () => {
    await renderWith(byName({ hotGames: 'hang' }), <HotGames label="Hot" />);
    const loading = within(screen.getByRole('region', { name: 'Hot' })).getByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Loading…');
    expect(loading).toHaveStyle({ minHeight: '240px' });
    expect(loading.querySelector('.lv-skeleton')).toHaveStyle({ height: '240px' });
  });

  it('a widget removed while its call is on the way is left alone (no update, the request cancelled)', async () => {
    const errors = vi.spyOn(console, 'error');
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            hide
          </button>
          {shown && <HotGames label="Hot" />}
          {shown && <FavouriteButton />}
        </>
      );
    }
    const { seen } = await renderWith(byName({ hotGames: 'hang', addFavoriteGame: 'hang' }), <Toggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await userEvent.click(screen.getByRole('button', { name: 'hide' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen.find((request) => request.path.endsWith('hotGamesV2'))?.aborted).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

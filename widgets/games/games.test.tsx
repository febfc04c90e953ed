import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byName, failReply, fakePlatform, okReply, type FakeRequest } from '../../tests/support/fakePlatform.ts';
import { useLocation } from '../../engine/react/navigation.tsx';
import { renderWidget } from '../../tests/support/renderWidget.tsx';
import { GameGrid } from './GameGrid.tsx';
import { gameImageUrl, gameTitle, vendorImageUrl } from './gameImages.ts';
import { backUrlFor, onLaunchHost } from './launchUrls.ts';
import { pagerItems } from './pagerItems.ts';
import { routeFor } from './useGameSelect.ts';
import { game, gameDialogs, MEMBER, TRIAL } from '../../tests/support/games.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const grid = (list = [game(1, { isHot: 1 }), game(2)]) => (
  <>
    <GameGrid games={list} columns={4} label="Slots games" />
    <Where />
  </>
);

afterEach(() => vi.restoreAllMocks());

describe('game tiles (GAME-09..11)', () => {
  it('shows each game by name with its picture on the image host and a hot badge only where isHot is 1', async () => {
    const { engine } = await renderWidget(
      grid([
        game(1, { isHot: 1, iconUrl: '/img/games/10001.svg' }),
        game(2, { displayName: '', gameName: 'Named by gameName' }),
      ]),
      { brand: gameDialogs },
    );
    act(() => engine.platform.setState({ imageHost: 'https://img.example.com' }));
    const list = screen.getByRole('list', { name: 'Slots games' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: /^Game 1/ })).toHaveTextContent('Hot');
    expect(within(second!).getByRole('button', { name: 'Named by gameName' })).not.toHaveTextContent('Hot');
    // Pictures reserve their box (width and height) and load lazily beyond the first row.
    const picture = first!.querySelector('img')!;
    expect(picture).toHaveAttribute('src', 'https://img.example.com/img/games/10001.svg');
    expect(picture).toHaveAttribute('width', '200');
    expect(picture).toHaveAttribute('height', '200');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('builds image paths from the image host, keeps http(s) URLs and drops other schemes (GAME-11, UNSPEC-42)', () => {
    expect(gameImageUrl({ iconUrl: '/img/games/1.svg' }, 'https://img.example.com')).toBe(
      'https://img.example.com/img/games/1.svg',
    );
    expect(gameImageUrl({ showIcon: 'https://cdn.example.com/a.png', iconUrl: '/x.png' }, 'img.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(gameImageUrl({ iconUrl: 'javascript:alert(1)', lagerIcon: 'big.png' }, 'img.example.com')).toBe(
      'https://img.example.com/big.png',
    );
    expect(gameImageUrl({ iconUrl: 'x.png' }, null)).toBe('/x.png');
    expect(gameImageUrl({ iconUrl: '//evil.example.org/x.png' }, null)).toBeNull();
    expect(vendorImageUrl('https://img.example.com/', 'PG', 'RNG', 'ACTIVE')).toBe(
      'https://img.example.com/PG/RNG/ACTIVE.png',
    );
    expect(vendorImageUrl('img.example.com', 'PG', 'RNG', 'submenu')).toBe(
      'https://img.example.com/PG/RNG/submenu/submenu.png',
    );
    expect(gameTitle({ displayName: ' ', gameName: '', nodeName: 'Node', gameCode: 'c' })).toBe('Node');
  });
});

describe('favourites (MYGAME-01..04)', () => {
  it('MYGAME-01 a visitor pressing the heart gets the login dialog and nothing is sent', async () => {
    const user = userEvent.setup();
    const { adapter, seen } = fakePlatform({});
    await renderWidget(grid(), { brand: gameDialogs, adapter });
    await user.click(screen.getByRole('button', { name: 'Favourite: Game 1' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(seen.filter((r) => r.path.includes('Favorite'))).toEqual([]);
  });

  it('MYGAME-02/04 a member adds and removes a favourite; every heart follows the platform’s list', async () => {
    const user = userEvent.setup();
    let ids: string[] = ['10002'];
    const changes: string[] = [];
    const { adapter } = fakePlatform(
      byName({
        favoriteGameIds: () => okReply(ids),
        addFavoriteGame: (request: FakeRequest) => {
          changes.push(`add ${JSON.stringify(request.params ?? {})}`);
          ids = [...ids, '10001'];
          return okReply({ message: 'ok' });
        },
        removeFavoriteGame: (request: FakeRequest) => {
          changes.push(`remove ${(request.params as { nodeId: string }).nodeId}`);
          ids = ids.filter((id) => id !== (request.params as { nodeId: string }).nodeId);
          return okReply({ message: 'ok' });
        },
      }),
    );
    await renderWidget(
      <>
        <GameGrid games={[game(1), game(2)]} columns={4} label="First grid" />
        <GameGrid games={[game(1)]} columns={4} label="Second grid" />
      </>,
      { brand: gameDialogs, adapter, member: MEMBER },
    );
    const second = screen.getByRole('list', { name: 'Second grid' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Game 2' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(second).getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(
      within(screen.getByRole('list', { name: 'First grid' })).getByRole('button', { name: 'Favourite: Game 1' }),
    );
    // The same game in the other grid shows the change too.
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Favourite: Game 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Game 2' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(changes).toEqual(['add {}', 'remove 10002']);
  });

  it.each([
    ['a member whose Game 2 is a favourite', MEMBER, 'removes it'],
    ['an expired token', null, 'opens the login dialog'],
  ] as const)(
    'a heart pressed while a stored session is still being read waits for it: %s %s (MYGAME-01, MYGAME-02)',
    async (_who, member, _what) => {
      const user = userEvent.setup();
      const changes: string[] = [];
      const { adapter } = fakePlatform(
        byName({
          favoriteGameIds: okReply(['10002']),
          removeFavoriteGame: (request: FakeRequest) => {
            changes.push(`remove ${(request.params as { nodeId: string }).nodeId}`);
            return okReply({ message: 'ok' });
          },
        }),
      );
      const { engine } = await renderWidget(grid(), { brand: gameDialogs, adapter });
      act(() => engine.session.getState().setStatus('restoring'));
      await user.click(screen.getByRole('button', { name: 'Favourite: Game 2' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => engine.session.getState().setMember(member));
      if (member) await waitFor(() => expect(changes).toEqual(['remove 10002']));
      else {
        expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
        expect(changes).toEqual([]);
      }
    },
  );

  it('a favourite change the platform refuses shows its message in place and the heart stays as it was', async () => {
    const user = userEvent.setup();
    const { adapter } = fakePlatform(
      byName({ favoriteGameIds: okReply([]), addFavoriteGame: failReply(500, 'UNKNOWN') }),
    );
    await renderWidget(grid([game(1)]), { brand: gameDialogs, adapter, member: MEMBER });
    await user.click(screen.getByRole('button', { name: 'Favourite: Game 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown or system error. Please try again later.');
    expect(screen.getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('MYGAME-03 a second press within a second is ignored (leading edge); after a second it counts', async () => {
    // The clock stands still unless the test moves it: however long the presses take on a busy
    // machine, they are less than a second apart.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      let sent = 0;
      const { adapter } = fakePlatform(
        byName({
          favoriteGameIds: okReply([]),
          addFavoriteGame: () => (sent++, okReply({ message: 'ok' })),
          removeFavoriteGame: () => (sent++, okReply({ message: 'ok' })),
        }),
      );
      await renderWidget(grid([game(1)]), { brand: gameDialogs, adapter, member: MEMBER });
      const heart = screen.getByRole('button', { name: 'Favourite: Game 1' });
      await user.click(heart);
      await user.click(heart);
      await user.click(heart);
      await waitFor(() => expect(sent).toBe(1));
      vi.setSystemTime(Date.now() + 1000);
      await user.click(heart);
      await waitFor(() => expect(sent).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('game selection (GAME-03..08)', () => {
  it('GAME-03 a visitor picking a game gets the login dialog and no game opens', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    await renderWidget(grid(), { brand: gameDialogs });
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('GAME-04 a trial account gets the real-account notice and no game opens', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const { adapter } = fakePlatform(byName({ favoriteGameIds: okReply([]) }));
    await renderWidget(grid(), { brand: gameDialogs, adapter, member: TRIAL });
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    const notice = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(
      await within(notice).findByText(/games, deposits and your account need a real account\./),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['a member', MEMBER, 'launches the game in the window opened at the click'],
    ['a trial account', TRIAL, 'gets the real-account notice, and the window closes'],
    ['nobody (the token had expired)', null, 'gets the login dialog, and the window closes'],
  ] as const)(
    'a pick while a stored session is still being read waits for it: %s %s (GAME-03, GAME-04, GAME-08)',
    async (_who, member, _what) => {
      const user = userEvent.setup();
      const gameWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(gameWindow as unknown as Window);
      const { adapter } = fakePlatform(
        byName({ favoriteGameIds: okReply([]), gameLaunch: okReply({ url: 'https://platform.example.com/g/2' }) }),
      );
      const { engine } = await renderWidget(grid(), { brand: gameDialogs, adapter });
      act(() => engine.session.getState().setStatus('restoring'));
      await user.click(screen.getByRole('button', { name: 'Game 2' }));
      // Opened at the click, as a launch needs; nothing decided yet.
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => engine.session.getState().setMember(member));
      if (member === MEMBER) {
        await waitFor(() => expect(gameWindow.location.href).toBe('https://platform.example.com/g/2'));
        expect(gameWindow.close).not.toHaveBeenCalled();
      } else {
        const name = member ? 'A real account is needed' : 'Log in';
        expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
        expect(gameWindow.close).toHaveBeenCalled();
      }
    },
  );

  it('GAME-05 GAME-07 lottery vendors go to their lottery pages, an RNG vendor entry to /rng with its vassalage', async () => {
    expect(routeFor({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_HN' })).toBe(
      '/vnLottery?gameCode=VN_HN',
    );
    expect(routeFor({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TH_GOV' })).toBe(
      '/seaLottery?gameCode=TH_GOV',
    );
    expect(routeFor({ vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'tcg-keno 1' })).toBe(
      '/lottery?gameCode=tcg-keno%201',
    );
    expect(routeFor({ vassalage: 'LOTT', gameType: 'RNG', gameCode: 'x' })).toBe('/lottery?gameCode=x');
    expect(routeFor({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' })).toBe('/rng?vassalage=PG');
    expect(routeFor({ vassalage: 'EVO', gameType: 'LIVE', isGame: 'VASSALAGE' })).toBeNull();
    expect(routeFor({ vassalage: 'PG', gameType: 'RNG', gameCode: 'x' })).toBeNull();
    const user = userEvent.setup();
    const { adapter } = fakePlatform(byName({ favoriteGameIds: okReply([]) }));
    await renderWidget(grid([game(1, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_HN' })]), {
      brand: gameDialogs,
      adapter,
      member: MEMBER,
    });
    await user.click(screen.getByRole('button', { name: /^Game 1/ }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/vnLottery?gameCode=VN_HN');
  });

  it('GAME-07 a member picking an RNG vendor entry lands on /rng showing that vendor; no window and no dialog open', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const { adapter } = fakePlatform(byName({ favoriteGameIds: okReply([]) }));
    await renderWidget(
      grid([game(1, { vassalage: 'JL', gameType: 'RNG', isGame: 'VASSALAGE', displayName: 'JILI' })]),
      { brand: gameDialogs, adapter, member: MEMBER },
    );
    await user.click(screen.getByRole('button', { name: /^JILI/ }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/rng\?vassalage=JL$/);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('GAME-06 a vendor entry opens the dialog listing that vendor’s games', async () => {
    const user = userEvent.setup();
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        gameList: okReply({ games: [game(7, { vassalage: 'EVO', gameType: 'LIVE' })], totalPages: 1 }),
      }),
    );
    await renderWidget(
      grid([game(1, { vassalage: 'EVO', gameType: 'LIVE', isGame: 'VASSALAGE', displayName: 'Evolution' })]),
      { brand: gameDialogs, adapter, member: MEMBER },
    );
    await user.click(screen.getByRole('button', { name: /^Evolution/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendor games' });
    expect(await within(dialog).findByRole('button', { name: /^Game 7/ })).toBeInTheDocument();
    expect(seen.find((r) => r.path.endsWith('GCSGAME_gameList'))?.params).toMatchObject({
      vassalage: 'EVO',
      gameType: 'LIVE',
      pageNo: 1,
      pageSize: 18,
    });
  });

  it('GAME-08 a member’s game opens in a new window on the launch host', async () => {
    const user = userEvent.setup();
    const gameWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(gameWindow as unknown as Window);
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        gameLaunch: okReply({ url: 'https://platform.example.com/demo-game/abc?x=1' }),
      }),
    );
    const { engine } = await renderWidget(grid(), { brand: gameDialogs, adapter, member: MEMBER });
    act(() => engine.platform.setState({ launchGameHost: 'https://play.example.net' }));
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    await waitFor(() => expect(gameWindow.location.href).toBe('https://play.example.net/demo-game/abc?x=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(gameWindow.opener).toBeNull();
    expect(seen.find((r) => r.path.endsWith('GCS_gameLaunchFB'))?.params).toMatchObject({
      gameCode: 'game-2',
      vassalage: 'PG',
      gameType: 'RNG',
    });
  });

  it('I18N-06 the launch is asked for in the player’s current language', async () => {
    const user = userEvent.setup();
    const gameWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(gameWindow as unknown as Window);
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        gameLaunch: okReply({ url: 'https://platform.example.com/demo-game/abc' }),
      }),
    );
    await renderWidget(grid(), {
      brand: { ...gameDialogs, languages: { default: 'PT', supported: ['PT', 'CN', 'EN'] } },
      adapter,
      member: MEMBER,
      language: 'CN',
    });
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    await waitFor(() => expect(gameWindow.location.href).not.toBe(''));
    expect(seen.find((r) => r.path.endsWith('GCS_gameLaunchFB'))?.params).toMatchObject({
      gameCode: 'game-2',
      language: 'zh-CN',
    });
  });

  it('GAME-08 a blocked window says so (ERR-22) and Retry tries again; a failed launch shows the catalogue text', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { adapter } = fakePlatform(byName({ favoriteGameIds: okReply([]), gameLaunch: failReply(500, 'UNKNOWN') }));
    await renderWidget(grid(), { brand: gameDialogs, adapter, member: MEMBER });
    await user.click(screen.getByRole('button', { name: 'Game 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser blocked the window for Game 2. Please allow pop-ups for this site and try again.',
    );
    const gameWindow = { opener: {}, location: { href: '' }, close: vi.fn() };
    open.mockReturnValue(gameWindow as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown or system error. Please try again later.');
    expect(gameWindow.close).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps launch and back addresses on allowed hosts', () => {
    expect(onLaunchHost('https://a.example.com/g?t=1', 'b.example.com')).toBe('https://b.example.com/g?t=1');
    expect(onLaunchHost('https://a.example.com/g', null)).toBe('https://a.example.com/g');
    expect(onLaunchHost('javascript:alert(1)', null)).toBeNull();
    expect(
      backUrlFor({ origin: 'https://aurora.example.com', hostname: 'aurora.example.com' }, '/lottery', [
        'aurora.example.com',
      ]),
    ).toBe('https://aurora.example.com/lottery');
    expect(
      backUrlFor({ origin: 'https://evil.example.org', hostname: 'evil.example.org' }, '/lottery', [
        'aurora.example.com',
      ]),
    ).toBe('https://aurora.example.com/lottery');
    expect(backUrlFor({ origin: 'http://localhost:4173', hostname: 'localhost' }, '/x', [])).toBe(
      'http://localhost:4173/x',
    );
  });
});

describe('pager (LOBBY-09, CONST-03)', () => {
  it('shows margin 2 pages at each end and a range of 5 around the current one', () => {
    expect(pagerItems(7, 20, 2, 5)).toEqual([1, 2, 'gap', 5, 6, 7, 8, 9, 'gap', 19, 20]);
    expect(pagerItems(1, 20, 2, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pagerItems(20, 20, 2, 5)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(4, 9, 2, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerItems(5, 11, 2, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10, 11]);
    expect(pagerItems(1, 0, 2, 5)).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../../schemas/api/index.ts';
import { gameExample, memberInfoExample } from '../../schemas/api/entities.ts';
import { byName, fakePlatform, okReply, type FakeReply, type FakeRoutes } from '../../tests/support/fakePlatform.ts';
import { createGateway } from '../api/gateway.ts';
import { createSessionStore } from '../state/session.ts';
import { createDataClient } from './dataClient.ts';
import { callKey } from '../core/callKey.ts';

function setup(routes: FakeRoutes, readsAfter?: Promise<unknown>) {
  const platform = fakePlatform(routes);
  const map = new Map<string, string>();
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
  const gateway = createGateway({
    baseURL: '',
    timeoutMs: 1000,
    storage,
    getPublicKey: async () => 'unused',
    adapter: platform.adapter,
  });
  const session = createSessionStore();
  const client = createDataClient({ gateway, session, ...(readsAfter ? { readsAfter } : {}) });
  const asked = (path: string) => platform.seen.filter((request) => request.path === path);
  return { client, gateway, session, seen: platform.seen, asked };
}

/** Lets queued microtasks (releases) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const hot = { isPlatform: 2 } as const;
const page = { pageNo: 1, pageSize: 18 } as const;

describe('data client (DESIGN §3c, issue 7)', () => {
  it('DESIGN §6b: a read a screen starts before the first paint waits for it; the first screen’s own calls do not', async () => {
    let paint: () => void = () => undefined;
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const { client, asked } = setup(
      byName({ hotGames: okReply([gameExample]), gameList: okReply({ games: [], totalPages: 0 }) }),
      painted,
    );
    const hotPath = calls.hotGames.path;
    const listPath = calls.gameList.path;
    client.prefetch('hotGames', hot);
    const stop = client.subscribe('gameList', page, () => undefined);
    const loading = client.load('gameList', page);
    await vi.waitFor(() => expect(asked(hotPath)).toHaveLength(1));
    await settle();
    expect(asked(listPath)).toHaveLength(0);
    expect(client.read('gameList', page).status).toBe('loading');
    paint();
    await loading;
    expect(asked(listPath)).toHaveLength(1);
    expect(client.read('gameList', page)).toMatchObject({ status: 'success' });
    // After the first paint, reads go as they come.
    await client.load('gameList', { ...page, pageNo: 2 });
    expect(asked(listPath)).toHaveLength(2);
    stop();
  });

  it('identical calls in flight are one request, whatever the order of their params', async () => {
    const { client, seen } = setup(byName({ gameList: okReply({ games: [gameExample], totalPages: 1 }) }));
    const stop = client.subscribe('gameList', { pageNo: 1, pageSize: 18 }, () => undefined);
    await Promise.all([
      client.load('gameList', { pageNo: 1, pageSize: 18 }),
      client.load('gameList', { pageSize: 18, pageNo: 1 }),
    ]);
    expect(seen).toHaveLength(1);
    expect(client.read('gameList', page)).toMatchObject({ status: 'success', data: { totalPages: 1 } });
    stop();
  });

  it('LOBBY-08, GAME-12, GAME-13: hot games, new vendors and the wallet mode are asked once a session; other calls again when shown anew', async () => {
    const { client, asked, session } = setup(
      byName({
        hotGames: okReply([gameExample]),
        newGameVendor: okReply({ data: { lanes: [] } }),
        merchantWallet: okReply({ isSingle: true }),
        gameList: okReply({ games: [], totalPages: 0 }),
      }),
    );
    const show = async (name: 'hotGames' | 'newGameVendor' | 'merchantWallet' | 'gameList', params: unknown) => {
      const stop = client.subscribe(name, params, () => undefined);
      await client.load(name, params);
      stop();
      await settle();
    };
    for (let visit = 0; visit < 2; visit += 1) {
      await show('hotGames', hot);
      await show('newGameVendor', { platform: 'html5-desktop' });
      await show('merchantWallet', undefined);
      await show('gameList', page);
    }
    expect(asked('/wps/relay/hotGamesV2')).toHaveLength(1);
    expect(asked('/wps/relay/GCSGAME_newGameVendor')).toHaveLength(1);
    expect(asked('/wps/relay/GCS_merchantWallet')).toHaveLength(1);
    expect(asked('/wps/relay/GCSGAME_gameList')).toHaveLength(2);

    // A login is a new session: what was kept is asked again; the member arriving for it changes nothing.
    session.getState().setStatus('restoring');
    await show('hotGames', hot);
    expect(asked('/wps/relay/hotGamesV2')).toHaveLength(2);
    session.getState().setMember({ ...memberInfoExample });
    await show('hotGames', hot);
    expect(asked('/wps/relay/hotGamesV2')).toHaveLength(2);
    // A logout (or an expired session) ends it.
    session.getState().setMember(null);
    await show('hotGames', hot);
    expect(asked('/wps/relay/hotGamesV2')).toHaveLength(3);
  });

  it('a change refreshes every shown call it invalidates, and forgets the ones not shown', async () => {
    const favourites = new Set<string>();
    const { client, asked } = setup(
      byName({
        favoriteGameIds: () => okReply([...favourites]),
        addFavoriteGame: () => {
          favourites.add('10021');
          return okReply({ message: 'ok' });
        },
      }),
    );
    const changes: unknown[] = [];
    const stop = client.subscribe('favoriteGameIds', undefined, () =>
      changes.push(client.read('favoriteGameIds', undefined).data),
    );
    await client.load('favoriteGameIds', undefined);
    expect(client.read('favoriteGameIds', undefined).data).toEqual([]);
    changes.length = 0;
    await client.mutate('addFavoriteGame', { nodeId: '10021' });
    await settle();
    expect(asked('/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(2);
    expect(client.read('favoriteGameIds', undefined)).toMatchObject({ status: 'success', data: ['10021'] });
    // While it refreshed, the last answer stayed shown.
    expect(changes).not.toContain(undefined);
    stop();
  });

  it('issue 25: a success asks again exactly the calls its contract policy invalidates, whatever the page', async () => {
    // convertPoint's policy: the point balance, the point ledger and the wallet balance; the rewards and the unread count are not its.
    const shown = ['getPointBalance', 'memTransDet', 'walletBalance', 'getPointReward', 'unreadCount'] as const;
    const { client, seen } = setup(
      byName({
        ...Object.fromEntries(shown.map((name) => [name, okReply({})])),
        convertPoint: okReply({ message: 'ok' }),
      }),
    );
    const stops = shown.map((name) => client.subscribe(name, undefined, () => undefined));
    await Promise.all(shown.map((name) => client.load(name, undefined)));
    const before = seen.length;
    await client.mutate('convertPoint', { points: 500 });
    await settle();
    const askedAgain = seen
      .slice(before)
      .map((request) => shown.find((name) => calls[name].path === request.path))
      .filter(Boolean);
    expect(askedAgain.sort()).toEqual(['getPointBalance', 'memTransDet', 'walletBalance']);
    for (const stop of stops) stop();
  });

  it('SHELL-08: a call cancelled by a route change is idle again, never an error', async () => {
    const { client, gateway } = setup(byName({ gameMenus: 'hang' }));
    const stop = client.subscribe('gameMenus', undefined, () => undefined);
    const loading = client.load('gameMenus', undefined);
    expect(client.read('gameMenus', undefined).status).toBe('loading');
    gateway.cancelAll();
    await loading;
    expect(client.read('gameMenus', undefined)).toMatchObject({ status: 'idle', error: null, fetching: false });
    stop();
  });

  it('a call nobody shows any more is cancelled (a search typed on)', async () => {
    const { client, seen } = setup(
      byName({
        gameList: (request) =>
          (request.params as { gameName?: string }).gameName === 'ab' ? okReply({ games: [], totalPages: 0 }) : 'hang',
      }),
    );
    const first = { ...page, gameName: 'a' };
    const stop = client.subscribe('gameList', first, () => undefined);
    void client.load('gameList', first);
    // The first search is on the wire when the player types on.
    await settle();
    expect(seen.map((request) => [(request.params as { gameName: string }).gameName, request.aborted])).toEqual([
      ['a', false],
    ]);
    stop();
    const second = { ...page, gameName: 'ab' };
    const stopSecond = client.subscribe('gameList', second, () => undefined);
    await client.load('gameList', second);
    await settle();
    expect(seen.map((request) => [(request.params as { gameName: string }).gameName, request.aborted])).toEqual([
      ['a', true],
      ['ab', false],
    ]);
    expect(client.read('gameList', second).status).toBe('success');
    stopSecond();
  });

  it('a failure is kept with its catalogue kind until asked again', async () => {
    let reply: FakeReply = 'network';
    const { client } = setup(byName({ gameMenus: () => reply }));
    const stop = client.subscribe('gameMenus', undefined, () => undefined);
    await client.load('gameMenus', undefined);
    expect(client.read('gameMenus', undefined)).toMatchObject({
      status: 'error',
      error: { kind: 'network', textKey: 'errors.network' },
    });
    reply = okReply([{ gameType: 'SLOT' }]);
    await client.load('gameMenus', undefined, { force: true });
    expect(client.read('gameMenus', undefined)).toMatchObject({
      status: 'success',
      error: null,
      data: [{ gameType: 'SLOT' }],
    });
    stop();
  });

  it('issue 15: a page shown again draws its kept answer at once and refreshes it underneath; unseen for keepMs, it is forgotten', async () => {
    let balance = '10.00';
    const platform = fakePlatform(byName({ walletBalance: () => okReply({ balance }) }));
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    const gateway = createGateway({
      baseURL: '',
      timeoutMs: 1000,
      storage,
      getPublicKey: async () => 'unused',
      adapter: platform.adapter,
    });
    const client = createDataClient({ gateway, keepMs: 30 });
    let stop = client.subscribe('walletBalance', undefined, () => undefined);
    await client.load('walletBalance', undefined);
    stop();
    await settle();
    balance = '20.00';
    const seenOnShow: unknown[] = [];
    stop = client.subscribe('walletBalance', undefined, () =>
      seenOnShow.push(client.read('walletBalance', undefined).data),
    );
    // Shown again: the kept answer is there before any request answers, and a refresh is on its way.
    expect(client.read('walletBalance', undefined)).toMatchObject({
      status: 'success',
      data: { balance: '10.00' },
      fetching: true,
    });
    await client.load('walletBalance', undefined);
    expect(client.read('walletBalance', undefined)).toMatchObject({
      status: 'success',
      data: { balance: '20.00' },
      fetching: false,
    });
    expect(seenOnShow).not.toContain(undefined);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(client.read('walletBalance', undefined).status).toBe('idle');
  });

  it('DESIGN §6b: a call asked ahead of its widget (the home’s banners) is drawn by it when it shows, without a second request', async () => {
    const { client, asked } = setup(byName({ gameList: okReply({ games: [gameExample], totalPages: 1 }) }));
    client.prefetch('gameList', page);
    // Asked again before the answer, it is the same request.
    client.prefetch('gameList', page);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked('/wps/relay/GCSGAME_gameList')).toHaveLength(1);
    const drawn: unknown[] = [];
    const stop = client.subscribe('gameList', page, () => drawn.push(client.read('gameList', page).status));
    expect(client.read('gameList', page)).toMatchObject({
      status: 'success',
      fetching: false,
      data: { totalPages: 1 },
    });
    await client.load('gameList', page);
    expect(asked('/wps/relay/GCSGAME_gameList')).toHaveLength(1);
    stop();
    await settle();
    // Shown again later, it is an ordinary kept answer: drawn at once and refreshed underneath.
    const again = client.subscribe('gameList', page, () => undefined);
    await client.load('gameList', page);
    expect(asked('/wps/relay/GCSGAME_gameList')).toHaveLength(2);
    again();
  });

  it('issue 15: an answer the platform pushes (a live balance) is shown at once and wins over a request already on its way', async () => {
    const { client } = setup(byName({ walletBalance: 'hang' }));
    const changes: unknown[] = [];
    const stop = client.subscribe('walletBalance', undefined, () =>
      changes.push(client.read('walletBalance', undefined).data),
    );
    void client.load('walletBalance', undefined);
    client.setData('walletBalance', undefined, (previous) => ({
      ...(previous as object | undefined),
      balance: '99.50',
    }));
    expect(client.read('walletBalance', undefined)).toMatchObject({
      status: 'success',
      data: { balance: '99.50' },
      fetching: false,
    });
    expect(changes.at(-1)).toEqual({ balance: '99.50' });
    stop();
  });
});

describe('the first screen’s reads asked by the boot script (issue 30, item 2)', () => {
  const games = { games: [gameExample], totalPages: 1 };
  const early = (answer: Promise<{ status: number; body: unknown }>, askedAt?: number) => {
    (globalThis as { window?: unknown }).window = {
      __LIVERY_EARLY__: { [callKey('gameList', page)]: answer },
      ...(askedAt === undefined ? {} : { __LIVERY_EARLY_AT__: askedAt }),
    };
  };
  const forget = () => delete (globalThis as { window?: unknown }).window;

  it('the boot script’s answer is taken once, and the platform is not asked again', async () => {
    early(Promise.resolve({ status: 200, body: { success: true, value: games } }));
    try {
      const { client, seen } = setup(byName({ gameList: okReply({ games: [], totalPages: 0 }) }));
      await client.load('gameList', page);
      expect(client.read('gameList', page)).toMatchObject({ status: 'success', data: games });
      expect(seen).toHaveLength(0);
      // Asked again later (a refresh), the call goes to the platform: the early answer served once.
      await client.load('gameList', page, { force: true });
      expect(seen).toHaveLength(1);
    } finally {
      forget();
    }
  });

  it('a refusal or a failure of the early call is asked again through the gateway, which shows its own answer', async () => {
    for (const answer of [
      Promise.resolve({ status: 503, body: { success: false, code: 'MAINTENANCE' } }),
      Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      early(answer);
      try {
        const { client, seen } = setup(byName({ gameList: okReply(games) }));
        await client.load('gameList', page);
        expect(seen).toHaveLength(1);
        expect(client.read('gameList', page)).toMatchObject({ status: 'success', data: games });
      } finally {
        forget();
      }
    }
  });

  it.each([
    {
      // Asked 900 ms ago, with the gateway's timeout at 1 s: it ends in the next 100 ms, not a whole timeout later.
      case: 'no answer within the call timeout, counted from when the boot script asked it',
      answer: () => new Promise<never>(() => undefined),
      askedAgo: 900,
    },
    {
      case: "the boot script's own limit (the brand's call timeout)",
      answer: () => Promise.reject(Object.assign(new Error('took longer than 1000 ms'), { name: 'TimeoutError' })),
      askedAgo: 0,
    },
  ])(
    'ERR-20: an early read ended by $case is a timeout, and the platform is not asked again',
    async ({ answer, askedAgo }) => {
      early(answer(), performance.now() - askedAgo);
      try {
        const { client, seen } = setup(byName({ gameList: okReply(games) }));
        // Shown, as on the lobby: an error is kept for what shows it.
        const stop = client.subscribe('gameList', page, () => undefined);
        await client.load('gameList', page);
        expect(client.read('gameList', page)).toMatchObject({ status: 'error', error: { kind: 'timeout' } });
        expect(seen).toHaveLength(0);
        // The player's Retry asks the platform.
        await client.load('gameList', page, { force: true });
        expect(seen).toHaveLength(1);
        expect(client.read('gameList', page)).toMatchObject({ status: 'success', data: games });
        stop();
      } finally {
        forget();
      }
    },
  );
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../schemas/api/index.ts';
import {
  catalogueTestPlatform,
  contractErrors,
  type CatalogueTestPlatform,
} from '../../tests/support/cataloguePlatform.ts';

let platform: CatalogueTestPlatform;
beforeAll(async () => {
  platform = await catalogueTestPlatform();
  // The seed gives demo accounts favourites and recent games; these tests count from empty lists.
  platform.db.exec('DELETE FROM favourite_games; DELETE FROM recent_games;');
});
afterAll(() => platform.close());

async function value<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { value: T }).value;
}

const games = (where: string, limit: number) =>
  platform.db
    .prepare(`SELECT node_id, vendor, game_type, game_code FROM games WHERE ${where} ORDER BY node_id LIMIT ?`)
    .all(limit) as {
    node_id: number;
    vendor: string;
    game_type: string;
    game_code: string;
  }[];

describe('favourites (CALL-46..49)', () => {
  it('MYGAME-07 a guest gets NOT_LOGGED_IN for every favourite and recent call', async () => {
    for (const [name, input] of [
      ['favoriteGameIds', undefined],
      ['favoriteGamesList', {}],
      ['addFavoriteGame', { nodeId: '10001' }],
      ['removeFavoriteGame', { nodeId: '10001' }],
      ['recentGames', {}],
    ] as const) {
      const response = await platform.call(name, input);
      expect(response.statusCode, name).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });

  it('MYGAME-02 adds (idempotently) and removes favourites; MYGAME-04 the id set follows', async () => {
    const token = platform.sessionFor('demo_member');
    const [a, b] = games("vendor = 'PG' AND game_type = 'RNG'", 2);
    for (const game of [a, b, a]) {
      const added = await value(
        await platform.call(
          'addFavoriteGame',
          { nodeId: String(game?.node_id), vendor: game?.vendor, gameType: game?.game_type },
          { token },
        ),
      );
      expect(contractErrors('addFavoriteGame', added)).toBeNull();
    }
    const ids = await value<string[]>(await platform.call('favoriteGameIds', undefined, { token }));
    expect(contractErrors('favoriteGameIds', ids)).toBeNull();
    expect(ids).toEqual([String(b?.node_id), String(a?.node_id)]);
    await value(await platform.call('removeFavoriteGame', { nodeId: String(a?.node_id) }, { token }));
    await value(await platform.call('removeFavoriteGame', { nodeId: String(a?.node_id) }, { token }));
    expect(await value(await platform.call('favoriteGameIds', undefined, { token }))).toEqual([String(b?.node_id)]);
    await value(await platform.call('removeFavoriteGame', { nodeId: String(b?.node_id) }, { token }));
  });

  it('adding an unknown game is NOT_FOUND', async () => {
    const token = platform.sessionFor('demo_member');
    for (const nodeId of ['99999999', 'abc']) {
      const response = await platform.call('addFavoriteGame', { nodeId }, { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('MYGAME-05 lists favourites newest first, 99 a page by default, filtered by game type; per member', async () => {
    const token = platform.sessionFor('player_down1');
    const picks = [...games("game_type = 'LIVE'", 3), ...games("game_type = 'FISH'", 2)];
    for (const game of picks)
      await value(await platform.call('addFavoriteGame', { nodeId: String(game.node_id) }, { token }));
    const all = await value<{ content: Game[]; pageNum: number; totalPages: number }>(
      await platform.call('favoriteGamesList', { clientType: 3 }, { token }),
    );
    expect(contractErrors('favoriteGamesList', all)).toBeNull();
    expect(all.pageNum).toBe(1);
    expect(all.totalPages).toBe(1);
    expect(all.content.map((g) => g.nodeId)).toEqual(picks.map((g) => String(g.node_id)).reverse());
    const live = await value<{ content: Game[]; totalPages: number }>(
      await platform.call('favoriteGamesList', { gameType: 'LIVE', pageNo: 2, pageSize: 2 }, { token }),
    );
    expect(live.totalPages).toBe(2);
    expect(live.content).toHaveLength(1);
    expect(live.content[0]?.gameType).toBe('LIVE');
    const other = await value<{ content: Game[]; totalPages: number }>(
      await platform.call('favoriteGamesList', {}, { token: platform.sessionFor('player_down2') }),
    );
    expect(other).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });
});

describe('recent games (CALL-50)', () => {
  it('MYGAME-06 each launch is recorded, newest first, without duplicates', async () => {
    const token = platform.sessionFor('agent_down1');
    const [a, b, c] = games("vendor = 'JDB' AND game_type = 'RNG'", 3);
    for (const game of [a, b, c, a]) {
      await value(await platform.call('gameLaunch', { gameCode: game?.game_code, vassalage: game?.vendor }, { token }));
      platform.advance(1000);
    }
    const recent = await value<{ list: Game[]; totalPages: number }>(
      await platform.call('recentGames', { page: 1, pageSize: 6, clientType: 3 }, { token }),
    );
    expect(contractErrors('recentGames', recent)).toBeNull();
    expect(recent.list.map((g) => g.nodeId)).toEqual([a, c, b].map((g) => String(g?.node_id)));
    expect(recent.totalPages).toBe(1);
    const paged = await value<{ list: Game[]; totalPages: number }>(
      await platform.call('recentGames', { page: 2, pageSize: 2 }, { token }),
    );
    expect(paged).toMatchObject({ totalPages: 2, list: [{ nodeId: String(b?.node_id) }] });
    const otherType = await value<{ list: Game[] }>(
      await platform.call('recentGames', { gameType: 'LIVE' }, { token }),
    );
    expect(otherType.list).toEqual([]);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuTimeOf } from '../../tests/support/waits.ts';
import type { Game } from '../../schemas/api/index.ts';
import { GAME_TYPES } from '../catalogue/gameTypes.ts';
import {
  catalogueTestPlatform,
  contractErrors,
  type CatalogueTestPlatform,
} from '../../tests/support/cataloguePlatform.ts';
import { post, walletBalanceCents } from '../money/ledger.ts';
import { setMaintenance } from '../siteSwitches.ts';
import { setSetting } from '../db.ts';

let platform: CatalogueTestPlatform;
beforeAll(async () => {
  platform = await catalogueTestPlatform();
});
afterAll(() => platform.close());

const ORIGIN = 'http://aurora.localhost:8080';
const hostHeader = { host: 'aurora.localhost:8080' };

async function value<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  const body = response.json() as { success: boolean; value: T };
  expect(response.statusCode, response.body).toBe(200);
  expect(body.success).toBe(true);
  return body.value;
}

const gameList = async (query: Record<string, unknown>) =>
  value<{ games: Game[]; totalPages: number }>(
    await platform.call('gameList', { pageNo: 1, ...query }, { headers: hostHeader }),
  );

describe('catalogue seed (CONST-30, GAME-01)', () => {
  it('holds at least 10,000 games across every game type of the spec', () => {
    const { total } = platform.db.prepare('SELECT COUNT(*) AS total FROM games').get() as { total: number };
    expect(total).toBeGreaterThanOrEqual(10_000);
    const types = (platform.db.prepare('SELECT DISTINCT game_type FROM games').all() as { game_type: string }[]).map(
      (r) => r.game_type,
    );
    expect(types.sort()).toEqual(GAME_TYPES.map((t) => t.code).sort());
  });

  it('FOOTER-03 every listed vendor names its logo, an image the platform serves (and only for vendors it knows)', async () => {
    const groups = await value<{ vendors: { vassalage: string; name: string; logo?: string }[] }[]>(
      await platform.call('vendorGroups', {}),
    );
    const pg = groups.flatMap((group) => group.vendors).find((vendor) => vendor.vassalage === 'PG')!;
    const logo = new URL(pg.logo!);
    expect(logo.pathname).toBe('/img/vendors/PG.svg');
    const image = await platform.app.inject({ method: 'GET', url: logo.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.body).toContain('<title id="t">PG Soft</title>');
    expect((await platform.app.inject({ method: 'GET', url: '/img/vendors/NOPE.svg' })).statusCode).toBe(404);
    expect((await platform.app.inject({ method: 'GET', url: '/img/vendors/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('GAME-12 vendor groups list the spec vendors with display names, popup vendors with a node id (GAME-06)', async () => {
    const groups = await value<
      { gameCategory: string; vendors: { vassalage: string; name: string; isGame: string; nodeId: string }[] }[]
    >(await platform.call('vendorGroups', {}));
    expect(contractErrors('vendorGroups', groups)).toBeNull();
    const vendors = new Map(groups.flatMap((g) => g.vendors.map((v) => [v.vassalage, v])));
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'PP', 'EVO', 'SABA']) {
      expect(vendors.get(code)?.name, code).toMatch(/\w/);
    }
    const slots = groups.find((g) => g.gameCategory === 'RNG');
    expect(slots?.vendors.find((v) => v.vassalage === 'PG')).toMatchObject({
      isGame: 'VASSALAGE',
      nodeId: expect.stringMatching(/^\d+$/),
    });
    // A sportsbook is one game: its entry starts that game directly.
    const sports = groups.find((g) => g.gameCategory === 'SPORTS')?.vendors.find((v) => v.vassalage === 'SABA');
    expect(sports?.isGame).toBe('GAME');
    expect(platform.db.prepare('SELECT vendor FROM games WHERE node_id = ?').get(Number(sports?.nodeId))).toEqual({
      vendor: 'SABA',
    });
  });

  it('GAME-12 game menus: one per game type, in menu order, with its vendors', async () => {
    const menus = await value<{ gameType: string; name: string; vendors: string[]; sort: number }[]>(
      await platform.call('gameMenus'),
    );
    expect(contractErrors('gameMenus', menus)).toBeNull();
    expect(menus.map((m) => m.gameType)).toEqual(GAME_TYPES.map((t) => t.code));
    expect(menus.find((m) => m.gameType === 'LIVE')?.vendors).toEqual(expect.arrayContaining(['EVO', 'PP', 'PT']));
    expect(menus.find((m) => m.gameType === 'BGS')?.vendors).toEqual(['BGS']);
  });
});

describe('game list (CALL-43)', () => {
  it('LOBBY-07 pages of 18 by default, with totalPages over the whole category', async () => {
    const { total } = platform.db.prepare("SELECT COUNT(*) AS total FROM games WHERE game_type = 'RNG'").get() as {
      total: number;
    };
    const first = await gameList({ gameType: 'RNG' });
    expect(first.games).toHaveLength(18);
    expect(first.totalPages).toBe(Math.ceil(total / 18));
    expect(contractErrors('gameList', first)).toBeNull();
    const last = await gameList({ gameType: 'RNG', pageNo: first.totalPages });
    expect(last.games).toHaveLength(total - (first.totalPages - 1) * 18);
    const beyond = await gameList({ gameType: 'RNG', pageNo: first.totalPages + 1 });
    expect(beyond).toEqual({ games: [], totalPages: first.totalPages });
  });

  it('LOBBY-07 keeps a stable order: pages never repeat a game, and the same page answers the same', async () => {
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= 4; pageNo++) {
      for (const game of (await gameList({ gameType: 'LIVE', pageNo, pageSize: 50 })).games) {
        expect(seen.has(game.nodeId)).toBe(false);
        seen.add(game.nodeId);
      }
    }
    expect(await gameList({ gameType: 'LIVE', pageNo: 3 })).toEqual(await gameList({ gameType: 'LIVE', pageNo: 3 }));
  });

  it('LOBBY-06 finds games by a case-insensitive, trimmed part of the name, with the right page count', async () => {
    const expected = (
      platform.db.prepare("SELECT COUNT(*) AS n FROM games WHERE name LIKE '%dragon%'").get() as { n: number }
    ).n;
    expect(expected).toBeGreaterThan(100);
    const found = await gameList({ gameName: '  dRaGoN ', pageSize: 100 });
    expect(found.totalPages).toBe(Math.ceil(expected / 100));
    for (const game of found.games) expect(game.displayName.toLowerCase()).toContain('dragon');
    const inSlots = await gameList({ gameName: 'Dragon', gameType: 'RNG', vassalage: 'PG' });
    for (const game of inSlots.games) expect(game).toMatchObject({ gameType: 'RNG', vassalage: 'PG' });
  });

  it('LOBBY-06 paging through a search visits every match once, in lobby order', async () => {
    const expected = (
      platform.db.prepare("SELECT node_id FROM games WHERE name LIKE '%lucky%' ORDER BY sort, name, node_id").all() as {
        node_id: number;
      }[]
    ).map((r) => String(r.node_id));
    const first = await gameList({ gameName: 'Lucky' });
    expect(first.totalPages).toBe(Math.ceil(expected.length / 18));
    const visited = [...first.games.map((g) => g.nodeId)];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
      visited.push(...(await gameList({ gameName: 'Lucky', pageNo })).games.map((g) => g.nodeId));
    expect(visited).toEqual(expected);
  });

  it('LOBBY-06 short searches and wildcard characters are taken literally', async () => {
    const short = await gameList({ gameName: 'ox', pageSize: 100 });
    expect(short.games.length).toBeGreaterThan(0);
    for (const game of short.games) expect(game.displayName.toLowerCase()).toContain('ox');
    expect(await gameList({ gameName: '%' })).toEqual({ games: [], totalPages: 0 });
    expect(await gameList({ gameName: '"quoted"' })).toEqual({ games: [], totalPages: 0 });
  });

  it('LOBBY-06 any text is a valid search: control characters such as a NUL byte are dropped, never a 500 or a lost filter (issue 8)', async () => {
    const raw = async (gameName: string) =>
      platform.app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=100&gameName=${gameName}`,
        headers: hostHeader,
      });
    const joined = await raw('drag%00on');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value).toEqual(await gameList({ gameName: 'dragon', pageSize: 100 }));
    const trailing = await raw('ox%00');
    expect(trailing.statusCode, trailing.body).toBe(200);
    const all = await gameList({ pageSize: 100 });
    expect(trailing.json().value.totalPages).toBeLessThan(all.totalPages);
    for (const game of trailing.json().value.games as Game[]) expect(game.displayName.toLowerCase()).toContain('ox');
    const onlyControl = await raw('%00%01%1F');
    expect(onlyControl.statusCode, onlyControl.body).toBe(200);
    expect(onlyControl.json().value.totalPages).toBe(all.totalPages);
  });

  it('LOBBY-06 the same question asked again gets the same answer (kept by the platform)', async () => {
    const first = await gameList({ gameName: 'Fortune', pageNo: 2 });
    expect(await gameList({ gameName: 'Fortune', pageNo: 2 })).toEqual(first);
    expect(await gameList({ gameName: 'Fortune', pageNo: 3 })).not.toEqual(first);
  });

  it('LOBBY-01 gameClassify and vassalage narrow the grid (LOBBY-05)', async () => {
    const megaways = await gameList({ gameType: 'RNG', gameClassify: 'MEGAWAYS', pageSize: 100 });
    expect(megaways.games.length).toBeGreaterThan(0);
    for (const game of megaways.games) expect(game.displayName).toContain('Megaways');
    const evo = await gameList({ gameType: 'LIVE', vassalage: 'EVO', pageSize: 100 });
    expect(evo.totalPages).toBe(3);
    for (const game of evo.games) expect(game.vassalage).toBe('EVO');
  });

  it('GAME-10 games carry their names and absolute icon URLs on the request origin', async () => {
    const [game] = (await gameList({ gameType: 'FISH' })).games;
    expect(game).toMatchObject({
      displayName: expect.any(String),
      gameName: game?.displayName,
      nodeName: game?.displayName,
      isGame: 'GAME',
    });
    expect(game?.iconUrl).toBe(`${ORIGIN}/img/games/${game?.nodeId}.svg`);
  });

  it('answers a name search over the full catalogue in a few milliseconds (of CPU)', async () => {
    await gameList({ gameName: 'fortune' });
    const cpu = await cpuTimeOf(async () => {
      for (let i = 0; i < 20; i++) await gameList({ gameName: 'fortune', pageNo: 1 + (i % 5) });
    });
    expect(cpu / 20).toBeLessThan(25);
  });
});

describe('hot games, lanes, rooms (CALL-44, CALL-45, CALL-55)', () => {
  it('GAME-09 hot games are flagged isHot 1 and follow the game type filter', async () => {
    const all = await value<Game[]>(await platform.call('hotGames', { isPlatform: 2 }));
    expect(contractErrors('hotGames', all)).toBeNull();
    expect(all.length).toBeGreaterThan(10);
    for (const game of all) expect(game.isHot).toBe(1);
    const live = await value<Game[]>(await platform.call('hotGames', { gameType: 'LIVE', isPlatform: 2 }));
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) expect(game.gameType).toBe('LIVE');
    expect(await value<Game[]>(await platform.call('hotGames', { gameType: 'LIVE', vassalage: 'PG' }))).toEqual([]);
  });

  it("GAME-12 new-game lanes hold each vendor's newest games", async () => {
    const answer = await value<{ data: { lanes: { vassalage: string; gameType: string; games: Game[] }[] } }>(
      await platform.call('newGameVendor', { platform: 'html5-desktop' }),
    );
    expect(contractErrors('newGameVendor', answer)).toBeNull();
    const pg = answer.data.lanes.find((l) => l.vassalage === 'PG' && l.gameType === 'RNG');
    expect(pg?.games).toHaveLength(10);
    for (const game of pg?.games ?? []) expect(game).toMatchObject({ vassalage: 'PG', gameType: 'RNG' });
  });

  it('UNSPEC-27 live vendors have a fixed list of rooms; other vendors none', async () => {
    const rooms = await value<{ roomId: string; name: string; players: number }[]>(
      await platform.call('roomList', { vassalage: 'EVO' }),
    );
    expect(contractErrors('roomList', rooms)).toBeNull();
    expect(rooms.length).toBeGreaterThan(0);
    expect(await value(await platform.call('roomList', { vassalage: 'EVO' }))).toEqual(rooms);
    expect(await value(await platform.call('roomList', { vassalage: 'PG' }))).toEqual([]);
    const code = (
      platform.db.prepare("SELECT game_code FROM games WHERE vendor = 'EVO' LIMIT 1").get() as { game_code: string }
    ).game_code;
    const one = await value<{ name: string }[]>(await platform.call('roomList', { vassalage: 'EVO', gameCode: code }));
    expect(one.length).toBeGreaterThanOrEqual(1);
  });
});

describe('game icons', () => {
  it('serves a generated SVG with the game name, cached for long; unknown ids are 404', async () => {
    const game = platform.db.prepare("SELECT node_id, name FROM games WHERE vendor = 'PG' LIMIT 1").get() as {
      node_id: number;
      name: string;
    };
    const icon = await platform.app.inject({ method: 'GET', url: `/img/games/${game.node_id}.svg` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toContain('max-age=31536000');
    expect(icon.body).toContain(`<title id="t">${game.name.replaceAll('&', '&amp;')} (PG)</title>`);
    expect((await platform.app.inject({ method: 'GET', url: `/img/games/${game.node_id}.svg` })).body).toBe(icon.body);
    expect((await platform.app.inject({ method: 'GET', url: '/img/games/99999999.svg' })).statusCode).toBe(404);
    expect((await platform.app.inject({ method: 'GET', url: '/img/games/abc.svg' })).statusCode).toBe(404);
  });
});

describe('game launch (CALL-51) and the demo game', () => {
  const someGame = () =>
    platform.db
      .prepare("SELECT game_code, vendor, name FROM games WHERE vendor = 'JL' AND game_type = 'RNG' LIMIT 1")
      .get() as {
      game_code: string;
      vendor: string;
      name: string;
    };

  it('GAME-03 a guest cannot launch', async () => {
    const game = someGame();
    const response = await platform.call('gameLaunch', { gameCode: game.game_code, vassalage: game.vendor });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('GAME-04 a trial account cannot launch (ROLE-05)', async () => {
    const game = someGame();
    const response = await platform.call(
      'gameLaunch',
      { gameCode: game.game_code, vassalage: game.vendor },
      { token: platform.trialSession() },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
  });

  it('an unknown game is NOT_FOUND', async () => {
    const response = await platform.call(
      'gameLaunch',
      { gameCode: 'no-such-game', vassalage: 'PG' },
      { token: platform.sessionFor() },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('GAME-08 launches the demo game: a page with the game, the balance and a labelled bet amount', async () => {
    const game = someGame();
    const { url } = await value<{ url: string }>(
      await platform.call(
        'gameLaunch',
        { gameCode: game.game_code, vassalage: game.vendor, language: 'en' },
        { token: platform.sessionFor(), headers: hostHeader },
      ),
    );
    expect(url).toMatch(new RegExp(`^${ORIGIN}/demo-game/[A-Za-z0-9_-]{43}$`));
    const page = await platform.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(game.name.replaceAll('&', '&amp;'));
    expect(page.body).toContain('<label for="stake">Bet amount</label>');
    // The balance in the brand's currency, as the site shows money (issue 26 item 12).
    expect(page.body).toContain('<strong id="balance" aria-live="polite">RM 1,250.50</strong>');
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it("I18N-06 the demo game speaks the language the launch names; without one the member's own, else the brand's default", async () => {
    const game = someGame();
    const pageFor = async (options: { language?: string; account?: string; brand?: string }) => {
      const input = {
        gameCode: game.game_code,
        vassalage: game.vendor,
        ...(options.language ? { language: options.language } : {}),
      };
      const { url } = await value<{ url: string }>(
        await platform.call('gameLaunch', input, {
          token: platform.sessionFor(options.account, options.brand),
          ...(options.brand ? { brand: options.brand } : { headers: hostHeader }),
        }),
      );
      return (await platform.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    };
    const malay = await pageFor({ language: 'ms' });
    expect(malay).toContain('<html lang="ms">');
    expect(malay).toContain('<label for="stake">Jumlah pertaruhan</label>');
    expect(malay).not.toContain('Bet amount');
    expect(await pageFor({ language: 'zh-CN' })).toContain('<label for="stake">投注金额</label>');
    // Portuguese money: "1.250,50", and a bet is typed with a decimal comma.
    const portuguese = await pageFor({ language: 'PT' });
    expect(portuguese).toContain('<html lang="pt">');
    expect(portuguese).toContain('1.250,50');
    expect(portuguese).toContain('value="1,00"');
    // A language the player has no texts in is shown in English, as the player itself does.
    expect(await pageFor({ language: 'ja' })).toContain('<html lang="en">');
    // No language named: aurora's default is Malay (I18N-01), jade's English …
    expect(await pageFor({})).toContain('<html lang="ms">');
    expect(await pageFor({ account: 'demo_member', brand: 'jade' })).toContain('<html lang="en">');
    // … unless the member chose one (CALL-39), which wins over the brand's.
    const token = platform.sessionFor('player_down1');
    expect(
      (await platform.call('updateLanguage', { language: 'zh-CN' }, { token, headers: hostHeader })).statusCode,
    ).toBe(200);
    expect(await pageFor({ account: 'player_down1' })).toContain('<html lang="zh-CN">');
    platform.db.prepare('UPDATE members SET language = NULL WHERE id = ?').run(platform.memberId('player_down1'));
  });

  it('an expired launch says so in its own language', async () => {
    const game = someGame();
    const { url } = await value<{ url: string }>(
      await platform.call(
        'gameLaunch',
        { gameCode: game.game_code, vassalage: game.vendor, language: 'ms' },
        { token: platform.sessionFor(), headers: hostHeader },
      ),
    );
    platform.advance(2 * 60 * 60 * 1000 + 1);
    const page = await platform.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('Sesi permainan ini telah tamat tempoh.');
  });

  it('a spin debits the stake, credits the win, and a big win tops the winner board (CALL-54)', async () => {
    const memberId = platform.memberId('demo_member');
    post(platform.db, {
      memberId,
      kind: 'adjustment',
      amountCents: 10_000_000_00,
      reason: 'Test credit',
      reference: 'test',
      at: platform.now(),
    });
    const game = someGame();
    const { url } = await value<{ url: string }>(
      await platform.call(
        'gameLaunch',
        { gameCode: game.game_code, vassalage: game.vendor },
        { token: platform.sessionFor() },
      ),
    );
    const betUrl = `${new URL(url).pathname}/bet`;
    let win = 0;
    for (let spin = 0; spin < 200 && win === 0; spin++) {
      const before = walletBalanceCents(platform.db, memberId);
      const response = await platform.app.inject({ method: 'POST', url: betUrl, payload: { amount: '10000.00' } });
      const body = response.json() as { balance: string; win: string; stake: string };
      expect(response.statusCode, response.body).toBe(200);
      expect(body.stake).toBe('10000.00');
      win = Math.round(Number(body.win) * 100);
      expect(walletBalanceCents(platform.db, memberId)).toBe(before - 1_000_000 + win);
      expect(body.balance).toBe((walletBalanceCents(platform.db, memberId) / 100).toFixed(2));
    }
    expect(win).toBeGreaterThan(0);
    const board = await value<{ vo: { winAmount: string; account: string; gameName: string } }[]>(
      await platform.call('rankList', { gameCategory: 'ALL' }),
    );
    expect(board[0]?.vo).toMatchObject({ winAmount: (win / 100).toFixed(2), account: 'de***er', gameName: game.name });
    const slotsBoard = await value<{ vo: { winAmount: string } }[]>(
      await platform.call('rankList', { gameCategory: 'RNG', limitNum: 5 }),
    );
    expect(slotsBoard[0]?.vo.winAmount).toBe((win / 100).toFixed(2));
  });

  it('refuses a spin above the balance and after the launch expires, with an error envelope', async () => {
    const game = someGame();
    const { url } = await value<{ url: string }>(
      await platform.call(
        'gameLaunch',
        { gameCode: game.game_code, vassalage: game.vendor },
        { token: platform.sessionFor('player_down2') },
      ),
    );
    const betUrl = `${new URL(url).pathname}/bet`;
    const poor = await platform.app.inject({ method: 'POST', url: betUrl, payload: { amount: '5000.00' } });
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_BALANCE',
      // In the game page's language: the launch named none, so aurora's default, Malay (issue 26 item 7).
      message: 'Baki tidak mencukupi: 75.25 tersedia, 5000.00 diminta.',
    });
    const bad = await platform.app.inject({ method: 'POST', url: betUrl, payload: { amount: '-1' } });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    platform.advance(2 * 60 * 60 * 1000 + 1);
    const late = await platform.app.inject({ method: 'POST', url: betUrl, payload: { amount: '1.00' } });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      success: false,
      code: 'NOT_LOGGED_IN',
      // No launch to name a language any more: aurora's default, Malay (issue 26 item 7).
      message: 'Sesi permainan ini telah tamat tempoh: sila lancarkan permainan semula.',
    });
    expect((await platform.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(410);
    expect(
      (await platform.app.inject({ method: 'GET', url: '/demo-game/not-a-real-token-at-all-xxxxxxx' })).statusCode,
    ).toBe(404);
  });
});

describe('the demo game ends with its session and closes with the site', () => {
  const launchGame = async (token: string) => {
    const game = platform.db
      .prepare("SELECT game_code, vendor FROM games WHERE vendor = 'PG' AND game_type = 'RNG' LIMIT 1")
      .get() as { game_code: string; vendor: string };
    const { url } = await value<{ url: string }>(
      await platform.call('gameLaunch', { gameCode: game.game_code, vassalage: game.vendor }, { token }),
    );
    return new URL(url).pathname;
  };
  const bet = (path: string) =>
    platform.app.inject({ method: 'POST', url: `${path}/bet`, payload: { amount: '1.00' } });

  it('after logout the launch link and its bets are refused', async () => {
    const token = platform.sessionFor('demo_member');
    const path = await launchGame(token);
    expect((await bet(path)).statusCode).toBe(200);
    expect((await platform.call('logout', undefined, { token })).statusCode).toBe(200);
    const refused = await bet(path);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    expect((await platform.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('stores only a digest of the launch token, with the digest of the session that made it', async () => {
    const path = await launchGame(platform.sessionFor('demo_member'));
    const token = path.split('/').pop()!;
    expect(
      platform.db
        .prepare('SELECT COUNT(*) AS n FROM launch_tokens WHERE token_hash = ? OR session_token = ?')
        .get(token, token),
    ).toEqual({ n: 0 });
    expect(
      platform.db
        .prepare('SELECT COUNT(*) AS n FROM launch_tokens l JOIN sessions s ON s.token = l.session_token')
        .get(),
    ).not.toEqual({ n: 0 });
  });

  it('during maintenance the bet is refused with the envelope and the page says why (FLAG-19)', async () => {
    const path = await launchGame(platform.sessionFor('demo_member'));
    setMaintenance(platform.db, true, 'Back at 12:00 <UTC>.');
    try {
      const refused = await bet(path);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, code: 'MAINTENANCE', message: 'Back at 12:00 <UTC>.' });
      const page = await platform.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      // The launch named no language: aurora's default, Malay; the operator's words are shown as given.
      expect(page.body).toContain('<html lang="ms">');
      expect(page.body).toContain('<h1>Laman tidak tersedia</h1>');
      expect(page.body).toContain('Back at 12:00 &lt;UTC&gt;.');
    } finally {
      setMaintenance(platform.db, false);
    }
    expect((await bet(path)).statusCode).toBe(200);
  });
});

describe('winner board (CALL-54)', () => {
  it('HOME-10 lists 20 wins by default, biggest first, masked accounts, 2-dp amounts, per brand', async () => {
    const board = await value<{ vo: { winAmount: string; account: string } }[]>(await platform.call('rankList', {}));
    expect(contractErrors('rankList', board)).toBeNull();
    expect(board).toHaveLength(20);
    const amounts = board.map((item) => Number(item.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const item of board) {
      expect(item.vo.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(item.vo.account).toMatch(/^\w{1,2}\*\*\*\w{0,2}$/);
    }
    const fish = await value<{ vo: { gameName: string } }[]>(
      await platform.call('rankList', { gameCategory: 'FISH', limitNum: 3 }),
    );
    expect(fish.length).toBeLessThanOrEqual(3);
  });

  it("each win carries the brand's currency, as the brand's wallets hold it (issue 26 item 12)", async () => {
    const symbols = async (brand: string) =>
      (
        await value<{ vo: { currencySymbol?: string } }[]>(await platform.call('rankList', { limitNum: 3 }, { brand }))
      ).map((item) => item.vo.currencySymbol);
    expect(await symbols('aurora')).toEqual(['RM', 'RM', 'RM']);
    expect(await symbols('jade')).toEqual(['RM', 'RM', 'RM']);
    setSetting(platform.db, 'currencySymbol:jade', 'S$');
    expect(await symbols('jade')).toEqual(['S$', 'S$', 'S$']);
    expect(await symbols('aurora')).toEqual(['RM', 'RM', 'RM']);
    platform.db.prepare("DELETE FROM settings WHERE key = 'currencySymbol:jade'").run();
  });
});

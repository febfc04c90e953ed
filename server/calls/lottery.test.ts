// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueTestPlatform,
  contractErrors,
  type CatalogueTestPlatform,
} from '../../tests/support/cataloguePlatform.ts';
import { TEST_START as START } from '../../tests/support/platform.ts';
import { setBlockedIps } from '../siteSwitches.ts';

let platform: CatalogueTestPlatform;
beforeAll(async () => {
  platform = await catalogueTestPlatform();
});
afterAll(() => platform.close());

async function value<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { value: T }).value;
}

type Opened = { gameCode: string; issue: string; openTime: string; numbers: string[] };
const HOUR = 60 * 60 * 1000;
const launch = (
  body: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = { host: 'aurora.localhost:8080' },
) =>
  platform.call(
    'launchLottery',
    { lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', language: 'en', ...body },
    { token, headers },
  );

describe('lottery menus (CALL-57, CALL-58)', () => {
  it('LOTT-02 lists Vietnamese lottery games for each prize mode (GAME-02)', async () => {
    for (const prizeMode of ['LOTT', 'ZY', 'ELOTT', 'SEA']) {
      const menu = await value<{ gameCode: string; gameName: string }[]>(
        await platform.call('vnLotteryMenu', { prizeMode, device: 'WEB' }),
      );
      expect(contractErrors('vnLotteryMenu', menu)).toBeNull();
      expect(menu.length, prizeMode).toBeGreaterThan(0);
    }
    const lott = await value<{ gameCode: string; gameName: string; area: string }[]>(
      await platform.call('vnLotteryMenu', { prizeMode: 'LOTT' }),
    );
    expect(lott[0]).toMatchObject({ gameCode: 'VN_HN', gameName: 'Hà Nội', area: 'North' });
    const bad = await platform.call('vnLotteryMenu', { prizeMode: 'XX' });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("UNSPEC-28 recent lottery games are the member's launches of that prize mode, newest first", async () => {
    const token = platform.sessionFor('demo_member');
    expect(await value(await platform.call('vnLotteryRecent', { prizeMode: 'LOTT' }, { token }))).toEqual([]);
    for (const code of ['VN_HN', 'VN_HCM', 'TH_GOV'])
      await value(await launch({ lottoGameCode: code, lottoView: 'betting' }, token));
    const recent = await value<{ gameCode: string }[]>(
      await platform.call('vnLotteryRecent', { prizeMode: 'LOTT', device: 'WEB' }, { token }),
    );
    expect(contractErrors('vnLotteryRecent', recent)).toBeNull();
    expect(recent.map((g) => g.gameCode)).toEqual(['VN_HCM', 'VN_HN']);
    expect((await platform.call('vnLotteryRecent', { prizeMode: 'LOTT' })).statusCode).toBe(401);
  });
});

describe('opened numbers (CALL-59, CALL-60)', () => {
  it('LOTT-03 the drawn numbers stay the same all day and agree on both hosts', async () => {
    platform.setNow(START);
    const first = await value<Opened>(await platform.call('vnOpenedNumbers', { gameCode: 'VN_HN' }));
    expect(contractErrors('vnOpenedNumbers', first)).toBeNull();
    // 10:00 UTC is before Hà Nội's 11:15 draw: the latest draw is yesterday's.
    expect(first).toMatchObject({ gameCode: 'VN_HN', issue: '20261121', openTime: '2026-11-21T11:15:00.000Z' });
    expect(first.numbers).toHaveLength(27);
    expect(first.numbers[0]).toMatch(/^\d{5}$/);
    platform.advance(HOUR);
    expect(await value(await platform.call('vnOpenedNumbers', { gameCode: 'VN_HN' }))).toEqual(first);
    expect(await value(await platform.call('lottoOpenedNumbers', { gameCode: 'VN_HN' }))).toEqual(first);
    platform.advance(HOUR);
    const today = await value<Opened>(await platform.call('lottoOpenedNumbers', { gameCode: 'VN_HN' }));
    expect(contractErrors('lottoOpenedNumbers', today)).toBeNull();
    expect(today.issue).toBe('20261122');
    expect(today.numbers).not.toEqual(first.numbers);
  });

  it('draws have the shape of their lottery; an unknown game is NOT_FOUND', async () => {
    const mega = await value<Opened>(await platform.call('lottoOpenedNumbers', { gameCode: 'VN_MEGA645' }));
    expect(mega.numbers).toHaveLength(6);
    expect(new Set(mega.numbers).size).toBe(6);
    for (const n of mega.numbers) expect(Number(n)).toBeLessThanOrEqual(45);
    const south = await value<Opened>(await platform.call('vnOpenedNumbers', { gameCode: 'VN_HCM' }));
    expect(south.numbers).toHaveLength(18);
    for (const name of ['vnOpenedNumbers', 'lottoOpenedNumbers'] as const) {
      const response = await platform.call(name, { gameCode: 'NOPE' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('lottery launch (CALL-56)', () => {
  it('LOTT-01 opens the demo lottery page with the draw and a back link to the site', async () => {
    const token = platform.sessionFor('demo_member');
    const backUrl = 'http://aurora.localhost:8080/vnLottery?gameCode=VN_HN';
    const { url } = await value<{ url: string }>(
      await launch({ lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_HN', lottoView: 'betting', backUrl }, token),
    );
    expect(contractErrors('launchLottery', { url })).toBeNull();
    expect(url).toMatch(/^http:\/\/aurora\.localhost:8080\/demo-lottery\/[A-Za-z0-9_-]{43}$/);
    const page = await platform.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Hà Nội');
    expect(page.body).toContain(`href="${backUrl.replace('&', '&amp;')}"`);
    const draw = await value<Opened>(await platform.call('vnOpenedNumbers', { gameCode: 'VN_HN' }));
    for (const n of draw.numbers) expect(page.body).toContain(`<li>${n}</li>`);
  });

  it("the lobby view lists the prize mode's games", async () => {
    const { url } = await value<{ url: string }>(
      await launch({ lottoPrizeMode: 'SEA', lottoView: 'lobby' }, platform.sessionFor('demo_member')),
    );
    const page = await platform.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('Magnum 4D');
    expect(page.body).toContain('Singapore 4D');
  });

  it('GAME-04 a trial account is refused; an unknown game is NOT_FOUND', async () => {
    const trial = await launch({ lottoGameCode: 'VN_HN' }, platform.trialSession());
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
    const unknown = await launch({ lottoGameCode: 'NOPE' }, platform.sessionFor('demo_member'));
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("a backUrl to a foreign host is refused (no open redirect); the brand's and development hosts are allowed", async () => {
    const token = platform.sessionFor('demo_member');
    for (const backUrl of [
      'https://evil.example.net/',
      'https://aurora.localhost@evil.example.net/',
      'https://aurora.example.com.evil.net/',
      'https://jade.example.com/',
    ]) {
      const response = await launch({ lottoGameCode: 'VN_HN', backUrl }, token);
      expect(response.statusCode, backUrl).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    for (const backUrl of [
      'https://aurora.example.com/vnLottery',
      'http://jade.localhost:5173/',
      'http://aurora.localhost:8080/lottery',
    ]) {
      expect((await launch({ lottoGameCode: 'VN_HN', backUrl }, token)).statusCode, backUrl).toBe(200);
    }
    // The origin echoes only a brand or development host: a forged Host header allows nothing extra.
    const forged = await launch({ backUrl: 'https://play.example.org/seaLottery' }, token, {
      host: 'play.example.org',
    });
    expect(forged.statusCode, forged.body).toBe(400);
  });

  it('the lottery page ends with the session and closes to a blocked region (FLAG-19)', async () => {
    const token = platform.sessionFor('demo_member');
    const { url } = await value<{ url: string }>(await launch({ lottoGameCode: 'VN_HN' }, token));
    const open = () =>
      platform.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await open()).statusCode).toBe(200);
    setBlockedIps(platform.db, ['203.0.113.9']);
    try {
      const blocked = await open();
      expect(blocked.statusCode).toBe(403);
      expect(blocked.body).toContain('restricted in your region');
      // A Malay launch is told so in Malay (I18N-06).
      const { url: malayUrl } = await value<{ url: string }>(
        await launch({ lottoGameCode: 'VN_HN', language: 'ms' }, token),
      );
      const malay = await platform.app.inject({
        method: 'GET',
        url: new URL(malayUrl).pathname,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(malay.statusCode).toBe(403);
      expect(malay.body).toContain('<html lang="ms">');
      expect(malay.body).toContain('Akses dari alamat IP anda (203.0.113.9) disekat di rantau anda.');
    } finally {
      setBlockedIps(platform.db, []);
    }
    await platform.call('logout', undefined, { token });
    expect((await open()).statusCode).toBe(404);
  });

  it('GAME-05 a lottery game launched from the catalogue opens the lottery page', async () => {
    const { url } = await value<{ url: string }>(
      await platform.call(
        'gameLaunch',
        { gameCode: 'VN_HN', vassalage: 'TCG_LOTTO_VN' },
        { token: platform.sessionFor('demo_member') },
      ),
    );
    expect(url).toContain('/demo-lottery/');
  });
});

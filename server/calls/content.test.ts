// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { createTestPlatform, type TestPlatform } from '../../tests/support/platform.ts';

interface Item {
  id: string;
  title: string;
  content?: string;
  promotionType?: string;
  execution?: string;
}
interface Banner {
  id: string;
  groupName: string;
  url: string;
  linkageType?: string;
  linkage?: string;
}
interface Announcements {
  banners?: Banner[];
  notices?: Item[];
  popup?: Item[];
  promotion?: Item[];
}

let platform: TestPlatform;
let token: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  token = platform.sessionFor('demo_member');
});
afterAll(() => platform.close());

const announcements = async (query: Record<string, string>, brand?: string) => {
  const response = await platform.call('announcements', { platform: 'W', ...query }, { brand });
  expect(response.statusCode).toBe(200);
  return envelope<Announcements>(response).value;
};

describe('announcements (CALL-53, ANN-01)', () => {
  it('answers only the parts named in types', async () => {
    const banners = await announcements({ types: 'B', language: 'en' });
    expect(Object.keys(banners)).toEqual(['banners']);
    const notices = await announcements({ types: 'PL,PR', language: 'en' });
    expect(Object.keys(notices).sort()).toEqual(['notices', 'promotion']);
    const all = await announcements({ types: 'B,PL,PU,PR,H', language: 'en', execution: 'B' });
    expect(all.banners?.length).toBeGreaterThan(0);
    expect(all.notices?.length).toBeGreaterThan(0);
    expect(all.popup?.length).toBeGreaterThan(0);
    expect(all.promotion?.length).toBeGreaterThan(0);
  });

  it('has a banner in every group with absolute image URLs and every linkage type (ANN-02, ENT-12, UNSPEC-64)', async () => {
    const { banners = [] } = await announcements({ types: 'B', language: 'en' });
    expect(new Set(banners.map((banner) => banner.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_forget', 'w_register', 'w_leftmenu']),
    );
    expect(new Set(banners.map((banner) => banner.linkageType))).toEqual(
      new Set(['NONE', 'ROUTE', 'URL', 'PROMOTION']),
    );
    for (const banner of banners) expect(banner.url).toMatch(/^http:\/\/[^/]+\/img\/banners\/.+\.svg$/);
    const promotionLink = banners.find((banner) => banner.linkageType === 'PROMOTION');
    const { promotion = [] } = await announcements({ types: 'PR', language: 'en' });
    expect(promotion.map((item) => item.id)).toContain(promotionLink?.linkage);
  });

  it('serves the banner images it points at (HOME-01)', async () => {
    const { banners = [] } = await announcements({ types: 'B', language: 'en' });
    const home = banners.find((banner) => banner.groupName === 'w_home')!;
    const image = await platform.app.inject({ method: 'GET', url: new URL(home.url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('Welcome bonus 100%');
    expect((await platform.app.inject({ method: 'GET', url: '/img/banners/nope.svg' })).statusCode).toBe(404);
  });

  it('filters popups by execution: A after a first login, B for visitors (POPUP-05, UNSPEC-51)', async () => {
    const forVisitors = (await announcements({ types: 'PU', execution: 'B', language: 'en' })).popup ?? [];
    const afterLogin = (await announcements({ types: 'PU', execution: 'A', language: 'en' })).popup ?? [];
    expect(forVisitors.length).toBeGreaterThan(0);
    expect(afterLogin.length).toBeGreaterThan(0);
    expect(forVisitors.every((popup) => popup.execution === 'B')).toBe(true);
    expect(afterLogin.every((popup) => popup.execution === 'A')).toBe(true);
    expect(afterLogin.map((popup) => popup.id)).not.toContain(forVisitors[0]?.id);
    // Without the parameter the visitors' popups are meant.
    expect((await announcements({ types: 'PU', language: 'en' })).popup).toEqual(forVisitors);
  });

  it('carries HTML content, including markup a client must sanitise (ANN-04, DESIGN §6)', async () => {
    const { notices = [], promotion = [] } = await announcements({ types: 'PL,PR', language: 'en' });
    expect(notices.every((notice) => /<p>/.test(notice.content ?? ''))).toBe(true);
    expect(notices.some((notice) => /<script>|onerror=/.test(notice.content ?? ''))).toBe(true);
    const welcome = promotion.find((item) => item.id === 'p-welcome');
    expect(welcome?.content).toMatch(/<img src="http:\/\/[^"]+\/img\/promotions\/aurora\/p-welcome\.svg\?lang=EN"/);
    expect(welcome?.content).toContain('RM 500');
  });

  it('gives the go-to-promotion type on notices that link to one (ANN-05) and categories on promotions (PROMO-01)', async () => {
    const { notices = [], promotion = [] } = await announcements({ types: 'PL,PR', language: 'en' });
    expect(notices.find((notice) => notice.id === 'n-weekend')?.promotionType).toBe('DEPOSIT');
    expect(notices.find((notice) => notice.id === 'n-maintenance')?.promotionType).toBeUndefined();
    const types = new Set(promotion.map((item) => item.promotionType));
    for (const type of [
      'SPORTS',
      'LIVE',
      'SLOTS',
      'POKER',
      'FISHING',
      'LOTTERY',
      'REBATE',
      'POINTS',
      'RANK',
      'DEPOSIT',
      'DOWNLOAD',
      'NEWPLAYER',
      'GAME',
      'RAFFLE',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('H alone gives the home-marquee notices; PL gives them all (HOME-03)', async () => {
    const home = (await announcements({ types: 'H', language: 'en' })).notices ?? [];
    const all = (await announcements({ types: 'PL', language: 'en' })).notices ?? [];
    expect(home.length).toBeGreaterThan(0);
    expect(home.length).toBeLessThan(all.length);
    expect(home.map((notice) => notice.id)).toEqual(['n-maintenance', 'n-weekend']);
  });

  it('answers in the requested language, English when the brand lacks it (I18N)', async () => {
    const title = async (language: string, brand?: string) =>
      (await announcements({ types: 'PR', language }, brand)).promotion?.find((item) => item.id === 'p-welcome')?.title;
    expect(await title('en')).toBe('Welcome bonus 100%');
    expect(await title('ms')).toBe('Bonus alu-aluan 100%');
    expect(await title('zh-CN')).toBe('新会员首存100%红利');
    expect(await title('pt')).toBe('Bónus de boas-vindas 100%');
    expect(await title('CN')).toBe('新会员首存100%红利');
    expect(await title('ja')).toBe('Welcome bonus 100%');
    // jade offers EN, CN and PT only: Malay falls back to English.
    expect(await title('ms', 'jade')).toBe('Welcome bonus 100%');
  });
});

describe('help centre (CALL-03, HELP-01, HELP-02)', () => {
  it('has FAQ with children and a terms section anchored "term", in the asked language', async () => {
    const response = await platform.call('helpCenter', { lang: 'en', device: 'WEB' });
    const sections =
      envelope<{ id: string; title: string; content: string; children: { id: string; title: string }[] }[]>(
        response,
      ).value;
    expect(sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['faq', 'term', 'privacy', 'responsible', 'deposit', 'withdrawal']),
    );
    expect(sections.find((section) => section.id === 'faq')?.children.length).toBeGreaterThan(1);
    expect(sections.find((section) => section.id === 'term')?.content).toContain('<h3>');
    expect(sections.find((section) => section.id === 'term')?.content).toContain('Aurora');
    const chinese = envelope<{ id: string; title: string }[]>(
      await platform.call('helpCenter', { lang: 'zh-CN' }),
    ).value;
    expect(chinese.find((section) => section.id === 'term')?.title).toBe('条款与条件');
  });
});

describe('raffle claim (CALL-27, PROMO-05, UNSPEC-11)', () => {
  it('refuses guests with NOT_LOGGED_IN', async () => {
    const response = await platform.call('claimRafflePromotion', { promotionId: 'p-raffle' });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe('NOT_LOGGED_IN');
  });

  it('claims a raffle once per member and refuses other promotions', async () => {
    const first = await platform.call('claimRafflePromotion', { promotionId: 'p-raffle' }, { token });
    expect(envelope<{ message: string }>(first).value.message).toMatch(/ticket is R-\d{6}/);
    // Issue 24: a second claim answers as every second claim does (rewards, missions, rebates), 409.
    const again = await platform.call('claimRafflePromotion', { promotionId: 'p-raffle' }, { token });
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toMatchObject({ success: false, code: 'ALREADY_CLAIMED' });
    expect(envelope(again).message).toContain('already joined');
    const notRaffle = await platform.call('claimRafflePromotion', { promotionId: 'p-welcome' }, { token });
    expect(envelope(notRaffle).message).toContain('not a raffle');
    const unknown = await platform.call('claimRafflePromotion', { promotionId: 'p-nope' }, { token });
    expect(envelope(unknown).code).toBe('NOT_FOUND');
  });
});

describe('missions (CALL-29, CALL-30, PROMO-07, UNSPEC-12)', () => {
  it('summary gives the badge count of rewards ready to claim and localised titles', async () => {
    const summary = envelope<{ missionLeaderboard: number; missions: { id: string; title: string; status: string }[] }>(
      await platform.call('missionSummary', { language: 'en' }, { token }),
    ).value;
    expect(summary.missionLeaderboard).toBe(2);
    expect(summary.missions.map((mission) => mission.id)).toContain('m-slots-10');
    const malay = envelope<{ missions: { title: string }[] }>(
      await platform.call('missionSummary', { language: 'ms' }, { token }),
    ).value;
    expect(malay.missions[0]?.title).toBe('Main 10 pusingan slot');
  });

  it('leaderboard ranks by score with masked accounts', async () => {
    const board = envelope<{ rank: number; account: string; score: number }[]>(
      await platform.call('missionLeaderboard', { language: 'en' }, { token }),
    ).value;
    expect(board[0]).toEqual({ rank: 1, account: 'pl***01', score: 980 });
    expect(board.map((row) => row.account)).toContain('de***er');
    expect(board.some((row) => row.account === 'demo_member')).toBe(false);
    expect((await platform.call('missionLeaderboard', {})).statusCode).toBe(401);
  });
});

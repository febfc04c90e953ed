import { byName, failReply, okReply, type FakeRoutes } from '../../tests/support/fakePlatform.ts';

/** Pictures the stories can load without a network (the brand logos Storybook serves). */
const picture = (n: number) => `/brands/${n % 2 === 0 ? 'aurora' : 'jade'}/assets/logo.svg`;

export const storyBanners = [
  { id: 'b1', groupName: 'w_home', url: picture(0), linkageType: 'PROMOTION', linkage: 'p-10' },
  { id: 'b2', groupName: 'w_home', url: picture(1), linkageType: 'ROUTE', linkage: '/rng' },
  { id: 'b3', groupName: 'w_home', url: picture(2), linkageType: 'URL', linkage: 'https://partner.example.com/' },
  { id: 'b4', groupName: 'w_home', url: picture(3), linkageType: 'NONE' },
];

export const storyNotices = [
  {
    id: 'n1',
    title: 'Scheduled maintenance on Sunday 02:00–04:00',
    content: '<p>The site is closed for upgrades on <strong>Sunday 02:00–04:00</strong> (GMT+8).</p>',
  },
  {
    id: 'n2',
    title: 'Ten new slots from PG',
    content: '<p>Try the new games in the <a href="https://example.com/rng">slots lobby</a>.</p>',
  },
  {
    id: 'n3',
    title: 'Deposit channels updated',
    content: '<p>Use the bank list in the deposit page.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
];

export const storyPromotions = [{ id: 'p-10', title: 'Weekend reload', promotionType: 'DEPOSIT' }];

export const announcementsReply = (extra: Record<string, unknown> = {}) =>
  okReply({ banners: storyBanners, notices: storyNotices, popup: [], promotion: storyPromotions, ...extra });

export const withAnnouncements = (extra: Record<string, unknown> = {}): FakeRoutes =>
  byName({ announcements: announcementsReply(extra) });

export const announcementsFail: FakeRoutes = byName({ announcements: failReply(500, 'UNKNOWN') });

export const announcementsHang: FakeRoutes = byName({ announcements: 'hang' });

const ACCOUNTS = ['de***er', 'lu***88', 'ko***i9', 'ma***an', 'sl***ot', 'wi***er', 'ja***de', 'au***ra'];
const GAMES = ['Fortune Tiger', 'Mahjong Ways', 'Lucky Koi', 'Golden Empire', 'Sweet Bonanza'];

/** 24 wins in no order: the board sorts and keeps 20. */
export const storyWinners = Array.from({ length: 24 }, (_, i) => ({
  vo: {
    account: ACCOUNTS[i % ACCOUNTS.length]!,
    winAmount: (((i * 7919) % 250000) + 0.5).toFixed(2),
    gameName: GAMES[i % GAMES.length]!,
    gameCode: `g-${i}`,
    vassalage: 'PG',
  },
}));

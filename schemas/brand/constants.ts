import type { FromSchema } from 'json-schema-to-ts';

const int = (title: string, fallback: number, minimum = 0, maximum = 1_000_000) =>
  ({ type: 'integer', title, default: fallback, minimum, maximum }) as const;

/** Business constants (FEATURES.md §32), each defined once with the spec's value as its default. */
export const constantsSchema = {
  type: 'object',
  title: 'Constants',
  additionalProperties: false,
  properties: {
    announcementPageSize: int('Announcement page size (CONST-01)', 9, 1, 50),
    announcementPagerMargin: int('Announcement pager margin (CONST-01)', 1, 0, 5),
    announcementPagerRange: int('Announcement pager range (CONST-01)', 5, 1, 15),
    lobbyPageSize: int('Lobby page size (CONST-02)', 18, 1, 60),
    lobbyPagerMargin: int('Lobby pager margin (CONST-03)', 2, 0, 5),
    lobbyPagerRange: int('Lobby pager range (CONST-03)', 5, 1, 15),
    homeSectionSize: int('Home section size (CONST-04)', 6, 1, 30),
    hotListTrimOver: int('Hot list is trimmed when longer than (CONST-05)', 12, 1, 100),
    hotListTrimTo: int('Hot list trimmed to (CONST-05)', 6, 1, 100),
    homeRecentPageSize: int('Home recent games page size (CONST-06)', 6, 1, 50),
    favouritesPageSize: int('Favourites page size (CONST-07)', 99, 1, 200),
    winnerBoardLimit: int('Winner board size (CONST-08)', 20, 1, 100),
    sidePromotionsCount: int('Side menu promotions (CONST-09)', 6, 0, 20),
    headerVendorsLargeOver: int('Large vendor menu above (CONST-10)', 10, 1, 100),
    moneyDecimals: int('Money decimals (CONST-11)', 2, 0, 4),
    captchaRefreshMs: int('Captcha refresh interval, ms (CONST-12)', 1000, 0, 60000),
    favouriteThrottleMs: int('Favourite toggle throttle, ms (CONST-13)', 1000, 0, 60000),
    smsSendThrottleMs: int('SMS send throttle, ms (CONST-14)', 1000, 0, 60000),
    smsThirdPartyCountdownSeconds: int('Third-party SMS countdown, s (CONST-15)', 60, 1, 3600),
    smsFallbackCountdownSeconds: int(
      'SMS resend wait when the platform names none, s (SMS-04, UNSPEC-76)',
      60,
      1,
      3600,
    ),
    authRetryAfterMs: int('Retry after too many attempts, ms (CONST-16)', 300000, 0, 86400000),
    rememberMeHours: int('Remember-me lifetime, hours (CONST-17)', 24, 1, 720),
    remarkMaxLength: int('Remark length (CONST-21)', 140, 1, 2000),
    uploadMaxImages: int('Images per upload (CONST-22)', 3, 0, 10),
    uploadMaxBytes: int('Bytes per image (CONST-22)', 5242880, 1, 52428800),
    csWindowWidth: int('Customer-service window width (CONST-28)', 440, 200, 2000),
    csWindowHeight: int('Customer-service window height (CONST-28)', 750, 200, 2000),
    modalOpenDelayMs: int('Modal open delay, ms (CONST-36)', 100, 0, 5000),
    chunkLoadTimeoutMs: int('Chunk load timeout, ms (CONST-37)', 120000, 1000, 600000),
    apiTimeoutMs: int('Platform call timeout, ms', 15000, 1000, 120000),
    clientType: int('Client type (CONST-31)', 3, 0, 99),
    carousel: {
      type: 'object',
      title: 'Banner carousel (CONST-34)',
      additionalProperties: false,
      properties: {
        autoplayMs: int('Autoplay interval, ms', 5000, 500, 60000),
        speedMs: int('Transition, ms', 1000, 0, 10000),
        slidesPerView: int('Slides per view', 3, 1, 6),
        spaceBetween: int('Spacing, px', 15, 0, 100),
      },
    },
    qr: {
      type: 'object',
      title: 'QR codes (CONST-35)',
      additionalProperties: false,
      properties: {
        size: int('Size, px', 200, 50, 2000),
        drawSize: int('Drawing size, px', 800, 50, 4000),
        margin: int('Margin, px', 20, 0, 200),
        errorCorrection: { type: 'string', title: 'Error correction', enum: ['L', 'M', 'Q', 'H'], default: 'M' },
        logoScale: { type: 'number', title: 'Logo scale', minimum: 0, maximum: 0.3, default: 0.2 },
        binarizeThreshold: int('Binarize threshold', 128, 0, 255),
      },
    },
  },
} as const;

export type BrandConstants = FromSchema<typeof constantsSchema, { keepDefaultedPropertiesOptional: true }>;

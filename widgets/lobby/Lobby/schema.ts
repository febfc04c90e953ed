import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

/** Lobby filters (LOBBY-03): the spec's four, and NEW where the merchant lists it (UNSPEC-52). */
export const LOBBY_FILTERS = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

const code = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' } as const;
const dialog = (title: string, description: string, fallback: string) =>
  ({ type: 'string', title, description, pattern: DIALOG_ID_PATTERN, default: fallback }) as const;

export const schema = {
  type: 'object',
  title: 'Game lobby',
  description:
    'The game list centre of one game type (LOBBY-01..10): classify menu, filters, vendor dropdown, name search, the grid of games and a pager. Filter, vendor, kind, search and page live in the address, so back and forward restore them.',
  additionalProperties: false,
  properties: {
    gameType: {
      ...code,
      title: 'Game type',
      description:
        'RNG, LIVE, FISH, PVP, BGS, SPORTS, ESPORTS, LOTT, ELOTT … Left out, the page path gives it (/rng → RNG), so one screen serves every game path.',
      examples: ['RNG', 'LIVE'],
    },
    columns: {
      type: 'integer',
      title: 'Tiles per row',
      description: 'Game tiles per row on wide screens (at most 4 on tablets, 3 on phones).',
      minimum: 2,
      maximum: 8,
      default: 6,
    },
    filters: {
      type: 'array',
      title: 'Filters',
      description:
        'Filter icons in order. NEW (newest games of the new-vendor lanes) shows only where listed (UNSPEC-52).',
      items: { type: 'string', enum: LOBBY_FILTERS },
      minItems: 1,
      uniqueItems: true,
      default: ['ALL', 'HOT', 'FAV', 'RECENT'],
    },
    showVendorFilter: {
      type: 'boolean',
      title: 'Vendor dropdown',
      description: 'Never shown for BGS (LOBBY-05).',
      default: true,
    },
    showSearch: { type: 'boolean', title: 'Name search', default: true },
    classifies: {
      type: 'object',
      title: 'Classify menu',
      description:
        'Per game type, the gameClassify values offered as a menu (LOBBY-01); a type without any shows no menu. Labels are the text keys lobby.classify.<CODE>, else the code.',
      propertyNames: { pattern: '^[A-Z][A-Z0-9_]{0,31}$' },
      additionalProperties: { type: 'array', items: code, maxItems: 20, uniqueItems: true },
      default: {
        RNG: ['VIDEO', 'MEGAWAYS', 'JACKPOT', 'CLASSIC'],
        LIVE: ['BACCARAT', 'ROULETTE', 'BLACKJACK', 'SICBO', 'DRAGONTIGER'],
        PVP: ['POKER', 'RUMMY', 'NIUNIU', 'MAHJONG'],
        ELOTT: ['KENO', 'PK10', 'DICE', 'NUMBERS'],
      },
    },
    loginDialog: dialog(
      'Login dialog',
      'Opened for a visitor who picks a game, a favourite, or the favourite and recent filters.',
      'login',
    ),
    trialDialog: dialog(
      'Real-account notice',
      'Opened for a trial account that picks a game (GAME-04).',
      'realAccount',
    ),
    vendorDialog: dialog('Vendor games dialog', 'Lists the games of a vendor entry (GAME-06).', 'vendorGames'),
  },
  examples: [
    { columns: 6, filters: ['ALL', 'HOT', 'FAV', 'RECENT'] },
    { gameType: 'LIVE', columns: 4, filters: ['ALL', 'HOT', 'NEW'], showVendorFilter: false },
  ],
} as const;

export type LobbyProps = WidgetProps<typeof schema>;

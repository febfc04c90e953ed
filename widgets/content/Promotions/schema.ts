import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogs.ts';

/** PROMO-01: the categories, as the platform's `promotionType` codes (RAFFLE is listed under OTHERS). */
export const PROMOTION_CATEGORIES = ['OTHER', 'SPORTS', 'LIVE', 'SLOTS', 'POKER', 'FISHING', 'LOTTERY', 'REBATE', 'POINTS', 'RANK', 'DEPOSIT', 'DOWNLOAD', 'NEWPLAYER', 'GAME', 'OTHERS'] as const;

export const schema = {
  type: 'object',
  title: 'Promotions',
  description:
    'The promotions page (ROUTE-13, PROMO-01..06): category tabs, the promotions with their status, and the selected one’s detail; the address’s hash is the selected promotion’s id. Raffle promotions are joined here (CALL-27).',
  additionalProperties: false,
  properties: {
    layout: {
      type: 'string',
      title: 'Layout',
      description: '"list": a list beside the detail; "cards": cards in a grid above the detail.',
      enum: ['list', 'cards'],
      default: 'list',
      examples: ['cards'],
    },
    categories: {
      type: 'array',
      title: 'Categories',
      description: 'The category tabs after "All", in order; a tab shows only when a promotion of it exists (PROMO-01).',
      items: { type: 'string', enum: PROMOTION_CATEGORIES },
      uniqueItems: true,
      default: [...PROMOTION_CATEGORIES],
      examples: [['DEPOSIT', 'NEWPLAYER', 'OTHERS']],
    },
    referralIds: {
      type: 'array',
      title: 'Referral promotions',
      description: 'Ids of the referral promotions: shown to members, and to visitors only where the REFERRALPROMO switch is on (PROMO-04, FLAG-18).',
      items: { type: 'string', minLength: 1, maxLength: 64 },
      default: ['p-referral'],
      examples: [['p-referral']],
    },
    loginDialog: {
      type: 'string',
      title: 'Login dialog',
      description: 'The dialog a visitor gets on "Join" (the claim needs a member).',
      pattern: DIALOG_ID_PATTERN,
      default: 'login',
      examples: ['login'],
    },
  },
  examples: [{ layout: 'list' }, { layout: 'cards', categories: ['DEPOSIT', 'NEWPLAYER', 'OTHERS'] }],
} as const;

export type PromotionsProps = WidgetProps<typeof schema>;

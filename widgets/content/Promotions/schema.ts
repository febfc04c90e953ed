import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';
import { PERIOD_CODES, PROMOTION_CATEGORIES } from '../../../schemas/vocabulary.ts';

/** PROMO-03, ENT-17: the period codes a promotion runs by — daily, weekly, half-monthly, monthly. */
export const PROMOTION_PERIODS = PERIOD_CODES;

/** PROMO-01: the categories, as the platform's `promotionType` codes (RAFFLE is listed under OTHERS). */
export { PROMOTION_CATEGORIES };

export const schema = {
  type: 'object',
  title: 'Promotions',
  description:
    'The promotions page (ROUTE-13, PROMO-01..06, PROMO-09): category tabs and the promotions with their status and period; a promotion opens as a sheet over the list, and the address’s hash is the open promotion’s id. Raffle promotions are joined there (CALL-27).',
  additionalProperties: false,
  properties: {
    layout: {
      type: 'string',
      title: 'Layout',
      description:
        '"list": one promotion a row; "cards": cards in a grid. Either way a promotion opens as a sheet over them.',
      enum: ['list', 'cards'],
      default: 'list',
      examples: ['cards'],
    },
    categories: {
      type: 'array',
      title: 'Categories',
      description:
        'The category tabs after "All", in order; a tab shows only when a promotion of it exists (PROMO-01).',
      items: { type: 'string', enum: PROMOTION_CATEGORIES },
      uniqueItems: true,
      default: [...PROMOTION_CATEGORIES],
      examples: [['DEPOSIT', 'NEWPLAYER', 'OTHERS']],
    },
    referralIds: {
      type: 'array',
      title: 'Referral promotions',
      description:
        'Ids of the referral promotions: shown to members, and to visitors only where the REFERRALPROMO switch is on (PROMO-04, FLAG-18).',
      items: { type: 'string', minLength: 1, maxLength: 64 },
      default: ['p-referral'],
      examples: [['p-referral']],
    },
    periods: {
      type: 'object',
      title: 'Periods',
      description:
        'The period each promotion runs by, by promotion id: D daily, W weekly, H half-monthly, M monthly (PROMO-03, ENT-17). Shown in the list and the detail; a promotion not named here shows none.',
      propertyNames: { minLength: 1, maxLength: 64 },
      additionalProperties: { type: 'string', title: 'Period', enum: PROMOTION_PERIODS },
      default: {},
      examples: [{ 'p-weekend': 'W', 'p-rebate': 'D' }],
    },
    zaloBonus: {
      type: 'boolean',
      title: 'Zalo bonus note',
      description:
        'Show the note that adding a Zalo number earns a bonus of up to 131K, with a link to where the number is added (PROMO-09, CONST-25).',
      default: true,
    },
    zaloLink: {
      ...linkTargetSchema,
      title: 'Zalo number link',
      description:
        'Where the Zalo note leads: the page where the player adds the number (the member centre’s account page).',
      default: '/member?page=securityCenter',
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
  examples: [
    { layout: 'list' },
    {
      layout: 'cards',
      categories: ['DEPOSIT', 'NEWPLAYER', 'OTHERS'],
      periods: { 'p-weekend': 'W' },
      zaloBonus: false,
    },
  ],
} as const;

export type PromotionsProps = WidgetProps<typeof schema>;

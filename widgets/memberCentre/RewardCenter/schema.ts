import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Reward centre',
  description:
    "The member centre's reward centre (MC-11, CALL-120): the promotions with the member's activity status (000 §4, UNSPEC-04), a Join or Claim button where the member can act (CALL-121), the bonus paid into the wallet once. With promotion types and the envelope look it is the red envelope screen (MC-19): the raffle promotions, joined for a ticket (PROMO-05).",
  additionalProperties: false,
  properties: {
    promotionTypes: {
      type: 'array',
      title: 'Promotion types',
      description: 'Only promotions of these types (RAFFLE …); empty: every promotion.',
      items: { type: 'string', pattern: '^[A-Z_]{2,20}$' },
      uniqueItems: true,
      default: [],
    },
    look: {
      type: 'string',
      title: 'Look',
      description: 'cards, or red envelopes (MC-19).',
      enum: ['cards', 'envelopes'],
      default: 'cards',
    },
  },
  examples: [
    { promotionTypes: [], look: 'cards' },
    { promotionTypes: ['RAFFLE'], look: 'envelopes' },
  ],
} as const;

export type RewardCenterProps = WidgetProps<typeof schema>;

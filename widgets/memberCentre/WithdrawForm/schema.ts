import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Withdrawal',
  description:
    'The member centre withdrawal page (MC-05, WALLET-04..06): balance and available balance, the payout account, the amount within the limits and the payment password; the withdrawals with their statuses (applying, rejected with the reason, passed), changing live, and the receipt confirmations waiting: confirm, not received with proof images, or confirm all (CALL-79..84).',
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', minimum: 5, maximum: 50, default: 10, title: 'Withdrawals listed per page' },
  },
  examples: [{ pageSize: 10 }],
} as const;

export type WithdrawFormProps = WidgetProps<typeof schema>;

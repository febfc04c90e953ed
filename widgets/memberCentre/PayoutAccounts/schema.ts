import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Payout accounts',
  description:
    "The security center's payout accounts (MC-02, WALLET-04, CALL-75..77): the accounts a withdrawal is paid to, held in the member's real name; add one (a bank the brand pays out to, the account number, the payment password; the real name once, with the first account) and remove one after confirming with the payment password.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type PayoutAccountsProps = WidgetProps<typeof schema>;

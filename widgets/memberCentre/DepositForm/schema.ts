import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Deposit',
  description:
    "The member centre deposit page (MC-04, WALLET-03): the balance, the brand's deposit methods with their limits, fee and preset amounts; a bank transfer shows the account and the reference to quote, each with a copy button, an e-wallet or card opens the payment page, and the result comes into view and focus; the deposit's status follows live; the recent deposits are listed with their state (waiting, paid, expired, rejected), changing live (CALL-71..74, MC-18).",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type DepositFormProps = WidgetProps<typeof schema>;

import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Wallet transfer',
  description:
    "The member centre wallet page (MC-03, WALLET-02): each wallet's balance as the platform reports it, with a move of one wallet or of all back to main, and a transfer between the main wallet and a vendor's wallet, either way (CALL-20). Where the platform runs a single wallet (CALL-61) it says that no transfer is needed. The header balance follows at once.",
  additionalProperties: false,
  properties: {
    wallets: {
      type: 'array',
      title: 'Vendor wallets',
      description:
        'Codes of the vendors that keep a wallet of their own, offered beside the main wallet when the platform does not list its wallets.',
      items: { type: 'string', title: 'Vendor code', pattern: '^[A-Z0-9_]{1,32}$' },
      uniqueItems: true,
      minItems: 1,
      maxItems: 40,
      default: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    },
  },
  examples: [{ wallets: ['PG', 'JDB', 'CQ9'] }],
} as const;

export type WalletTransferFormProps = WidgetProps<typeof schema>;

import { defineCall, relay } from '../define.ts';
import { moneySchema } from '../entities.ts';
import { idempotencyKeySchema } from './cashier.ts';

/** One transfer wallet's balance (WALLET-02): a vendor's code and what it holds. */
export const vendorWalletSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['wallet', 'balance'],
  properties: { wallet: { type: 'string', minLength: 1, maxLength: 32 }, balance: moneySchema },
} as const;

/** CALL-19: wallet balance (HEADER-02, WALLET-01). */
export const walletBalance = defineCall({
  policy: { refreshOnFocus: true }, // a round played in a game window shows on return (issue 15)
  id: 'CALL-19',
  name: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  encrypted: false,
  moduleId: 'wallet',
  response: {
    type: 'object',
    required: ['balance'],
    properties: {
      balance: moneySchema,
      currencySymbol: { type: 'string', maxLength: 8 },
      wallets: {
        type: 'array',
        maxItems: 40,
        items: vendorWalletSchema,
        description:
          'Transfer wallets only (UNSPEC-08, MC-03): each vendor wallet the member can move money to and from, with its balance; `balance` stays the main wallet. Left out where the brand runs a single wallet (CALL-61).',
      },
    },
    examples: [
      { balance: '1250.50', currencySymbol: 'RM' },
      { balance: '1250.50', currencySymbol: 'RM', wallets: [{ wallet: 'PG', balance: '50.00' }] },
    ],
  },
});

/** CALL-20: wallet transfer (WALLET-02, UNSPEC-08). */
export const walletTransfer = defineCall({
  policy: { invalidates: ['walletBalance'] },
  id: 'CALL-20',
  name: 'walletTransfer',
  method: 'POST',
  path: relay('GCS_walletTransfer'),
  token: true,
  encrypted: false,
  moduleId: 'GCS',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['fromWallet', 'toWallet', 'amount'],
    properties: {
      fromWallet: { type: 'string', minLength: 1, maxLength: 32 },
      toWallet: { type: 'string', minLength: 1, maxLength: 32 },
      amount: { ...moneySchema, pattern: '^\\d+(\\.\\d{1,2})?$' },
      idempotencyKey: {
        ...idempotencyKeySchema,
        description: 'Optional here for older players; the same key twice moves money once.',
      },
    },
    examples: [
      { fromWallet: 'MAIN', toWallet: 'PG', amount: '100.00' },
      { fromWallet: 'PG', toWallet: 'MAIN', amount: '20.50', idempotencyKey: '3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b' },
    ],
  },
  response: {
    type: 'object',
    required: ['balance'],
    properties: { balance: moneySchema, message: { type: 'string', maxLength: 1000 } },
    examples: [{ balance: '1150.50', message: 'Transfer successful' }],
  },
});

/** CALL-61: merchant wallet mode (GAME-13), cached. */
export const merchantWallet = defineCall({
  policy: { sessionCached: true }, // CALL-61: "wallet mode (cached)", GAME-13
  id: 'CALL-61',
  name: 'merchantWallet',
  method: 'GET',
  path: relay('GCS_merchantWallet'),
  token: true,
  encrypted: false,
  moduleId: 'GCS',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { isSingle: { type: 'boolean' } },
    examples: [{ isSingle: true }],
  },
  response: {
    type: 'object',
    required: ['isSingle'],
    properties: { isSingle: { type: 'boolean', description: 'Single (seamless) wallet vs transfer wallets.' } },
    examples: [{ isSingle: true }],
  },
});

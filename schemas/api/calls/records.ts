import { defineCall, relay } from '../define.ts';
import { idSchema, moneySchema } from '../entities.ts';
import { BET_OUTCOMES, LEDGER_KINDS, RECORD_PRODUCTS } from '../../vocabulary.ts';
import { periodQueryProperties, periodSchema, recordPageOf } from './cashier.ts';

/**
 * The member's records (MC-07..09, bonus details): one page at a time from the server, totals over
 * the whole filter, periods as inclusive days in the brand's reporting time zone, which every answer
 * names in `period.timeZone`. Records are kept 12 months; a period reaching further back is refused.
 */

const timestampSchema = { type: 'string', format: 'date-time' } as const;
const examplePeriod = { startDate: '2026-11-14', endDate: '2026-11-20', timeZone: 'Asia/Kuala_Lumpur' } as const;

export const ledgerKindSchema = {
  type: 'string',
  enum: LEDGER_KINDS,
  description:
    "withdrawal: the hold when applying; withdrawalRelease: money back when rejected or cancelled; transfer: to or from a vendor wallet or the upline; commission, dividend and the salaries: an agent's income (AG-07).",
} as const;

/** MC-07, AG-05: a betting record's product filter; the rows keep their game's own type. */
export const recordProductSchema = {
  type: 'string',
  enum: RECORD_PRODUCTS,
  description:
    'Product: each a game type (GAME-01) but LOTTERY, which finds the bets of both lottery types, LOTT and ELOTT.',
} as const;

/** CALL-88: betting record (MC-07): the rounds played, filtered by game type, vendor and status. */
export const bettingRecord = defineCall({
  id: 'CALL-88',
  name: 'bettingRecord',
  method: 'GET',
  path: relay('RPT_bettingRecord'),
  token: true,
  encrypted: false,
  moduleId: 'RPT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodQueryProperties,
      gameType: recordProductSchema,
      vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
      status: {
        type: 'string',
        enum: BET_OUTCOMES,
        description: 'won: paid more than 0; lost: paid nothing. Demo rounds settle at once.',
      },
    },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-01', endDate: '2026-11-30', gameType: 'RNG' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: ['betId', 'gameName', 'vendor', 'gameType', 'stake', 'payout', 'winLoss', 'status', 'createdAt'],
        properties: {
          betId: idSchema,
          gameName: { type: 'string', maxLength: 200 },
          vendor: { type: 'string', maxLength: 32 },
          gameType: { type: 'string', maxLength: 16 },
          stake: moneySchema,
          payout: moneySchema,
          winLoss: { ...moneySchema, description: "payout − stake, from the member's side." },
          status: { type: 'string', enum: BET_OUTCOMES },
          createdAt: timestampSchema,
        },
      },
      {
        type: 'object',
        required: ['stake', 'payout', 'winLoss'],
        properties: { stake: moneySchema, payout: moneySchema, winLoss: moneySchema },
      },
    ),
    examples: [
      {
        list: [
          {
            betId: 'B88121',
            gameName: 'Fortune Dragon',
            vendor: 'PG',
            gameType: 'RNG',
            stake: '10.00',
            payout: '25.00',
            winLoss: '15.00',
            status: 'won',
            createdAt: '2026-11-20T10:00:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { stake: '10.00', payout: '25.00', winLoss: '15.00' },
      },
    ],
  },
});

/** CALL-89: account record (MC-08): every ledger row of the main wallet, filtered by kind. */
export const accountRecord = defineCall({
  id: 'CALL-89',
  name: 'accountRecord',
  method: 'GET',
  path: relay('RPT_accountRecord'),
  token: true,
  encrypted: false,
  moduleId: 'RPT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, kind: ledgerKindSchema },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-14', endDate: '2026-11-20', kind: 'deposit' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: ['entryId', 'kind', 'amount', 'balanceAfter', 'reason', 'reference', 'createdAt'],
        properties: {
          entryId: idSchema,
          kind: ledgerKindSchema,
          amount: { ...moneySchema, description: 'Signed: money in is positive, money out negative.' },
          balanceAfter: moneySchema,
          reason: { type: 'string', maxLength: 200 },
          reference: {
            type: 'string',
            maxLength: 64,
            description: 'The deposit, withdrawal, transfer or bet it belongs to.',
          },
          createdAt: timestampSchema,
        },
      },
      {
        type: 'object',
        required: ['moneyIn', 'moneyOut', 'net'],
        properties: { moneyIn: moneySchema, moneyOut: moneySchema, net: moneySchema },
      },
    ),
    examples: [
      {
        list: [
          {
            entryId: 'L5012',
            kind: 'deposit',
            amount: '100.00',
            balanceAfter: '1250.50',
            reason: 'Deposit by bank transfer (Maybank)',
            reference: 'D1001',
            createdAt: '2026-11-20T10:05:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { moneyIn: '100.00', moneyOut: '0.00', net: '100.00' },
      },
    ],
  },
});

/**
 * CALL-90: profit and loss statement for a period (MC-09): opening balance, the movements by kind,
 * closing balance. opening + every movement = closing, to the cent, as the ledger has it.
 */
export const profitLoss = defineCall({
  id: 'CALL-90',
  name: 'profitLoss',
  method: 'GET',
  path: relay('RPT_profitLoss'),
  token: true,
  encrypted: false,
  moduleId: 'RPT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { startDate: periodQueryProperties.startDate, endDate: periodQueryProperties.endDate },
    examples: [{ startDate: '2026-11-01', endDate: '2026-11-30' }],
  },
  response: {
    type: 'object',
    required: [
      'period',
      'openingBalance',
      'deposits',
      'withdrawals',
      'transfers',
      'stakes',
      'wins',
      'bonuses',
      'rebates',
      'adjustments',
      'closingBalance',
      'gameWinLoss',
    ],
    properties: {
      period: periodSchema,
      openingBalance: moneySchema,
      deposits: moneySchema,
      withdrawals: { ...moneySchema, description: 'Negative: holds of withdrawals applied for, net of releases.' },
      transfers: { ...moneySchema, description: 'Net of vendor-wallet and upline transfers.' },
      stakes: { ...moneySchema, description: 'Negative.' },
      wins: moneySchema,
      bonuses: moneySchema,
      rebates: moneySchema,
      adjustments: moneySchema,
      closingBalance: moneySchema,
      gameWinLoss: { ...moneySchema, description: "wins + stakes: the member's result at the games." },
    },
    examples: [
      {
        period: { startDate: '2026-11-01', endDate: '2026-11-30', timeZone: 'Asia/Kuala_Lumpur' },
        openingBalance: '1000.00',
        deposits: '300.00',
        withdrawals: '-200.00',
        transfers: '-50.00',
        stakes: '-120.00',
        wins: '95.50',
        bonuses: '10.00',
        rebates: '1.20',
        adjustments: '0.00',
        closingBalance: '1036.70',
        gameWinLoss: '-24.50',
      },
    ],
  },
});

/** CALL-91: bonus details: bonus and rebate rows of the ledger. */
export const bonusDetails = defineCall({
  id: 'CALL-91',
  name: 'bonusDetails',
  method: 'GET',
  path: relay('RPT_bonusDetails'),
  token: true,
  encrypted: false,
  moduleId: 'RPT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, kind: { type: 'string', enum: ['bonus', 'rebate'] } },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-14', endDate: '2026-11-20' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: ['entryId', 'kind', 'amount', 'reason', 'createdAt'],
        properties: {
          entryId: idSchema,
          kind: { type: 'string', enum: ['bonus', 'rebate'] },
          amount: moneySchema,
          reason: { type: 'string', maxLength: 200 },
          createdAt: timestampSchema,
        },
      },
      {
        type: 'object',
        required: ['bonus', 'rebate', 'total'],
        properties: { bonus: moneySchema, rebate: moneySchema, total: moneySchema },
      },
    ),
    examples: [
      {
        list: [
          {
            entryId: 'L4990',
            kind: 'bonus',
            amount: '10.00',
            reason: 'Welcome bonus',
            createdAt: '2026-11-18T08:00:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { bonus: '10.00', rebate: '0.00', total: '10.00' },
      },
    ],
  },
});

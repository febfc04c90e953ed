import { CONTRACT_KINDS, CONTRACT_ROLES, CONTRACT_STATUSES, PERIOD_CODES } from '../../vocabulary.ts';
import { defineCall, relay } from '../define.ts';
import { idSchema, messageResultSchema, moneySchema } from '../entities.ts';
import {
  amountSchema,
  idempotencyKeySchema,
  paymentPasswordSchema,
  periodQueryProperties,
  recordPageOf,
} from './cashier.ts';

/** CALL-21: consolidated funds / contract flags (CONTRACT-03, AG-09..12). */
export const fundsConsolidated = defineCall({
  id: 'CALL-21',
  name: 'fundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  token: true,
  encrypted: false,
  moduleId: 'member',
  response: {
    type: 'object',
    properties: {
      dailysalreqtype: { type: 'integer', minimum: 0 },
      divtypereq: { type: 'integer', minimum: 0 },
      contracthoursalreq: { type: 'integer', minimum: 0 },
      realtimesalreqtype: { type: 'integer', minimum: 0 },
      info: {
        type: 'object',
        additionalProperties: { type: 'boolean' },
        description: 'Info flags, e.g. pending requests (UNSPEC-72).',
      },
    },
    examples: [
      {
        dailysalreqtype: 1,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        info: { pendingDividend: false, pendingDailySalary: true },
      },
    ],
  },
});

/** Contract action payload shared by the four contract calls (UNSPEC-09). */
const contractBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    requestId: { type: 'string', minLength: 1, maxLength: 64 },
    contractId: { type: 'string', minLength: 1, maxLength: 64 },
    action: { type: 'string', enum: ['new', 'accept', 'reject', 'terminate'] },
    downline: { type: 'string', minLength: 1, maxLength: 64, description: 'Downline account.' },
    rate: { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?$', description: 'Percentage as decimal string.' },
    period: {
      type: 'string',
      enum: PERIOD_CODES,
      description:
        'ENT-17; dividends settle per this period, salaries on their own clock (daily, hourly, every 5 minutes).',
    },
    minActiveMembers: {
      type: 'integer',
      minimum: 0,
      maximum: 100000,
      description:
        'CONTRACT-02 "active members": members of the downline\'s team with a bet in the period needed to be paid.',
    },
    minBet: {
      ...amountSchema,
      description: 'CONTRACT-02 "daily/hourly bet amount": the team\'s valid bet in the period needed to be paid.',
    },
    proceed: {
      type: 'boolean',
      description:
        'CONTRACT-07: go ahead with a rate below what the downline pays its own downline, ending that contract.',
    },
  },
  examples: [
    { action: 'new', downline: 'agent_down1', rate: '1.50', period: 'D', minActiveMembers: 3, minBet: '1000.00' },
  ],
} as const;

const contractCall = <const I extends `CALL-${string}`, const N extends string, const R extends string>(
  id: I,
  name: N,
  relayName: R,
) =>
  defineCall({
    id,
    name,
    method: 'POST',
    path: relay(relayName),
    token: true,
    encrypted: false,
    moduleId: 'contract',
    body: contractBody,
    response: messageResultSchema,
    // The agent's contracts and the funds they settle from change with every action.
    policy: { invalidates: ['contractList', 'fundsConsolidated'] },
  });

/** CALL-22..25 (CONTRACT-05). */
export const processDividendReq = contractCall('CALL-22', 'processDividendReq', 'processDividendReq');
export const processDailySalContract = contractCall('CALL-23', 'processDailySalContract', 'processDailySalContract');
export const processContractHourSalary = contractCall(
  'CALL-24',
  'processContractHourSalary',
  'processContractHourSalary',
);
export const processRealTimeSalaryContract = contractCall(
  'CALL-25',
  'processRealTimeSalaryContract',
  'processRealTimeSalaryContract',
);

const contractKindSchema = { type: 'string', enum: CONTRACT_KINDS, description: 'CONTRACT-01.' } as const;
const timestampSchema = { type: 'string', format: 'date-time' } as const;

/** CALL-140: the member's contracts, as upline (offered) and as downline (held or awaiting an answer), newest first (CONTRACT-04, CONTRACT-10). */
export const contractList = defineCall({
  id: 'CALL-140',
  name: 'contractList',
  method: 'GET',
  path: relay('contractList'),
  token: true,
  encrypted: false,
  moduleId: 'contract',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      kind: contractKindSchema,
      role: { type: 'string', enum: CONTRACT_ROLES },
      status: { type: 'string', enum: CONTRACT_STATUSES },
    },
    examples: [{ kind: 'dailySalary', role: 'upline' }],
  },
  response: {
    type: 'object',
    required: ['list'],
    properties: {
      list: {
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          required: [
            'contractId',
            'kind',
            'role',
            'upline',
            'downline',
            'rate',
            'period',
            'minActiveMembers',
            'minBet',
            'status',
            'createdAt',
          ],
          properties: {
            contractId: idSchema,
            kind: contractKindSchema,
            role: { type: 'string', enum: CONTRACT_ROLES, description: "The member's side of it." },
            upline: { type: 'string', maxLength: 64 },
            downline: { type: 'string', maxLength: 64 },
            rate: { type: 'string', pattern: '^\\d{1,3}\\.\\d{2}$' },
            period: { type: 'string', enum: PERIOD_CODES },
            minActiveMembers: { type: 'integer', minimum: 0 },
            minBet: moneySchema,
            status: { type: 'string', enum: CONTRACT_STATUSES },
            createdAt: timestampSchema,
            acceptedAt: timestampSchema,
            endedAt: timestampSchema,
          },
        },
      },
    },
    examples: [
      {
        list: [
          {
            contractId: 'C-3',
            kind: 'dailySalary',
            role: 'upline',
            upline: 'demo_agent',
            downline: 'agent_down1',
            rate: '1.50',
            period: 'D',
            minActiveMembers: 0,
            minBet: '0.00',
            status: 'accepted',
            createdAt: '2026-11-20T10:00:00Z',
            acceptedAt: '2026-11-20T11:00:00Z',
          },
        ],
      },
    ],
  },
});

/** CALL-141: what the member's contracts paid, one settlement per contract and period (AG-09..12, CONTRACT-02, CONTRACT-08). */
export const contractPayments = defineCall({
  id: 'CALL-141',
  name: 'contractPayments',
  method: 'GET',
  path: relay('contractPayments'),
  token: true,
  encrypted: false,
  moduleId: 'contract',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodQueryProperties,
      kind: contractKindSchema,
      paidOnly: { type: 'boolean', description: 'Only periods that paid more than 0.' },
      side: {
        type: 'string',
        enum: ['received', 'paid'],
        default: 'received',
        description:
          "received: what the member's own contracts paid it; paid: what it paid its downlines under contracts it offered.",
      },
    },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-14', endDate: '2026-11-20', kind: 'dailySalary' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: [
          'settlementId',
          'contractId',
          'kind',
          'periodStart',
          'periodEnd',
          'activeMembers',
          'rate',
          'validBet',
          'profitLoss',
          'amount',
          'downline',
        ],
        properties: {
          settlementId: idSchema,
          contractId: idSchema,
          downline: { type: 'string', maxLength: 64, description: 'The contract holder, who was paid.' },
          kind: contractKindSchema,
          periodStart: timestampSchema,
          periodEnd: timestampSchema,
          activeMembers: { type: 'integer', minimum: 0 },
          rate: { type: 'string', maxLength: 8 },
          validBet: moneySchema,
          profitLoss: {
            ...moneySchema,
            description: "The team's wins minus stakes in the period (the players' side).",
          },
          amount: moneySchema,
        },
      },
      { type: 'object', required: ['validBet', 'amount'], properties: { validBet: moneySchema, amount: moneySchema } },
    ),
    examples: [
      {
        list: [
          {
            settlementId: 'S7',
            contractId: 'C-3',
            downline: 'agent_down1',
            kind: 'dailySalary',
            periodStart: '2026-11-19T16:00:00Z',
            periodEnd: '2026-11-20T16:00:00Z',
            activeMembers: 2,
            rate: '1.50',
            validBet: '1000.00',
            profitLoss: '-120.00',
            amount: '15.00',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: { startDate: '2026-11-14', endDate: '2026-11-20', timeZone: 'Asia/Kuala_Lumpur' },
        totals: { validBet: '1000.00', amount: '15.00' },
      },
    ],
  },
});

/** CALL-142: an agent transfers money to a downline of its team (ROLE-10); encrypted: carries the payment password. */
export const transferDownline = defineCall({
  policy: { invalidates: ['walletBalance', 'downlineTransferInfo', 'teamMembers'] },
  id: 'CALL-142',
  name: 'transferDownline',
  method: 'POST',
  path: relay('CSH_transferDownline'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['downline', 'amount', 'paymentPassword', 'idempotencyKey'],
    properties: {
      downline: { type: 'string', minLength: 1, maxLength: 64, description: 'The downline account.' },
      amount: amountSchema,
      paymentPassword: paymentPasswordSchema,
      remark: { type: 'string', maxLength: 140 },
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      {
        downline: 'player_down1',
        amount: '50.00',
        paymentPassword: '246810',
        idempotencyKey: '7c4d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f',
      },
    ],
  },
  response: {
    type: 'object',
    required: ['transferId', 'amount', 'balance'],
    properties: {
      transferId: idSchema,
      amount: moneySchema,
      balance: moneySchema,
      message: { type: 'string', maxLength: 1000 },
    },
    examples: [
      { transferId: 'N4', amount: '50.00', balance: '8750.00', message: 'Transferred 50.00 to player_down1.' },
    ],
  },
});

import { defineCall, relay } from '../define.ts';
import { idSchema, moneySchema } from '../entities.ts';
import { ACCOUNT_KINDS, BET_OUTCOMES, INCOME_KINDS, TEAM_MEMBER_STATUSES } from '../../vocabulary.ts';
import { periodQueryProperties, periodSchema, recordPageOf } from './cashier.ts';
import { ledgerKindSchema, recordProductSchema } from './records.ts';

/**
 * The agent centre's team calls (issue 17, AG-02..08, ROLE-09): for agents only — a member gets
 * NOT_AGENT on every one. An agent's team is everyone below it, at every level; an account id of
 * anyone else answers NOT_FOUND, exactly as an id that does not exist. Lists are paged with totals
 * over the whole filter, periods are inclusive days in the brand's reporting time zone (as the
 * member's records, records.ts).
 */

const timestampSchema = { type: 'string', format: 'date-time' } as const;
const examplePeriod = { startDate: '2026-11-01', endDate: '2026-11-30', timeZone: 'Asia/Kuala_Lumpur' } as const;
/** An account of the team: 'U' and its number. */
const memberIdSchema = {
  type: 'string',
  pattern: '^U\\d{1,15}$',
  maxLength: 16,
  description: "An account of the agent's team.",
} as const;
const accountKindSchema = { type: 'string', enum: ACCOUNT_KINDS } as const;
const periodOnly = { startDate: periodQueryProperties.startDate, endDate: periodQueryProperties.endDate } as const;
/** The way down to a drilled-into account: for the breadcrumb back, to any depth (issue 27). */
const trailSchema = {
  type: 'array',
  maxItems: 64,
  description: "From the agent's own downline to the account drilled into, each step an account of the team.",
  items: {
    type: 'object',
    required: ['memberId', 'account'],
    properties: { memberId: memberIdSchema, account: { type: 'string', maxLength: 64 } },
  },
} as const;
/** A team page with the breadcrumb of its drill-down. */
const drilledPageOf = <const I extends object, const T extends object>(items: I, totals: T) => {
  const page = recordPageOf(items, totals);
  return { ...page, properties: { ...page.properties, trail: trailSchema } } as const;
};
const downlinesSchema = {
  type: 'integer',
  minimum: 0,
  description: 'Accounts below this one, every level: more than 0 can be drilled into.',
} as const;

/** CALL-110: team overview for a period (AG-02). */
export const teamOverview = defineCall({
  id: 'CALL-110',
  name: 'teamOverview',
  method: 'GET',
  path: relay('AGT_teamOverview'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: periodOnly,
    examples: [{ startDate: '2026-11-01', endDate: '2026-11-30' }],
  },
  response: {
    type: 'object',
    required: [
      'period',
      'members',
      'directMembers',
      'agents',
      'activeMembers',
      'newMembers',
      'deposits',
      'withdrawals',
      'bets',
      'stakes',
      'payouts',
      'winLoss',
    ],
    properties: {
      period: periodSchema,
      members: { type: 'integer', minimum: 0, description: 'Accounts below the agent, every level.' },
      directMembers: { type: 'integer', minimum: 0, description: 'Accounts right below the agent.' },
      agents: { type: 'integer', minimum: 0, description: 'Sub-agents among the members.' },
      activeMembers: { type: 'integer', minimum: 0, description: 'Members who placed at least one bet in the period.' },
      newMembers: { type: 'integer', minimum: 0, description: 'Accounts opened in the period.' },
      deposits: moneySchema,
      withdrawals: { ...moneySchema, description: 'Applied for, net of those returned.' },
      bets: { type: 'integer', minimum: 0 },
      stakes: moneySchema,
      payouts: moneySchema,
      winLoss: {
        ...moneySchema,
        description: "payouts − stakes: the team's result at the games (negative: the team lost).",
      },
    },
    examples: [
      {
        period: examplePeriod,
        members: 3,
        directMembers: 2,
        agents: 1,
        activeMembers: 2,
        newMembers: 0,
        deposits: '500.00',
        withdrawals: '120.00',
        bets: 42,
        stakes: '840.00',
        payouts: '760.50',
        winLoss: '-79.50',
      },
    ],
  },
});

/** CALL-111: team management (AG-04): the team's accounts, searched by name, with balance and last login. */
export const teamMembers = defineCall({
  id: 'CALL-111',
  name: 'teamMembers',
  method: 'GET',
  path: relay('AGT_teamMembers'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageNo: periodQueryProperties.pageNo,
      pageSize: periodQueryProperties.pageSize,
      search: { type: 'string', maxLength: 64, description: 'Part of the account name or nickname.' },
      parentId: { ...memberIdSchema, description: 'Drill down: only the accounts right below this one of the team.' },
      level: {
        type: 'integer',
        minimum: 1,
        maximum: 64,
        description: 'Only the accounts this far below the agent; 1: its direct team.',
      },
      kind: accountKindSchema,
      status: {
        type: 'string',
        enum: TEAM_MEMBER_STATUSES,
        description: 'new: has not yet logged in and changed the first password.',
      },
    },
    examples: [{ pageNo: 1, pageSize: 20, search: 'down' }, { level: 1 }, { parentId: 'U3' }],
  },
  response: {
    ...drilledPageOf(
      {
        type: 'object',
        required: [
          'memberId',
          'account',
          'nickname',
          'kind',
          'level',
          'upline',
          'downlines',
          'balance',
          'status',
          'lastLoginAt',
          'createdAt',
        ],
        properties: {
          memberId: memberIdSchema,
          account: { type: 'string', maxLength: 64 },
          nickname: { type: 'string', maxLength: 64 },
          kind: accountKindSchema,
          level: { type: 'integer', minimum: 1, description: '1: right below the agent.' },
          upline: { type: 'string', maxLength: 64 },
          uplineId: {
            ...memberIdSchema,
            description: "The upline's id when it is of the team (not the agent itself).",
          },
          downlines: downlinesSchema,
          balance: moneySchema,
          status: { type: 'string', enum: TEAM_MEMBER_STATUSES },
          lastLoginAt: { anyOf: [timestampSchema, { type: 'null' }] },
          createdAt: timestampSchema,
        },
      },
      { type: 'object', required: ['balance'], properties: { balance: moneySchema } },
    ),
    examples: [
      {
        list: [
          {
            memberId: 'U4',
            account: 'player_down1',
            nickname: 'Downline One',
            kind: 'member',
            level: 1,
            upline: 'demo_agent',
            downlines: 0,
            balance: '420.00',
            status: 'active',
            lastLoginAt: '2026-11-20T10:00:00Z',
            createdAt: '2026-11-01T08:00:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { balance: '420.00' },
      },
    ],
  },
});

/** CALL-112: team betting (AG-05): the team's bets, by account, product and result. */
export const teamBets = defineCall({
  id: 'CALL-112',
  name: 'teamBets',
  method: 'GET',
  path: relay('AGT_teamBets'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodQueryProperties,
      account: { type: 'string', maxLength: 64, description: 'One account of the team, by its exact name.' },
      gameType: recordProductSchema,
      status: { type: 'string', enum: BET_OUTCOMES },
    },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-01', endDate: '2026-11-30', account: 'player_down1' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: [
          'betId',
          'account',
          'gameName',
          'vendor',
          'gameType',
          'stake',
          'payout',
          'winLoss',
          'status',
          'createdAt',
        ],
        properties: {
          betId: idSchema,
          account: { type: 'string', maxLength: 64 },
          gameName: { type: 'string', maxLength: 200 },
          vendor: { type: 'string', maxLength: 32 },
          gameType: { type: 'string', maxLength: 16 },
          stake: moneySchema,
          payout: moneySchema,
          winLoss: moneySchema,
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
            account: 'player_down1',
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

/** CALL-113: downline profit and loss (AG-06): one row per account right below `parentId` (default the agent), each with its own team. */
export const teamProfitLoss = defineCall({
  id: 'CALL-113',
  name: 'teamProfitLoss',
  method: 'GET',
  path: relay('AGT_teamProfitLoss'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodQueryProperties,
      parentId: { ...memberIdSchema, description: 'Drill down: an account of the team whose downlines to list.' },
    },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-01', endDate: '2026-11-30' }, { parentId: 'U3' }],
  },
  response: {
    ...drilledPageOf(
      {
        type: 'object',
        required: ['memberId', 'account', 'kind', 'downlines', 'bets', 'stake', 'payout', 'winLoss'],
        properties: {
          memberId: memberIdSchema,
          account: { type: 'string', maxLength: 64 },
          kind: accountKindSchema,
          downlines: downlinesSchema,
          bets: { type: 'integer', minimum: 0 },
          stake: moneySchema,
          payout: moneySchema,
          winLoss: { ...moneySchema, description: 'payout − stake of the account and everyone below it.' },
        },
      },
      {
        type: 'object',
        required: ['bets', 'stake', 'payout', 'winLoss'],
        properties: {
          bets: { type: 'integer', minimum: 0 },
          stake: moneySchema,
          payout: moneySchema,
          winLoss: moneySchema,
        },
      },
    ),
    examples: [
      {
        list: [
          {
            memberId: 'U3',
            account: 'agent_down1',
            kind: 'agent',
            downlines: 1,
            bets: 12,
            stake: '120.00',
            payout: '95.00',
            winLoss: '-25.00',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { bets: 12, stake: '120.00', payout: '95.00', winLoss: '-25.00' },
      },
    ],
  },
});

/** CALL-114: my income (AG-07): the agent's commission, dividend and salary rows of the ledger, totals by kind. */
export const agentIncome = defineCall({
  id: 'CALL-114',
  name: 'agentIncome',
  method: 'GET',
  path: relay('AGT_agentIncome'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, kind: { type: 'string', enum: INCOME_KINDS } },
    examples: [{ pageNo: 1, pageSize: 20 }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: ['entryId', 'kind', 'amount', 'reason', 'createdAt'],
        properties: {
          entryId: idSchema,
          kind: { type: 'string', maxLength: 32 },
          amount: moneySchema,
          reason: { type: 'string', maxLength: 200 },
          createdAt: timestampSchema,
        },
      },
      {
        type: 'object',
        required: ['total', 'byKind'],
        properties: {
          total: moneySchema,
          byKind: {
            type: 'object',
            additionalProperties: moneySchema,
            description: 'Each income kind with rows in the period, and its sum.',
          },
        },
      },
    ),
    examples: [
      {
        list: [
          {
            entryId: 'L9001',
            kind: 'dailySalary',
            amount: '35.00',
            reason: 'Daily salary 2026-11-20',
            createdAt: '2026-11-21T00:05:00Z',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { total: '35.00', byKind: { dailySalary: '35.00' } },
      },
    ],
  },
});

/** CALL-115: account details (AG-08): the team's ledger rows, by account and kind. */
export const teamLedger = defineCall({
  id: 'CALL-115',
  name: 'teamLedger',
  method: 'GET',
  path: relay('AGT_teamLedger'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, account: { type: 'string', maxLength: 64 }, kind: ledgerKindSchema },
    examples: [{ pageNo: 1, pageSize: 20, kind: 'deposit' }],
  },
  response: {
    ...recordPageOf(
      {
        type: 'object',
        required: ['entryId', 'account', 'kind', 'amount', 'balanceAfter', 'reason', 'createdAt'],
        properties: {
          entryId: idSchema,
          account: { type: 'string', maxLength: 64 },
          kind: { type: 'string', maxLength: 32 },
          amount: moneySchema,
          balanceAfter: moneySchema,
          reason: { type: 'string', maxLength: 200 },
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
            account: 'player_down1',
            kind: 'deposit',
            amount: '100.00',
            balanceAfter: '520.00',
            reason: 'Deposit by bank transfer',
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
 * CALL-116: open an account for a downline (AG-03, registerCenter): a member or a sub-agent right
 * below the agent, the brand's username and password rules; the first password is the agent's, so
 * the downline must change it at first login (AUTH-05).
 */
export const registerDownline = defineCall({
  policy: { invalidates: ['teamMembers', 'teamOverview', 'teamProfitLoss'] },
  id: 'CALL-116',
  name: 'registerDownline',
  method: 'POST',
  path: relay('AGT_registerDownline'),
  token: true,
  encrypted: true,
  moduleId: 'AGT',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['username', 'password', 'kind'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 64 },
      confirmPassword: { type: 'string', minLength: 1, maxLength: 64 },
      nickname: { type: 'string', minLength: 1, maxLength: 32 },
      kind: accountKindSchema,
    },
    examples: [{ username: 'newdown', password: 'first123', confirmPassword: 'first123', kind: 'member' }],
  },
  response: {
    type: 'object',
    required: ['memberId', 'userName', 'kind'],
    properties: {
      memberId: memberIdSchema,
      userName: { type: 'string', maxLength: 64 },
      kind: accountKindSchema,
      message: { type: 'string', maxLength: 300 },
    },
    examples: [
      {
        memberId: 'U42',
        userName: 'newdown',
        kind: 'member',
        message: 'newdown is open: they choose their own password when they first log in.',
      },
    ],
  },
});

/** CALL-117: what an agent may send to a downline (ROLE-10): the brand's limits and the balance it can send from. */
export const downlineTransferInfo = defineCall({
  id: 'CALL-117',
  name: 'downlineTransferInfo',
  method: 'GET',
  path: relay('AGT_downlineTransferInfo'),
  token: true,
  encrypted: false,
  moduleId: 'AGT',
  response: {
    type: 'object',
    required: ['min', 'max', 'available'],
    properties: {
      min: moneySchema,
      max: moneySchema,
      available: { ...moneySchema, description: "The main wallet's balance: what can be sent." },
    },
    examples: [{ min: '1.00', max: '50000.00', available: '1050.50' }],
  },
});

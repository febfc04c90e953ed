import {
  COMPLIANCE_PROFILES,
  PROFILE_RULES,
  EXCLUSION_KINDS,
  EXCLUSION_REGISTERS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
} from '../../compliance/profiles.ts';
import { defineCall, relay } from '../define.ts';
import { moneySchema } from '../entities.ts';
import { amountSchema, idempotencyKeySchema } from './cashier.ts';

/**
 * Responsible gaming (issue 29): the player's limits, reality check, time-out and self-exclusion,
 * under the rules of the brand's jurisdiction profile (schemas/compliance/profiles.ts). The platform
 * enforces every rule on the calls that move money or open a game; these calls read and change the
 * player's own settings. docs/decisions.md, "Responsible gaming and jurisdiction profiles", gives
 * the regulation behind each rule.
 *
 * A limit is one kind (deposit, loss, wager, session) over one period (day, week, month, counted in
 * the brand's reporting time zone). Money limits are decimal strings like every amount; a session
 * limit is whole minutes logged in, written as digits in the same fields (`unit` says which).
 */

/** What every responsible-gaming call is: the player's own, with a session, in plain text. */
const RG_CALL = { token: true, encrypted: false, moduleId: 'RG' } as const;
const timestampSchema = { type: 'string', format: 'date-time' } as const;
export const limitKindSchema = {
  type: 'string',
  enum: LIMIT_KINDS,
  description: 'deposit: money deposited; loss: stakes less wins; wager: money staked; session: minutes logged in.',
} as const;
export const limitPeriodSchema = {
  type: 'string',
  enum: LIMIT_PERIODS,
  description: "The calendar day, week (from Monday) or month, in the brand's reporting time zone.",
} as const;
const limitUnitSchema = {
  type: 'string',
  enum: ['money', 'minutes'],
  description: 'money: amount, used and left are decimal strings of money; minutes: whole minutes as digits.',
} as const;
/** A limit's value: money (deposit, loss, wager) or whole minutes (session). */
const limitValueSchema = {
  ...moneySchema,
  description: 'Money, or whole minutes for a session limit (see unit).',
} as const;

export const exclusionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'since', 'until'],
  description: 'A time-out or self-exclusion in force: the account may log in only to withdraw and read its history.',
  properties: {
    kind: { type: 'string', enum: EXCLUSION_KINDS },
    since: timestampSchema,
    until: { type: ['string', 'null'], format: 'date-time', description: 'null: permanent.' },
  },
} as const;

const limitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'period', 'unit', 'amount', 'used', 'left', 'pending'],
  properties: {
    kind: limitKindSchema,
    period: limitPeriodSchema,
    unit: limitUnitSchema,
    amount: { ...limitValueSchema, type: ['string', 'null'], description: 'The limit in force; null: none set.' },
    used: { ...limitValueSchema, description: 'Counted so far this period (a loss below zero counts as 0).' },
    left: {
      ...limitValueSchema,
      type: ['string', 'null'],
      description: 'What this limit still allows this period (0 when reached); null: no limit.',
    },
    periodEndsAt: { ...timestampSchema, description: 'When the period restarts and used goes back to 0.' },
    pending: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['amount', 'effectiveAt'],
      description: "A raise or removal waiting out the profile's cooling-off; cancellable until it takes effect.",
      properties: {
        amount: { ...limitValueSchema, type: ['string', 'null'], description: 'null: the limit is removed.' },
        effectiveAt: timestampSchema,
      },
    },
  },
} as const;

const limitExample = {
  kind: 'deposit',
  period: 'day',
  unit: 'money',
  amount: '100.00',
  used: '30.00',
  left: '70.00',
  periodEndsAt: '2026-11-20T16:00:00Z',
  pending: { amount: '200.00', effectiveAt: '2026-11-21T09:00:00Z' },
} as const;

/** The profile's rules the player's pages need (a copy of schemas/compliance/profiles.ts for this brand). */
const rulesSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'limitKinds',
    'coolingOffHours',
    'limitsAtRegistration',
    'realityCheck',
    'sessionClock',
    'timeOutDays',
    'selfExclusionMonths',
    'historyMonths',
    'withdrawalReversal',
    'minimumAge',
    'register',
    'operatorMayLiftExclusion',
  ],
  properties: {
    limitKinds: { type: 'array', uniqueItems: true, items: limitKindSchema },
    coolingOffHours: { type: 'integer', minimum: 0 },
    limitsAtRegistration: { type: 'boolean' },
    realityCheck: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['minimumMinutes', 'defaultMinutes'],
      properties: {
        minimumMinutes: { type: 'integer', minimum: 1 },
        defaultMinutes: { type: ['integer', 'null'], minimum: 1 },
      },
    },
    sessionClock: { type: 'boolean' },
    timeOutDays: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['min', 'max'],
      properties: { min: { type: 'integer', minimum: 1 }, max: { type: 'integer', minimum: 1 } },
    },
    selfExclusionMonths: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['min', 'max', 'permanent'],
      properties: {
        min: { type: 'integer', minimum: 1 },
        max: { type: 'integer', minimum: 1 },
        permanent: { type: 'boolean' },
      },
    },
    historyMonths: { type: ['integer', 'null'], minimum: 1, description: 'null: all history is kept.' },
    withdrawalReversal: { type: 'boolean' },
    minimumAge: { type: 'integer', minimum: 16, maximum: 25 },
    register: { type: 'string', enum: EXCLUSION_REGISTERS },
    operatorMayLiftExclusion: { type: 'boolean' },
  },
} as const;

const stateExample = {
  profile: 'ukgc',
  rules: PROFILE_RULES.ukgc,
  limits: [limitExample],
  exclusion: null,
  realityCheck: { minutes: 60, minimumMinutes: 10 },
  session: { startedAt: '2026-11-20T09:15:00Z', netResult: '-12.50', staked: '40.00' },
} as const;

/** CALL-150: the player's responsible-gaming state under the brand's profile (issue 29). */
export const responsibleGaming = defineCall({
  policy: { refreshOnFocus: true },
  id: 'CALL-150',
  name: 'responsibleGaming',
  method: 'GET',
  path: relay('RG_state'),
  ...RG_CALL,
  response: {
    type: 'object',
    additionalProperties: false,
    required: ['profile', 'rules', 'limits', 'exclusion', 'realityCheck', 'session'],
    properties: {
      profile: { type: 'string', enum: COMPLIANCE_PROFILES },
      rules: rulesSchema,
      limits: {
        type: 'array',
        maxItems: LIMIT_KINDS.length * LIMIT_PERIODS.length,
        items: limitSchema,
        description: "Every kind × period the profile offers, set or not, in the profile's order of kinds.",
      },
      exclusion: { ...exclusionSchema, type: ['object', 'null'] },
      realityCheck: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['minutes', 'minimumMinutes'],
        description: 'null: the profile offers no reality check.',
        properties: {
          minutes: { type: ['integer', 'null'], minimum: 1, description: 'The interval chosen; null: off.' },
          minimumMinutes: { type: 'integer', minimum: 1 },
        },
      },
      session: {
        type: 'object',
        additionalProperties: false,
        required: ['startedAt', 'netResult', 'staked'],
        description: 'This login: when it started, wins less stakes since then, and stakes since then.',
        properties: {
          startedAt: timestampSchema,
          netResult: { ...moneySchema, description: 'Wins less stakes this session; below zero is a loss.' },
          staked: moneySchema,
        },
      },
    },
    examples: [stateExample],
  },
});

/**
 * CALL-151: sets, lowers, raises or removes a limit. A lower limit (or a first one) applies at once;
 * a higher one or a removal waits out the profile's cooling-off and shows as pending.
 */
export const gamingLimitSet = defineCall({
  policy: { invalidates: ['responsibleGaming'] },
  id: 'CALL-151',
  name: 'gamingLimitSet',
  method: 'POST',
  path: relay('RG_limitSet'),
  ...RG_CALL,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'period', 'amount', 'idempotencyKey'],
    properties: {
      kind: limitKindSchema,
      period: limitPeriodSchema,
      amount: {
        ...amountSchema,
        type: ['string', 'null'],
        description: 'Money (deposit, loss, wager) or whole minutes (session); null removes the limit.',
      },
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      { kind: 'deposit', period: 'day', amount: '100.00', idempotencyKey: '6a1f0c7e-2b9d-4c3a-9e81-7d6f5a4b3c21' },
      { kind: 'session', period: 'day', amount: '120', idempotencyKey: '7b2f0c7e-2b9d-4c3a-9e81-7d6f5a4b3c21' },
      { kind: 'loss', period: 'week', amount: null, idempotencyKey: '8c3f0c7e-2b9d-4c3a-9e81-7d6f5a4b3c21' },
    ],
  },
  response: {
    ...limitSchema,
    description: 'The limit after the change: the amount in force and, for a raise or removal, the pending change.',
    examples: [limitExample],
  },
});

/** CALL-152: cancels a pending raise or removal; the limit in force stays. */
export const gamingLimitCancel = defineCall({
  policy: { invalidates: ['responsibleGaming'] },
  id: 'CALL-152',
  name: 'gamingLimitCancel',
  method: 'POST',
  path: relay('RG_limitCancel'),
  ...RG_CALL,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'period'],
    properties: { kind: limitKindSchema, period: limitPeriodSchema },
    examples: [{ kind: 'deposit', period: 'day' }],
  },
  response: { ...limitSchema, examples: [{ ...limitExample, pending: null }] },
});

/** CALL-153: the reality check's interval (not below the profile's minimum), or null to turn it off. */
export const realityCheckSet = defineCall({
  policy: { invalidates: ['responsibleGaming'] },
  id: 'CALL-153',
  name: 'realityCheckSet',
  method: 'POST',
  path: relay('RG_realityCheckSet'),
  ...RG_CALL,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['minutes'],
    properties: { minutes: { type: ['integer', 'null'], minimum: 1, maximum: 1440 } },
    examples: [{ minutes: 30 }, { minutes: null }],
  },
  response: {
    type: 'object',
    additionalProperties: false,
    required: ['minutes', 'minimumMinutes'],
    properties: {
      minutes: { type: ['integer', 'null'], minimum: 1 },
      minimumMinutes: { type: 'integer', minimum: 1 },
    },
    examples: [{ minutes: 30, minimumMinutes: 10 }],
  },
});

/** CALL-154: a time-out of whole days in the profile's range; immediate, and nothing can undo it early. */
export const timeOutStart = defineCall({
  policy: { invalidates: ['responsibleGaming'] },
  id: 'CALL-154',
  name: 'timeOutStart',
  method: 'POST',
  path: relay('RG_timeOut'),
  ...RG_CALL,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['days'],
    properties: { days: { type: 'integer', minimum: 1, maximum: 366 } },
    examples: [{ days: 7 }],
  },
  response: {
    ...exclusionSchema,
    examples: [{ kind: 'timeOut', since: '2026-11-20T10:00:00Z', until: '2026-11-27T10:00:00Z' }],
  },
});

/** CALL-155: a self-exclusion of whole months in the profile's range, or permanent; immediate. */
export const selfExclusionStart = defineCall({
  policy: { invalidates: ['responsibleGaming'] },
  id: 'CALL-155',
  name: 'selfExclusionStart',
  method: 'POST',
  path: relay('RG_selfExclude'),
  ...RG_CALL,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['months'],
    properties: {
      months: { type: ['integer', 'null'], minimum: 1, maximum: 120, description: 'null: permanent.' },
    },
    examples: [{ months: 6 }, { months: null }],
  },
  response: {
    ...exclusionSchema,
    examples: [{ kind: 'selfExclusion', since: '2026-11-20T10:00:00Z', until: '2027-05-20T10:00:00Z' }],
  },
});

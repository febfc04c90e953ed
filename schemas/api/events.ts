import type { FromSchema } from 'json-schema-to-ts';
import { depositStatusSchema, receiptStatusSchema, withdrawalStatusSchema } from './calls/cashier.ts';
import { ledgerKindSchema } from './calls/records.ts';
import { idSchema, moneySchema } from './entities.ts';

/**
 * The live events stream (server-sent events): while a member is logged in, one stream per session
 * tells the player what changed without a reload.
 *
 * - `GET /wps/events`, answered `text/event-stream`.
 * - Auth: the same headers the gateway sends on every call: `Authorization: Bearer <token>` and
 *   `X-Merchant-Code`. (The player reads it with fetch, not EventSource, so it can send them.)
 *   No token, an expired one, a trial account: 401 NOT_LOGGED_IN or 403 TRIAL_FORBIDDEN as an
 *   ordinary error envelope, and no stream. Visitors and trial accounts get no events.
 * - Every event has an `id:` line: a number, increasing by one per session from 1. On reconnect the
 *   player sends the last id it saw as `Last-Event-ID`; the platform first replays every later event
 *   of this session (kept 24 hours, at most 500), then goes live: nothing missed, nothing doubled.
 *   An id the platform no longer holds answers a `resync` event, after which the player re-reads
 *   balance, unread count and lists.
 * - `event:` is one of the names below, `data:` one line of JSON of that event's schema.
 * - A comment line (`: ping`) every 25 seconds keeps proxies from closing the stream.
 * - The stream ends after `logout` (the session is gone); the player then shows the login.
 */
export const EVENTS_PATH = '/wps/events' as const;
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID' as const;

export const eventSchemas = {
  /** The main balance changed: a deposit credited, a withdrawal held or released, a transfer, a round, a bonus. */
  balance: {
    type: 'object',
    additionalProperties: false,
    required: ['balance', 'available', 'delta', 'kind', 'reason'],
    properties: {
      balance: moneySchema,
      available: {
        ...moneySchema,
        description: 'What can be withdrawn now (money held by applying withdrawals is already out of the balance).',
      },
      delta: moneySchema,
      kind: ledgerKindSchema,
      reason: { type: 'string', maxLength: 200 },
      reference: { type: 'string', maxLength: 64 },
    },
    examples: [
      {
        balance: '1250.50',
        available: '1050.50',
        delta: '100.00',
        kind: 'deposit',
        reason: 'Deposit by bank transfer (Maybank)',
        reference: 'D1001',
      },
    ],
  },
  /** Unread platform messages (CALL-28's count) changed: a new message, or one read. */
  unread: {
    type: 'object',
    additionalProperties: false,
    required: ['count'],
    properties: { count: { type: 'integer', minimum: 0 } },
    examples: [{ count: 2 }],
  },
  /** A withdrawal changed status or receipt (operator approved/rejected, auto-confirmed). */
  withdrawal: {
    type: 'object',
    additionalProperties: false,
    required: ['withdrawalId', 'status'],
    properties: {
      withdrawalId: idSchema,
      status: withdrawalStatusSchema,
      receipt: receiptStatusSchema,
      rejectReason: { type: 'string', maxLength: 200 },
      amount: moneySchema,
    },
    examples: [
      { withdrawalId: 'W2001', status: 'passed', receipt: 'awaiting', amount: '200.00' },
      { withdrawalId: 'W2002', status: 'rejected', rejectReason: 'Account name does not match', amount: '50.00' },
    ],
  },
  /** A deposit settled (paid, failed, or a bank transfer marked by the operator). */
  deposit: {
    type: 'object',
    additionalProperties: false,
    required: ['depositId', 'status', 'amount'],
    properties: {
      depositId: idSchema,
      status: depositStatusSchema,
      amount: moneySchema,
      failureReason: { type: 'string', maxLength: 200 },
    },
    examples: [{ depositId: 'D1001', status: 'succeeded', amount: '100.00' }],
  },
  /** The operator answered the member's feedback (MC-20): the feedback page shows the reply without a reload. */
  feedback: {
    type: 'object',
    additionalProperties: false,
    required: ['feedbackId'],
    properties: {
      feedbackId: {
        type: 'string',
        pattern: '^F-[0-9]{1,12}$',
        description: 'The feedback answered, as listed (CALL-92).',
      },
    },
    examples: [{ feedbackId: 'F-12' }],
  },
  /** The session ended elsewhere (logged out, password changed, the operator): log out here. The stream then closes. */
  logout: {
    type: 'object',
    additionalProperties: false,
    required: ['reason'],
    properties: {
      reason: { type: 'string', enum: ['loggedOut', 'passwordChanged', 'operator', 'expired'] },
      message: { type: 'string', maxLength: 200 },
    },
    examples: [{ reason: 'operator', message: 'Your session was ended. Please log in again.' }],
  },
  /** The id sent as Last-Event-ID is no longer held: re-read everything once. */
  resync: {
    type: 'object',
    additionalProperties: false,
    properties: {},
    examples: [{}],
  },
} as const;

export type EventName = keyof typeof eventSchemas;
export const EVENT_NAMES = Object.keys(eventSchemas) as EventName[];
/** Each event's payload, by event name. */
export interface EventPayloads {
  balance: FromSchema<typeof eventSchemas.balance>;
  unread: FromSchema<typeof eventSchemas.unread>;
  withdrawal: FromSchema<typeof eventSchemas.withdrawal>;
  deposit: FromSchema<typeof eventSchemas.deposit>;
  feedback: FromSchema<typeof eventSchemas.feedback>;
  logout: FromSchema<typeof eventSchemas.logout>;
  resync: FromSchema<typeof eventSchemas.resync>;
}
export type EventPayload<E extends EventName> = EventPayloads[E];
/** One event as the player receives it. */
export type LiveEvent = { [E in EventName]: { id: number; event: E; data: EventPayloads[E] } }[EventName];

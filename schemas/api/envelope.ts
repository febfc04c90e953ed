import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { PASSWORD_CHANGE_REASONS, VERIFICATION_METHODS } from '../vocabulary.ts';
import { RULES } from './requestRules.ts';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '../compliance/profiles.ts';

/** A successful platform answer: `{ success: true, value }` (the value schema is per call). */
export const okEnvelope = <const V extends JSONSchema>(value: V) =>
  ({
    type: 'object',
    required: ['success', 'value'],
    properties: {
      success: { const: true },
      value,
    },
  }) as const;

/** Stable error codes, their HTTP status and the catalogue entry the client shows (UNSPEC-16, UNSPEC-17). */
export const ERROR_CODES = {
  NETWORK_ABNORMAL: { status: null, catalogue: 'ERR-19', clientOnly: true },
  TIMEOUT: { status: null, catalogue: 'ERR-20', clientOnly: true },
  NOT_LOGGED_IN: { status: 401, catalogue: 'ERR-15', clientOnly: false },
  MAINTENANCE: { status: 503, catalogue: 'SHELL-02', clientOnly: false },
  REGION_RESTRICTED: { status: 403, catalogue: 'SHELL-03', clientOnly: false },
  DOMAIN_CHECK_FAILED: { status: 403, catalogue: 'ERR-21', clientOnly: false },
  UNKNOWN: { status: 500, catalogue: 'ERR-23', clientOnly: false },
  BAD_REQUEST: { status: 400, catalogue: 'ERR-23', clientOnly: false },
  INVALID_CREDENTIALS: { status: 401, catalogue: 'ERR-01', clientOnly: false },
  CAPTCHA_REQUIRED: { status: 401, catalogue: 'VAL-05', clientOnly: false },
  ACCOUNT_NOT_FOUND: { status: 404, catalogue: 'ERR-02', clientOnly: false },
  TOO_MANY_REQUESTS: { status: 429, catalogue: 'ERR-07', clientOnly: false },
  SMS_CODE_INVALID: { status: 400, catalogue: 'ERR-09', clientOnly: false },
  SMS_CODE_EXPIRED: { status: 400, catalogue: 'ERR-13', clientOnly: false },
  INVITATION_CODE_ERROR: { status: 400, catalogue: 'ERR-04', clientOnly: false },
  NOT_AGENT: { status: 403, catalogue: 'ERR-17', clientOnly: false },
  NON_AGENT_LOGIN: { status: 403, catalogue: 'ERR-16', clientOnly: false },
  NON_MEMBER_LOGIN: { status: 403, catalogue: 'ERR-18', clientOnly: false },
  TRIAL_FORBIDDEN: { status: 403, catalogue: 'GAME-04', clientOnly: false },
  USERNAME_TAKEN: { status: 409, catalogue: null, clientOnly: false },
  /** The brand does not offer this (free play off, mobile sign-up off, a sign-in provider not configured). */
  FEATURE_DISABLED: { status: 403, catalogue: null, clientOnly: false },
  /** An encrypted call received a plain body (UNSPEC-20). */
  PLAIN_TEXT_REJECTED: { status: 400, catalogue: 'ERR-23', clientOnly: false },
  NOT_FOUND: { status: 404, catalogue: 'ERR-23', clientOnly: false },
  VALIDATION_FAILED: { status: 400, catalogue: null, clientOnly: false },
  /** The challenge (CALL-65, UNSPEC-35) is missing, failed, expired or used: 'Please complete verification first'. */
  CHALLENGE_REQUIRED: { status: 400, catalogue: 'VAL-28', clientOnly: false },
  /** The password was right but the address is new to the account: finish with CALL-67/CALL-68 (AUTH-15). */
  VERIFICATION_REQUIRED: { status: 403, catalogue: null, clientOnly: false },
  /** The login-verification ticket is unknown, expired or used up: log in again (AUTH-15). */
  VERIFICATION_TICKET_INVALID: { status: 400, catalogue: null, clientOnly: false },
  /** The amount is more than the available balance (money held by applying withdrawals is not available). */
  INSUFFICIENT_BALANCE: { status: 400, catalogue: null, clientOnly: false },
  /** The amount is zero or outside the brand's min/max for this method; the message names the limits. */
  AMOUNT_OUT_OF_RANGE: { status: 400, catalogue: null, clientOnly: false },
  /** The payment password is wrong; it is counted, and too many lock as TOO_MANY_REQUESTS with retryAfter. */
  PAYMENT_PASSWORD_INVALID: { status: 400, catalogue: null, clientOnly: false },
  /** A withdrawal, payout account or upline transfer needs a payment password: set one first (CALL-78). */
  PAYMENT_PASSWORD_NOT_SET: { status: 400, catalogue: null, clientOnly: false },
  /** This idempotency key was already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: { status: 409, catalogue: null, clientOnly: false },
  /** The deposit, withdrawal or payout account is not in a state that allows this (already decided, already confirmed). */
  INVALID_STATE: { status: 409, catalogue: null, clientOnly: false },
  /** The reward, mission or rebate was already paid to this member: nothing is paid twice (MC-11, MC-13, MC-15). */
  ALREADY_CLAIMED: { status: 409, catalogue: null, clientOnly: false },
  /** The promotion or mission is gone, closed or not (yet) claimable: nothing was paid (MC-11, MC-13). */
  REWARD_UNAVAILABLE: { status: 409, catalogue: null, clientOnly: false },
  /** A points reward has fewer left than the member asked for (POINTS-03); the message names how many. */
  OUT_OF_STOCK: { status: 409, catalogue: null, clientOnly: false },
  /**
   * The platform could not get to its database in time (another writer, e.g. an operator's command,
   * held it past the wait): nothing was changed. Shown as ERR-20 with a retry; a money-moving call is
   * sent again with the same idempotency key (issue 24).
   */
  BUSY: { status: 503, catalogue: 'ERR-20', clientOnly: false },
  /**
   * This session must change its password before anything else (AUTH-05, AUTH-06, UNSPEC-19):
   * `passwordChange` says why; only the change, sign-out and member info answer until it is made.
   */
  PASSWORD_CHANGE_REQUIRED: { status: 403, catalogue: 'AUTH-06', clientOnly: false },
  /**
   * A responsible-gaming limit refuses this (issue 29): `limitReached` says which limit and what it
   * still allows this period; a session limit reached also ends the session.
   */
  LIMIT_REACHED: { status: 403, catalogue: null, clientOnly: false },
  /**
   * The account is in a time-out or self-exclusion (issue 29): only withdrawals, history and the
   * account's own settings answer; `exclusion` says which and until when.
   */
  ACCOUNT_EXCLUDED: { status: 403, catalogue: null, clientOnly: false },
  /** The national self-exclusion register the brand's profile names lists this person (issue 29): no account, no login. */
  REGISTER_EXCLUDED: { status: 403, catalogue: null, clientOnly: false },
} as const satisfies Record<string, { status: number | null; catalogue: string | null; clientOnly: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

/** Why a session must choose a new password before anything else (schemas/vocabulary.ts). */
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

export const passwordChangeSchema = {
  type: 'string',
  enum: PASSWORD_CHANGE_REASONS,
  description: 'Why this session must choose a new password first: firstLogin (AUTH-05) or expired (AUTH-06).',
} as const;

/** A failed platform answer. Unknown codes are shown as ERR-23 and logged (UNSPEC-17). */
export const errorEnvelopeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,63}$', description: 'Stable code, one of ERROR_CODES.' },
    message: { type: 'string', maxLength: 1000, description: 'Server message; shown when present (UNSPEC-17).' },
    captcha: { type: 'boolean', description: 'Login failure: a captcha is now required (ENT-02).' },
    challenge: { type: 'boolean', description: 'The next attempt needs a solved challenge (CALL-66, UNSPEC-35).' },
    retryAfter: {
      type: 'integer',
      minimum: 1,
      maximum: 86400,
      description: 'Seconds before the next attempt is accepted (TOO_MANY_REQUESTS).',
    },
    passwordChange: passwordChangeSchema,
    field: {
      type: 'string',
      maxLength: 64,
      description:
        "VALIDATION_FAILED by the request's schema: the field refused (its top-level name), so the player says it under that field.",
    },
    rule: {
      type: 'string',
      enum: RULES,
      description:
        "With `field`: the rule it breaks, named as the player's forms name it (schemas/api/requestRules.ts).",
    },
    limit: { type: 'number', description: "With `rule`: the schema's bound (a length, a number, a count)." },
    character: {
      type: 'string',
      pattern: '^U\\+[0-9A-F]{4,6}$',
      description: 'With rule `characters`: the character the text may not hold.',
    },
    limitReached: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'period', 'left'],
      description:
        'LIMIT_REACHED: the lowest binding limit, and what it still allows this period (money, or minutes for a session limit).',
      properties: {
        kind: { type: 'string', enum: LIMIT_KINDS },
        period: { type: 'string', enum: LIMIT_PERIODS },
        left: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', maxLength: 24 },
      },
    },
    exclusion: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'until'],
      description: 'ACCOUNT_EXCLUDED: the time-out or self-exclusion in force; until null is permanent.',
      properties: {
        kind: { type: 'string', enum: EXCLUSION_KINDS },
        until: { type: ['string', 'null'], format: 'date-time' },
      },
    },
    verification: {
      type: 'object',
      additionalProperties: false,
      required: ['ticket', 'methods', 'expiresInSeconds'],
      description: 'VERIFICATION_REQUIRED: how to finish this login (AUTH-15).',
      properties: {
        ticket: {
          type: 'string',
          minLength: 16,
          maxLength: 128,
          description: 'Names this login attempt in CALL-67 and CALL-68.',
        },
        methods: {
          type: 'array',
          minItems: 1,
          maxItems: 4,
          uniqueItems: true,
          items: { type: 'string', enum: VERIFICATION_METHODS },
          description:
            'What the brand allows and the account has: an SMS code, an e-mail code, an authenticator code, the bank account name.',
        },
        destinations: {
          type: 'object',
          additionalProperties: false,
          properties: { sms: { type: 'string', maxLength: 40 }, email: { type: 'string', maxLength: 120 } },
          description: 'Masked number and address the codes go to.',
        },
        expiresInSeconds: { type: 'integer', minimum: 1, maximum: 3600 },
      },
    },
  },
  examples: [
    { success: false, code: 'INVALID_CREDENTIALS', message: 'Incorrect account or password', captcha: true },
    {
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, please retry in 8 seconds.',
      captcha: true,
      challenge: true,
      retryAfter: 8,
    },
    {
      success: false,
      code: 'VERIFICATION_REQUIRED',
      message: 'This device is new to your account: please verify it is you.',
      verification: {
        ticket: 'vt_3d1f0a9b8c7e6d5f4a3b',
        methods: ['sms', 'email', 'totp'],
        destinations: { sms: '+60*****789', email: 'd*****r@example.com' },
        expiresInSeconds: 600,
      },
    },
  ],
} as const;

export type ErrorEnvelope = FromSchema<typeof errorEnvelopeSchema>;

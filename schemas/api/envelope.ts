import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

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
} as const satisfies Record<string, { status: number | null; catalogue: string | null; clientOnly: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

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
  },
  examples: [{ success: false, code: 'INVALID_CREDENTIALS', message: 'Incorrect account or password', captcha: true }],
} as const;

export type ErrorEnvelope = FromSchema<typeof errorEnvelopeSchema>;

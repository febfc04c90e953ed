import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../schemas/api/envelope';

/** Fields an error envelope may carry besides code and message (errorEnvelopeSchema). */
export type ErrorExtra = Omit<ErrorEnvelope, 'success' | 'code' | 'message'>;

/** A refusal with a stable code from ERROR_CODES; the HTTP status comes from the catalogue. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly extra: ErrorExtra;

  constructor(code: ErrorCode, message: string, extra: ErrorExtra = {}) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return ERROR_CODES[this.code].status ?? 500;
  }
}

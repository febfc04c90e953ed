import { ERROR_CODES, type ErrorCode } from '../schemas/api/envelope';

/** A refusal with a stable code from ERROR_CODES; the HTTP status comes from the catalogue. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly extra: { captcha?: boolean };

  constructor(code: ErrorCode, message: string, extra: { captcha?: boolean } = {}) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return ERROR_CODES[this.code].status ?? 500;
  }
}

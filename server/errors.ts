import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../schemas/api/envelope';
import { renderText, type PlatformText } from './texts/index.ts';

/** Fields an error envelope may carry besides code and message (errorEnvelopeSchema). */
export type ErrorExtra = Omit<ErrorEnvelope, 'success' | 'code' | 'message'>;

/**
 * A refusal with a stable code from ERROR_CODES; the HTTP status comes from the catalogue. Its words
 * are a catalogue text (server/texts), answered in the request's language; `message` is the English
 * one, for the log. (A plain string is the words of a refusal not yet in the catalogue.)
 */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly extra: ErrorExtra;
  readonly text: PlatformText | null;

  constructor(code: ErrorCode, message: string | PlatformText, extra: ErrorExtra = {}) {
    super(typeof message === 'string' ? message : renderText('EN', message));
    this.name = 'PlatformError';
    this.code = code;
    this.extra = extra;
    this.text = typeof message === 'string' ? null : message;
  }

  get status(): number {
    return ERROR_CODES[this.code].status ?? 500;
  }
}

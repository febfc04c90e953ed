import type { ErrorEnvelope } from '../../schemas/api/envelope.ts';
import { isRecord } from '../core/util/isRecord.ts';

/**
 * How a call failed, as the player sees it (ERR catalogue, UNSPEC-16, UNSPEC-17).
 * - network: no answer at all (ERR-19, offer a retry)
 * - timeout: the answer took too long (ERR-20, offer a retry)
 * - notLoggedIn: the session is gone (ERR-15, open the login popup)
 * - maintenance / restricted: the whole site is closed (SHELL-02 / SHELL-03)
 * - domain: the domain check failed (ERR-21, customer-service link)
 * - passwordChange: the session must change its password first (AUTH-05, AUTH-06: the engine opens the change dialog)
 * - trial: a trial account asked for what only a real account has (ROLE-05, GAME-04): said in plain
 *   words with the way to a real account, never a retry (the answer will not change)
 * - rejected: the platform said no with its own code and message (shown as is, UNSPEC-17)
 * - malformed: the answer is not an envelope (shown as ERR-23, never a crash)
 * - unknown: any other failure (ERR-23)
 * - canceled: the call was aborted (route change); never shown to players
 */
export type GatewayErrorKind =
  | 'network'
  | 'timeout'
  | 'notLoggedIn'
  | 'maintenance'
  | 'restricted'
  | 'domain'
  | 'passwordChange'
  | 'trial'
  | 'rejected'
  | 'malformed'
  | 'unknown'
  | 'canceled';

/** The catalogue entry behind each kind (for logs and tests). */
export const CATALOGUE_IDS: Record<GatewayErrorKind, string | null> = {
  network: 'ERR-19',
  timeout: 'ERR-20',
  notLoggedIn: 'ERR-15',
  maintenance: 'SHELL-02',
  restricted: 'SHELL-03',
  domain: 'ERR-21',
  passwordChange: 'AUTH-06',
  trial: 'GAME-04',
  rejected: null,
  malformed: 'ERR-23',
  unknown: 'ERR-23',
  canceled: null,
};

/** The i18n key of the text shown for each kind: the engine locales' `errors` (and their real-account notice for `trial`). */
export const TEXT_KEYS: Record<GatewayErrorKind, string> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  notLoggedIn: 'errors.notLoggedIn',
  maintenance: 'errors.maintenance',
  restricted: 'errors.restricted',
  domain: 'errors.domain',
  passwordChange: 'errors.passwordChange',
  // The real-account notice's words (engine locales), so a refusal and the notice say the same.
  trial: 'dialog.realAccountNeeded',
  // A rejection shows the server message; this text is the fallback when it has none.
  rejected: 'errors.unknown',
  malformed: 'errors.unknown',
  unknown: 'errors.unknown',
  canceled: 'errors.canceled',
};

/** Envelope codes with a dedicated reaction; every other failure code is a plain rejection. */
const CODE_KINDS: Record<string, GatewayErrorKind> = {
  NOT_LOGGED_IN: 'notLoggedIn',
  MAINTENANCE: 'maintenance',
  REGION_RESTRICTED: 'restricted',
  DOMAIN_CHECK_FAILED: 'domain',
  PASSWORD_CHANGE_REQUIRED: 'passwordChange',
  // A trial account refused (ROLE-05): the engine's words, in the player's language, not the platform's.
  TRIAL_FORBIDDEN: 'trial',
  // The platform was busy and changed nothing: to the player it is an answer that took too long (ERR-20), with a retry.
  BUSY: 'timeout',
};

/** Client-side codes for failures without a platform code. */
const KIND_CODES: Record<GatewayErrorKind, string> = {
  network: 'NETWORK_ABNORMAL',
  timeout: 'TIMEOUT',
  notLoggedIn: 'NOT_LOGGED_IN',
  maintenance: 'MAINTENANCE',
  restricted: 'REGION_RESTRICTED',
  domain: 'DOMAIN_CHECK_FAILED',
  passwordChange: 'PASSWORD_CHANGE_REQUIRED',
  trial: 'TRIAL_FORBIDDEN',
  rejected: 'UNKNOWN',
  malformed: 'MALFORMED_ANSWER',
  unknown: 'UNKNOWN',
  canceled: 'CANCELED',
};

export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  code?: string;
  /** The server message, when the platform sent one. */
  message?: string;
  status?: number;
  /** Extra fields of a failure envelope (e.g. `captcha`). */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  /** The platform's code, or a client code (NETWORK_ABNORMAL, TIMEOUT, MALFORMED_ANSWER …). */
  readonly code: string;
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;
  /** i18n key of the catalogue text for this kind. */
  readonly textKey: string;
  /** The server message, when the platform sent one ('' otherwise). */
  readonly serverMessage: string;
  readonly details: Record<string, unknown>;
  /** Canceled calls are not failures: UI ignores them. */
  readonly canceled: boolean;
  /** Network and timeout failures offer a retry (UNSPEC-16). */
  readonly retryable: boolean;

  constructor(init: GatewayErrorInit) {
    super(
      init.message || init.code || KIND_CODES[init.kind],
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    this.code = init.code || KIND_CODES[init.kind];
    this.status = init.status;
    this.textKey = TEXT_KEYS[init.kind];
    this.serverMessage = init.message ?? '';
    this.details = init.details ?? {};
    this.canceled = init.kind === 'canceled';
    this.retryable = init.kind === 'network' || init.kind === 'timeout';
  }

  /**
   * Asking again could get another answer: no answer, a late or broken one, a server fault. A
   * considered refusal (not in your team, not allowed, not valid) would only come back the same, so
   * nothing offers to retry it (issue 27).
   */
  get worthRetrying(): boolean {
    return this.retryable || this.kind === 'malformed' || this.kind === 'unknown' || (this.status ?? 0) >= 500;
  }

  get catalogueId(): string | null {
    return CATALOGUE_IDS[this.kind];
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** True for calls aborted on purpose (route change, cancelAll); UI shows nothing for them. */
export function isCanceled(error: unknown): boolean {
  return isGatewayError(error) ? error.canceled : isAbort(error);
}

/**
 * The text to show for a failure (UNSPEC-17): the server message of a rejection when present,
 * else the localised catalogue text. `t` is the i18n lookup.
 */
export function displayText(error: GatewayError, t: (key: string) => string): string {
  if (error.kind === 'rejected' && error.serverMessage.trim()) return error.serverMessage;
  return t(error.textKey);
}

/** A well-formed `{ success: false, code, message }` answer (message may be missing: ''). */
export function asFailureEnvelope(value: unknown): ErrorEnvelope | null {
  if (!isRecord(value) || value.success !== false) return null;
  if (typeof value.code !== 'string' || !value.code) return null;
  return {
    ...value,
    success: false,
    code: value.code,
    message: typeof value.message === 'string' ? value.message : '',
  };
}

/** The error for a failure envelope; HTTP status as received (200 when the platform answered OK). */
export function fromFailureEnvelope(envelope: ErrorEnvelope, status?: number): GatewayError {
  const { success: _success, code, message, ...details } = envelope;
  const kind = CODE_KINDS[code] ?? 'rejected';
  return new GatewayError({ kind, code, message, status, details });
}

function isAbort(error: unknown): boolean {
  if (!isRecord(error) && !(error instanceof Error)) return false;
  const e = error as { code?: unknown; name?: unknown; __CANCEL__?: unknown };
  return e.__CANCEL__ === true || e.code === 'ERR_CANCELED' || e.name === 'CanceledError' || e.name === 'AbortError';
}

/**
 * Maps anything a call can throw to a GatewayError: a GatewayError as it is (the transport turns
 * HTTP failures into them: transport.ts, fromHttpFailure), a cancellation to canceled, anything else
 * to unknown.
 */
export function toGatewayError(error: unknown): GatewayError {
  if (isGatewayError(error)) return error;
  if (isAbort(error)) return new GatewayError({ kind: 'canceled', cause: error });
  return new GatewayError({ kind: 'unknown', cause: error });
}

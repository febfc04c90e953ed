import type { GatewayError } from '../../engine/api/errors.ts';
import { accountErrorText } from './accountErrors.ts';

/** Platform codes every cashier form can meet, said in the player's language (the platform words them in English). */
const CASHIER_CODES: Record<string, string> = {
  PAYMENT_PASSWORD_INVALID: 'cashier.error.paymentPasswordInvalid',
  PAYMENT_PASSWORD_NOT_SET: 'cashier.error.paymentPasswordNotSet',
};

/**
 * The text a player sees for a failed cashier call: a form's own texts for the codes it knows
 * (`own`: code → text key), then the cashier's, then the account catalogue's (a payment password
 * locked after too many tries is TOO_MANY_REQUESTS with the minutes to wait), else the platform's
 * message or the gateway's text for a failure without an answer.
 */
export function cashierErrorText(
  error: GatewayError,
  t: (key: string, options?: Record<string, unknown>) => string,
  own: Readonly<Record<string, string>> = {},
): string {
  const key = error.kind === 'rejected' ? (own[error.code] ?? CASHIER_CODES[error.code]) : undefined;
  return key ? t(key) : accountErrorText(error, t);
}

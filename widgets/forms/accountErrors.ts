import { displayText, type GatewayError } from '../../engine/api/errors.ts';
import { useTexts } from '../../engine/react/useTexts.ts';
import texts from './accountTexts.json';

/**
 * Platform codes with a catalogue entry of the accounts document (ERR-*, VAL-28), shown in the
 * player's language rather than the platform's own wording; any other rejection shows the
 * platform's message (UNSPEC-17), and failures without an answer the gateway's texts (ERR-19/20/23).
 */
const CATALOGUE: Record<string, string> = {
  INVALID_CREDENTIALS: 'accountErrors.invalidCredentials', // ERR-01
  ACCOUNT_NOT_FOUND: 'accountErrors.accountNotFound', // ERR-02
  INVITATION_CODE_ERROR: 'accountErrors.invitationCode', // ERR-04
  TOO_MANY_REQUESTS: 'accountErrors.tooManyRequests', // ERR-07
  SMS_CODE_INVALID: 'accountErrors.codeInvalid', // ERR-09
  CAPTCHA_REQUIRED: 'accountErrors.captcha', // ERR-10, VAL-05
  SMS_CODE_EXPIRED: 'accountErrors.codeExpired', // ERR-13
  NON_AGENT_LOGIN: 'accountErrors.nonAgent', // ERR-16
  NOT_AGENT: 'accountErrors.notAgent', // ERR-17
  NON_MEMBER_LOGIN: 'accountErrors.nonMember', // ERR-18
  CHALLENGE_REQUIRED: 'accountErrors.challenge', // VAL-28
  VERIFICATION_TICKET_INVALID: 'accountErrors.verificationExpired',
  FEATURE_DISABLED: 'accountErrors.notOffered',
  USERNAME_TAKEN: 'accountErrors.usernameTaken',
};

/** The text a player sees for a failed account call: the catalogue's, in their language. */
export function accountErrorText(
  error: GatewayError,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const key = error.kind === 'rejected' ? CATALOGUE[error.code] : undefined;
  if (!key) return displayText(error, t);
  const retryAfter = typeof error.details.retryAfter === 'number' ? Math.ceil(error.details.retryAfter / 60) : 5;
  return t(key, { minutes: retryAfter });
}

/** The texts every account form shares (the captcha, the error catalogue): call it in each form. */
export function useAccountTexts(): void {
  useTexts(texts);
}

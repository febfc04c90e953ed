/**
 * CALL-62..65 are not HTTP calls of the platform but client-side providers. The engine receives
 * implementations of these interfaces (per brand) and the platform only sees their results.
 */

/**
 * CALL-65: challenge provider (human verification) shared by login, SMS send and registration
 * (UNSPEC-35). The reference platform's is ALTCHA: the player fetches a challenge for the action
 * (CALL-66), the `altcha` widget solves it, and its base64 payload is the `challengeToken`. SMS
 * sends and registration always need one; a login when its failure answer said `challenge: true`.
 */
export type ChallengeAction = 'login' | 'sms' | 'register';
export interface ChallengeResult {
  /** Sent as `challengeToken` in CALL-04, CALL-09, CALL-10, CALL-13, CALL-14. */
  challengeToken: string;
}
export interface ChallengeProvider {
  readonly id: string;
  /** Runs the challenge; resolves with its result, or null when the user closed it (VAL-28). */
  run(options: { action: ChallengeAction; signal?: AbortSignal }): Promise<ChallengeResult | null>;
  reset?(): void;
}

/**
 * CALL-62: third-party sign-in (AUTH-13, UNSPEC-34). A provider's popup or SDK yields a provider
 * token; the player sends CALL-04 `{ type: 'provider', provider, providerToken }`, and the platform
 * links the person to an account or creates one. Such logins never force a password change.
 */
export type SignInProviderId = 'facebook' | 'google' | 'telegram';
export const SIGN_IN_PROVIDER_IDS: readonly SignInProviderId[] = ['facebook', 'google', 'telegram'];

/**
 * The reference platform's development provider: a popup at `devSignInPath(provider)` (served to
 * the platform's own machine only) posts this message to its opener, same origin, then closes;
 * closed without a message means the person cancelled (ERR-14).
 */
export const SIGN_IN_MESSAGE_TYPE = 'livery:sign-in';
export interface SignInMessage {
  type: typeof SIGN_IN_MESSAGE_TYPE;
  provider: SignInProviderId;
  providerToken: string;
}
export const devSignInPath = (provider: SignInProviderId): string => `/dev-auth/${provider}`;
export interface SignInResult {
  provider: SignInProviderId;
  /** Provider token, sent to CALL-04 as `providerToken` with `provider`. */
  providerToken: string;
}
export interface SignInProvider {
  readonly id: SignInProviderId;
  /** Opens the provider popup/SDK; rejects with code POPUP_CLOSED (ERR-14) or POPUP_BLOCKED (ERR-22). */
  signIn(): Promise<SignInResult>;
}

/** CALL-63: phone-verification provider, alternative to CALL-13/CALL-14 (SMS-04, SMS-07). */
export interface PhoneVerificationSession {
  /** Confirms the code the user typed; resolves with the fields registration sends (ENT-06). */
  confirm(code: string): Promise<{ firebaseChannel: string; firebaseIdToken: string }>;
}
export interface PhoneVerificationProvider {
  readonly id: string;
  /** Sends the code to `countryDialingCode + mobileNum`; rejects with an ERR-05..ERR-14 code. */
  sendCode(
    phone: { countryDialingCode: string; mobileNum: string },
    challenge?: ChallengeResult,
  ): Promise<PhoneVerificationSession>;
}
export type PhoneVerificationErrorCode =
  | 'INVALID_PHONE'
  | 'MISSING_PHONE'
  | 'TOO_MANY_REQUESTS'
  | 'UNKNOWN'
  | 'INVALID_CODE'
  | 'CAPTCHA_FAILED'
  | 'QUOTA_EXCEEDED'
  | 'OPERATION_NOT_ALLOWED'
  | 'CODE_EXPIRED'
  | 'POPUP_CLOSED';
/** ERR-05..ERR-14 for each provider error. */
export const PHONE_VERIFICATION_ERRORS = {
  INVALID_PHONE: 'ERR-05',
  MISSING_PHONE: 'ERR-06',
  TOO_MANY_REQUESTS: 'ERR-07',
  UNKNOWN: 'ERR-08',
  INVALID_CODE: 'ERR-09',
  CAPTCHA_FAILED: 'ERR-10',
  QUOTA_EXCEEDED: 'ERR-11',
  OPERATION_NOT_ALLOWED: 'ERR-12',
  CODE_EXPIRED: 'ERR-13',
  POPUP_CLOSED: 'ERR-14',
} as const satisfies Record<PhoneVerificationErrorCode, `ERR-${string}`>;

/** CALL-64: country flag image on the image host, by country code (SMS-06). */
export interface CountryFlagProvider {
  /** e.g. `${imageBase}/flags/${countryCode.toLowerCase()}.png`. */
  flagUrl(countryCode: string): string;
}
export const countryFlagUrl = (imageBase: string, countryCode: string): string =>
  `${imageBase.replace(/\/+$/, '')}/flags/${countryCode.toLowerCase()}.png`;

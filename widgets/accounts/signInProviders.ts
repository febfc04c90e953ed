import { toGatewayError, GatewayError } from '../../engine/api/errors.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import {
  SIGN_IN_MESSAGE_TYPE,
  type SignInProvider,
  type SignInProviderId,
  type SignInResult,
} from '../../schemas/api/index.ts';
import type { SignInProviderConfig } from '../../schemas/brand/index.ts';
import { accountErrorText } from '../forms/accountErrors.ts';

/** Why a provider's popup gave no token: closed by the person (ERR-14) or refused by the browser (ERR-22). */
export type SignInFailureCode = 'POPUP_CLOSED' | 'POPUP_BLOCKED';

const FAILURE_TEXTS: Record<SignInFailureCode, string> = {
  POPUP_CLOSED: 'accountErrors.popupClosed', // ERR-14
  POPUP_BLOCKED: 'accountErrors.popupBlocked', // ERR-22
};

export class SignInPopupError extends Error {
  override readonly name = 'SignInPopupError';
  constructor(readonly code: SignInFailureCode) {
    super(code);
  }
}

/** The popup's size (CSS pixels) and how often the player looks whether it was closed. */
export const POPUP_WIDTH = 480;
export const POPUP_HEIGHT = 640;
const CLOSED_POLL_MS = 500;
/** A popup posts its answer and then closes: a closed popup gets this long for its message to arrive. */
const CLOSED_GRACE_MS = 300;

export interface PopupSignInOptions {
  /** The platform's address (the brand's `api.baseUrl`); empty: the site's own origin. */
  platformBase?: string;
  /** Aborting closes the popup and rejects as canceled (the form went away). */
  signal?: AbortSignal;
  /** The window that opens the popup and hears its answer; tests hand in their own. */
  view?: Window;
}

/** Where the popup opens and which origin may answer, from the brand's provider entry. */
export function popupTarget(
  config: Pick<SignInProviderConfig, 'id' | 'popupUrl' | 'messageOrigin'>,
  platformBase: string,
  view: Window,
) {
  const template = config.popupUrl ?? '/dev-auth/{provider}';
  const base = platformBase || view.location.origin;
  const url = new URL(template.replaceAll('{provider}', config.id), base.endsWith('/') ? base : `${base}/`);
  return { url: url.href, origin: config.messageOrigin || url.origin };
}

/** Centred over the player's window. */
function features(view: Window): string {
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

function tokenOf(data: unknown, provider: SignInProviderId): string | null {
  if (!isRecord(data) || data.type !== SIGN_IN_MESSAGE_TYPE || data.provider !== provider) return null;
  const token = data.providerToken;
  return typeof token === 'string' && token.length > 0 && token.length <= 8192 ? token : null;
}

/**
 * Runs one provider's popup (AUTH-13, UNSPEC-34): opens it centred (~480 × 640), waits for
 * `{ type: 'livery:sign-in', provider, providerToken }` from the expected origin and that popup,
 * and resolves with the token. A popup closed without one rejects with POPUP_CLOSED (ERR-14), a
 * popup the browser refused with POPUP_BLOCKED (ERR-22). The listener and timers go in every case.
 * Must be called in the click handler itself: browsers open popups only on a user's gesture.
 */
export function popupSignIn(
  config: Pick<SignInProviderConfig, 'id' | 'popupUrl' | 'messageOrigin'>,
  options: PopupSignInOptions = {},
): Promise<SignInResult> {
  const view = options.view ?? window;
  const provider = config.id;
  if (options.signal?.aborted) return Promise.reject(new GatewayError({ kind: 'canceled' }));
  const target = popupTarget(config, options.platformBase ?? '', view);
  const popup = view.open(target.url, `livery-sign-in-${provider}`, features(view));
  if (!popup) return Promise.reject(new SignInPopupError('POPUP_BLOCKED'));

  return new Promise<SignInResult>((resolve, reject) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      view.removeEventListener('message', onMessage);
      options.signal?.removeEventListener('abort', onAbort);
      clearInterval(poll);
      if (grace !== undefined) clearTimeout(grace);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== target.origin) return;
      // A real message names its window: only this popup may answer (a synthetic one names none).
      if (event.source !== null && event.source !== popup) return;
      const providerToken = tokenOf(event.data, provider);
      if (!providerToken) return;
      done();
      resolve({ provider, providerToken });
    };
    const onAbort = () => {
      done();
      popup.close();
      reject(new GatewayError({ kind: 'canceled' }));
    };
    const poll = setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      grace = setTimeout(() => {
        done();
        reject(new SignInPopupError('POPUP_CLOSED'));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    view.addEventListener('message', onMessage);
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The brand's provider entry as the engine's provider interface (schemas/api/providers.ts, CALL-62). */
export function popupSignInProvider(
  config: SignInProviderConfig,
  options: Omit<PopupSignInOptions, 'signal'> = {},
): SignInProvider & { signIn(signal?: AbortSignal): Promise<SignInResult> } {
  return { id: config.id, signIn: (signal?: AbortSignal) => popupSignIn(config, { ...options, signal }) };
}

/** The failure line's text for a provider login: the popup's own (ERR-14, ERR-22), else the account catalogue's; '' when canceled. */
export function signInFailureText(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (error instanceof SignInPopupError) return t(FAILURE_TEXTS[error.code]);
  const failure = toGatewayError(error);
  return failure.canceled ? '' : accountErrorText(failure, t);
}

import type { StoreApi } from 'zustand/vanilla';
import type { PasswordChangeReason } from '../../schemas/api/envelope.ts';
import { PASSWORD_CHANGE_REASONS } from '../../schemas/vocabulary.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { GatewayError } from '../api/errors.ts';
import { createGateway, type Gateway, type GatewayOptions, type SessionStorageLike } from '../api/gateway.ts';
import type { CallRoute } from '../../schemas/api/define.ts';
import type { PlatformState } from './platformStore.ts';

/** The merchant code the brand's calls carry: the brand's own, else its id as the platform keys it. */
export function merchantCodeOf(brand: Pick<RuntimeBrand, 'id' | 'merchantCode'>): string {
  return brand.merchantCode ?? brand.id.toUpperCase();
}

/** Session storage when the browser allows it; otherwise memory, so a sandboxed frame still works. */
export function sessionStorageOrMemory(): SessionStorageLike {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage access can throw (sandboxed frame, blocked cookies): fall through to memory.
  }
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * A call answered MAINTENANCE or REGION_RESTRICTED after start-up closes the site as status would
 * (SHELL-02, SHELL-03). Other failures stay with the widget that made the call.
 */
function closeSiteOn(platform: StoreApi<PlatformState>, error: GatewayError): void {
  const state = platform.getState();
  if (error.kind === 'maintenance')
    state.setGate({ view: 'maintenance', text: error.serverMessage || state.status?.maintenanceText || '' });
  else if (error.kind === 'restricted') state.setGate({ view: 'restricted' });
}

/** Why the platform holds the session to a password change, from its refusal (AUTH-05, AUTH-06); expired when it does not say. */
export function passwordChangeReasonOf(error: GatewayError): PasswordChangeReason {
  const reason = error.details.passwordChange;
  return PASSWORD_CHANGE_REASONS.find((known) => known === reason) ?? 'expired';
}

/** Where failed calls are logged: one line each (the browser console for the player). */
export type FailureLog = (line: string) => void;

/** UNSPEC-17: failures are logged by call and code only; payloads and texts stay out of logs. */
export function failureLine(error: GatewayError, call: Pick<CallRoute, 'name'>): string {
  return `[platform] ${call.name} failed: ${error.code}${error.status ? ` (HTTP ${error.status})` : ''}`;
}

export interface PlatformGatewayOptions {
  brand: RuntimeBrand;
  /** Where failures are logged; the console by default (stories and tests that fail on purpose keep them). */
  log?: FailureLog;
  platform: StoreApi<PlatformState>;
  /** The session is gone (ERR-15): the engine ends it (its session store is not this module's concern). */
  onNotLoggedIn: () => void;
  /** A call answered that the session must change its password first (AUTH-05, AUTH-06): the engine asks for it. */
  onPasswordChangeRequired?: (reason: PasswordChangeReason) => void;
  storage?: SessionStorageLike;
  adapter?: GatewayOptions['adapter'];
  /** The player's language now (the platform answers in it). */
  language?: () => string;
}

/** The engine's one gateway, configured from the brand and the loaded system status. */
export function createPlatformGateway({
  brand,
  platform,
  onNotLoggedIn,
  onPasswordChangeRequired,
  storage,
  adapter,
  log,
  language,
}: PlatformGatewayOptions): Gateway {
  return createGateway({
    baseURL: brand.api.baseUrl,
    timeoutMs: brand.constants.apiTimeoutMs,
    merchantCode: merchantCodeOf(brand),
    storage: storage ?? sessionStorageOrMemory(),
    getPublicKey: async () => {
      const key = platform.getState().publicKey;
      if (!key) throw new Error('The platform has not sent its public key (system status info.publicKey).');
      return key;
    },
    onNotLoggedIn,
    onError: (error, call) => {
      (log ?? console.warn)(failureLine(error, call));
      closeSiteOn(platform, error);
      if (error.kind === 'passwordChange') onPasswordChangeRequired?.(passwordChangeReasonOf(error));
    },
    ...(adapter ? { adapter } : {}),
    ...(language ? { language } : {}),
  });
}

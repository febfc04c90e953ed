import type { StoreApi } from 'zustand/vanilla';
import type { PasswordChangeReason } from '../../schemas/api/envelope.ts';
import { PASSWORD_CHANGE_DIALOG } from '../../schemas/brand/dialogIds.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { Gateway, GatewayOptions, SessionStorageLike } from '../api/gateway.ts';
import { WidgetRegistry } from '../core/registry.ts';
import { createDataClient } from '../data/dataClient.ts';
import { applyDocumentLanguage, createI18n, initialLanguage } from '../i18n/createI18n.ts';
import { createPlatformGateway, type FailureLog } from '../platform/platformGateway.ts';
import { createDialogsStore, type DialogsState } from '../state/dialogs.ts';
import { createPlatformStore } from '../platform/platformStore.ts';
import { createSessionStore, type MemberInfo } from '../state/session.ts';
import type { RealtimeListener } from '../state/sessionLifecycle.ts';
import type { Engine } from './context.tsx';
import type { WidgetComponent } from './defineWidget.ts';

export interface CreateEngineOptions {
  brand: RuntimeBrand;
  registry: WidgetRegistry<WidgetComponent>;
  member?: MemberInfo | null;
  /** A language code; by default the stored choice or the brand default. */
  language?: string;
  /** Flags that override the brand's defaults until the platform answers (tests, stories). */
  flags?: Record<string, boolean>;
  /** Whether to set `<html lang dir>` (the player does; side-by-side stories do not). */
  ownsDocument?: boolean;
  /** A ready gateway (a fake in tests and stories); by default one is built from the brand. */
  gateway?: Gateway;
  /** axios adapter for the built gateway: a fake platform without network (tests, stories). */
  adapter?: GatewayOptions['adapter'];
  /** Where the token lives; session storage by default. */
  storage?: SessionStorageLike;
  /** Picks the CDN hosts (SHELL-05); Math.random by default. */
  random?: () => number;
  /** Where failed platform calls are logged (UNSPEC-17); the console by default. */
  log?: FailureLog;
  /** What runs only while someone is logged in (SHELL-10); none by default. */
  realtime?: readonly RealtimeListener[];
  /** The page's first paint: the screens' reads started before it wait for it (DataClientOptions.readsAfter). */
  readsAfter?: Promise<unknown>;
}

/**
 * The session must change its password before anything else (AUTH-05, AUTH-06): the brand's change
 * dialog opens, forced, unless it is open already (every refused call of the session says so).
 */
function askForPasswordChange(
  brand: RuntimeBrand,
  dialogs: StoreApi<DialogsState>,
  reason: PasswordChangeReason,
): void {
  if (!brand.dialogs[PASSWORD_CHANGE_DIALOG]) return;
  if (dialogs.getState().stack.some((open) => open.id === PASSWORD_CHANGE_DIALOG)) return;
  dialogs.getState().open(PASSWORD_CHANGE_DIALOG, { forced: true, reason });
}

export async function createEngine(options: CreateEngineOptions): Promise<Engine> {
  const { brand } = options;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const language = options.language ?? initialLanguage(brand, storage);
  const i18n = await createI18n(brand, language);
  if (options.ownsDocument) applyDocumentLanguage(language, i18n);
  const session = createSessionStore(options.member ?? null);
  const platform = createPlatformStore(
    {
      flags: { ...(brand.flags as Record<string, boolean>), ...options.flags },
      registerRules: brand.registration.rules,
    },
    options.random,
  );
  const dialogs = createDialogsStore();
  const gateway =
    options.gateway ??
    createPlatformGateway({
      brand,
      platform,
      onNotLoggedIn: () => session.getState().setMember(null),
      onPasswordChangeRequired: (reason) => askForPasswordChange(brand, dialogs, reason),
      language: () => i18n.language,
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.adapter ? { adapter: options.adapter } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  const data = createDataClient({
    gateway,
    session,
    ...(options.readsAfter ? { readsAfter: options.readsAfter } : {}),
  });
  return {
    brand,
    registry: options.registry,
    i18n,
    session,
    platform,
    gateway,
    data,
    dialogs,
    realtime: options.realtime ?? [],
  };
}

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import type { Device } from '../../schemas/brand/conditions.ts';
import type { Gateway } from '../api/gateway.ts';
import { memberTraitsOf, type ConditionContext } from '../core/conditions.ts';
import type { DataClient } from '../data/dataClient.ts';
import type { WidgetRegistry } from '../core/registry.ts';
import type { RegisterRuleSet } from '../platform/platformSettings.ts';
import type { PlatformState } from '../platform/platformStore.ts';
import type { DialogsState } from '../state/dialogs.ts';
import type { SessionState } from '../state/session.ts';
import type { RealtimeListener } from '../state/sessionLifecycle.ts';
import type { WidgetComponent } from './defineWidget.ts';
import { useResponsibleGaming } from './useResponsibleGaming.ts';
import { PHONE_QUERY } from '../core/firstPaint.ts';

export interface Engine {
  brand: RuntimeBrand;
  registry: WidgetRegistry<WidgetComponent>;
  i18n: I18n;
  session: StoreApi<SessionState>;
  /**
   * What the platform said at start-up (SHELL-01..SHELL-05): the gate (app, maintenance, blocked
   * region …), the effective flags and register rules (brand defaults, platform wins), CDN hosts,
   * gtagId, customer service. Read it with `usePlatform`, `useFlags`, `useRegisterRules`.
   */
  platform: StoreApi<PlatformState>;
  /** The one gateway to the platform (SHELL-08); widgets reach it with `useApi`. */
  gateway: Gateway;
  /** Platform data shared by the widgets (DESIGN §3c): read with `useCall`, changed with `useMutation`. */
  data: DataClient;
  /** The open dialogs, bottom first (DESIGN §3b); widgets open one with `useDialog`. */
  dialogs: StoreApi<DialogsState>;
  /** Listeners that run only while someone is logged in (SHELL-10), started by `bindRealtime`. */
  realtime: readonly RealtimeListener[];
}

const EngineContext = createContext<Engine | null>(null);

interface Texts {
  t: TFunction;
  language: string;
}
const TextsContext = createContext<Texts | null>(null);

/**
 * The language and its text lookup, shared: one subscription to language changes for the whole
 * tree rather than one a component (hundreds on the home), and a new `t` only when the language
 * changes, so a language switch redraws every text and nothing else does.
 */
function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
    () => i18n.language,
  );
  const texts = useMemo(() => ({ t: i18n.getFixedT(language), language }), [i18n, language]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return (
    <EngineContext.Provider value={engine}>
      <TextsProvider i18n={engine.i18n}>{children}</TextsProvider>
    </EngineContext.Provider>
  );
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside <EngineProvider>.');
  return engine;
}

export const useBrand = (): RuntimeBrand => useEngine().brand;
export const useRegistry = () => useEngine().registry;
/** The platform gateway: widgets call the platform through it, never through axios. */
export const useApi = (): Gateway => useEngine().gateway;

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useEngine().session, select);
}

export function usePlatform<T>(select: (state: PlatformState) => T): T {
  return useStore(useEngine().platform, select);
}

/** Current flags: the brand's defaults, overridden by the platform's whitelabel modules. */
export const useFlags = (): Record<string, boolean> => usePlatform((state) => state.flags);

/** Current register rules: the brand's defaults, overridden field by field by the platform's. */
export const useRegisterRules = (): RegisterRuleSet => usePlatform((state) => state.registerRules);

/** Text lookup; brand locale overrides are already merged into the bundles. */
export function useT(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useT must be used inside <EngineProvider>.');
  return texts;
}

/** The device class of this window now ('desktop' where there is no window: tests, the server). */
export function currentDevice(): Device {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches ? 'mobile' : 'desktop';
}

export function useDevice(): Device {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    currentDevice,
    () => 'desktop',
  );
}

/** What `when` conditions are evaluated against, right now. */
export function useConditionContext(): ConditionContext {
  const flags = useFlags();
  const session = useSession((state) => state.kind);
  const device = useDevice();
  const hasUpline = useSession((state) => state.member?.hasUpline === true);
  // Issue 29: the call the reality check and the tools read already, so it costs nothing more.
  const excluded = !!useResponsibleGaming().data?.exclusion;
  return useMemo(
    () => ({ flags, session, device, member: memberTraitsOf({ hasUpline, excluded }) }),
    [flags, session, device, hasUpline, excluded],
  );
}

/** Brand asset URL: "assets/logo.svg" → "/brands/aurora/assets/logo.svg". */
export function useAssetUrl(): (path: string) => string {
  const { assetBase } = useBrand();
  return (path) => `${assetBase}${path.replace(/^\/+/, '')}`;
}

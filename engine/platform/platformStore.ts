import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SystemStatus } from '../../schemas/api/entities.ts';
import type { GatewayError } from '../api/errors.ts';
import { defaultSettings, settingsFrom, type PlatformDefaults, type PlatformSettings } from './platformSettings.ts';

/**
 * What the site shows instead of (or as) the app, from the platform's answers:
 * - loading: system status has not answered yet (SHELL-01)
 * - open: the normal app
 * - maintenance: the maintenance page (SHELL-02); `text` '' means the generic text (UNSPEC-49)
 * - restricted: the blocked-region page (SHELL-03)
 * - domainInvalid: the domain check failed (SHELL-07, ERR-21)
 * - failed: status could not be read; a retryable error page
 */
export type GateView =
  | { view: 'loading' }
  | { view: 'open' }
  | { view: 'maintenance'; text: string }
  | { view: 'restricted' }
  | { view: 'domainInvalid' }
  | { view: 'failed'; error: GatewayError };

export interface PlatformState extends PlatformSettings {
  gate: GateView;
  /** The last status answer, cleaned (null until it arrives). */
  status: SystemStatus | null;
  /** Takes a status answer: flags, rules, hosts, customer service (SHELL-04, SHELL-05). */
  applyStatus(status: SystemStatus): void;
  setGate(gate: GateView): void;
}

/** One store per engine (never a module global); `random` picks the CDN hosts (tests fix it). */
export function createPlatformStore(
  defaults: PlatformDefaults,
  random: () => number = Math.random,
): StoreApi<PlatformState> {
  return createStore<PlatformState>((set) => ({
    ...defaultSettings(defaults),
    gate: { view: 'loading' },
    status: null,
    applyStatus: (status) => set({ status, ...settingsFrom(status, defaults, random) }),
    setGate: (gate) => set({ gate }),
  }));
}

import type { SystemStatus } from '../../schemas/api/entities.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { pickHost } from './pickHost.ts';

export type RegisterRuleSet = RuntimeBrand['registration']['rules'];
type CustomerServiceEntry = NonNullable<SystemStatus['info']['customerService']>[number];

/** What the engine knows before the platform answers: the brand's defaults. */
export interface PlatformDefaults {
  flags: Record<string, boolean>;
  registerRules: RegisterRuleSet;
}

/** What system status configures (SHELL-04), merged over the brand's defaults. */
export interface PlatformSettings extends PlatformDefaults {
  /** Image base host, picked at random from info.imageCDNs (SHELL-05); null: images are site-relative. */
  imageHost: string | null;
  /**
   * Every image host's origin (info.imageCDNs): besides the site's own, the only places HTML from
   * the platform may load a picture from (issue 14).
   */
  imageOrigins: string[];
  /** Game-launch host, picked at random from info.launchGameCDNs (SHELL-05). */
  launchGameHost: string | null;
  /** Analytics measurement id (SHELL-06); recorded only, nothing is injected. */
  gtagId: string | null;
  mainDomain: string | null;
  /** The platform's RSA public key for encrypted calls (UNSPEC-20). */
  publicKey: string | null;
  /** Customer-service entries with their paths still encrypted (ENT-10, UNSPEC-66). */
  customerService: CustomerServiceEntry[];
  /** The visitor's IP as the platform sees it (SHELL-03). */
  ip: string | null;
}

export function defaultSettings(defaults: PlatformDefaults): PlatformSettings {
  return {
    ...defaults,
    imageHost: null,
    imageOrigins: [],
    launchGameHost: null,
    gtagId: null,
    mainDomain: null,
    publicKey: null,
    customerService: [],
    ip: null,
  };
}

/** Platform register rules win over the brand's, field by field and property by property (FLAG-14). */
export function mergeRegisterRules(
  brand: RegisterRuleSet,
  platform: SystemStatus['info']['registerRules'],
): RegisterRuleSet {
  if (!platform) return brand;
  const merged = { ...brand };
  for (const field of Object.keys(brand) as (keyof RegisterRuleSet)[]) {
    const rule = platform[field];
    if (rule) merged[field] = { ...brand[field], ...rule };
  }
  return merged;
}

/** The settings a status answer gives: platform flags and rules over the brand's (DESIGN §4). */
export function settingsFrom(
  status: SystemStatus,
  defaults: PlatformDefaults,
  random: () => number = Math.random,
): PlatformSettings {
  const { info } = status;
  return {
    flags: { ...defaults.flags, ...info.whitelabel },
    registerRules: mergeRegisterRules(defaults.registerRules, info.registerRules),
    imageHost: pickHost(info.imageCDNs, random),
    imageOrigins: [
      ...new Set(
        (info.imageCDNs ?? []).flatMap((url) => {
          try {
            return [new URL(url).origin];
          } catch {
            return [];
          }
        }),
      ),
    ],
    launchGameHost: pickHost(info.launchGameCDNs, random),
    gtagId: info.gtagId ?? null,
    mainDomain: info.mainDomain ?? null,
    publicKey: info.publicKey ?? null,
    customerService: info.customerService ?? [],
    ip: status.location?.ip ?? null,
  };
}

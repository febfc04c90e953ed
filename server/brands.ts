import path from 'node:path';
import { withDefaults } from '../engine/core/defaults.ts';
import { brandForLocation, type HostMap } from '../engine/core/hosts.ts';
import { resolveBrand } from '../engine/core/merge.ts';
import type { RegisterRules } from '../schemas/api/index.ts';
import type { RuntimeBrand } from '../schemas/brand/index.ts';
import type { ComplianceProfile } from '../schemas/compliance/profiles.ts';
import { readAllBrands } from '../engine/brandFiles/files.ts';
import { buildHostMap, servableBrandIds } from '../engine/brandFiles/library.ts';
import { getSetting, setSetting, type Db } from './db.ts';
import { hostnameOf } from '../engine/core/util/hostnameOf.ts';
import { isRecord } from '../engine/core/util/isRecord.ts';

/** What the platform knows of a brand: identity, hosts and the brand's defaults for flags and rules. */
export interface PlatformBrand {
  id: string;
  name: string;
  merchantCode: string;
  hosts: readonly string[];
  defaultLanguage: string;
  supportedLanguages: readonly string[];
  /** The brand document's flags; the platform's whitelabel modules override them (SHELL-04). */
  brandFlags: Readonly<Record<string, boolean>>;
  /** The brand document's register rules (with schema defaults); the platform's override them (REG-02). */
  brandRegisterRules: RegisterRules;
  defaultDialingCode: string;
  countries: RuntimeBrand['registration']['countries'];
  /** The licence's rules (brand JSON `compliance.profile`, issue 29): schemas/compliance/profiles.ts. */
  complianceProfile: ComplianceProfile;
}

export interface PlatformBrands {
  byId: ReadonlyMap<string, PlatformBrand>;
  hostMap: HostMap;
}

/** Reads brands/ once at start: every servable brand, merged along `extends`, with defaults. */
export function loadPlatformBrands(root = process.cwd()): PlatformBrands {
  const sources = readAllBrands(path.resolve(root));
  const lookup = (id: string) => sources.get(id)?.document;
  const byId = new Map<string, PlatformBrand>();
  for (const id of servableBrandIds(sources)) byId.set(id, platformBrandOf(id, withDefaults(resolveBrand(id, lookup))));
  return { byId, hostMap: buildHostMap(root, sources) };
}

/** The platform's view of one runtime brand. */
export function platformBrandOf(id: string, runtime: RuntimeBrand): PlatformBrand {
  return {
    id,
    name: runtime.name,
    merchantCode: runtime.merchantCode ?? id.toUpperCase(),
    hosts: runtime.hosts,
    defaultLanguage: runtime.languages.default,
    supportedLanguages: runtime.languages.supported,
    brandFlags: runtime.flags as Record<string, boolean>,
    brandRegisterRules: runtime.registration.rules as RegisterRules,
    defaultDialingCode: runtime.registration.defaultCountryDialingCode,
    countries: runtime.registration.countries,
    complianceProfile: runtime.compliance.profile,
  };
}

/**
 * The brand a request is for: the merchant code the gateway sends (X-Merchant-Code), else the
 * host name (as the player picks it), else the default brand.
 */
export function brandForRequest(brands: PlatformBrands, merchantCode: string | undefined, host: string): PlatformBrand {
  if (merchantCode) {
    const code = merchantCode.trim().toUpperCase();
    for (const brand of brands.byId.values())
      if (brand.merchantCode.toUpperCase() === code || brand.id.toUpperCase() === code) return brand;
  }
  const id = brandForLocation(brands.hostMap, hostnameOf(host), '');
  return brands.byId.get(id) ?? [...brands.byId.values()][0]!;
}

/** Currency symbols by the brand's home dialing code. */
const SYMBOL_BY_DIALING_CODE: Readonly<Record<string, string>> = {
  '+60': 'RM',
  '+65': 'S$',
  '+66': '฿',
  '+62': 'Rp',
  '+63': '₱',
  '+84': '₫',
  '+86': '¥',
  '+852': 'HK$',
  '+55': 'R$',
  '+351': '€',
  '+91': '₹',
};

/** The currency the platform keeps a brand's wallets in: setting `currencySymbol:<id>`, else by home country (WALLET-01). */
export function currencySymbolFor(db: Db, brand: PlatformBrand): string {
  return getSetting(db, `currencySymbol:${brand.id}`) ?? SYMBOL_BY_DIALING_CODE[brand.defaultDialingCode] ?? '$';
}

/** Whitelabel modules the operator switched for a brand (settings `modules:<brand>`), over the brand's flags. */
export function platformFlags(db: Db, brand: PlatformBrand): Record<string, boolean> {
  const overrides = Object.entries(readJson<Record<string, boolean>>(db, `modules:${brand.id}`)).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  );
  return { ...brand.brandFlags, ...Object.fromEntries(overrides) };
}

export function setPlatformFlag(db: Db, brand: PlatformBrand, flag: string, on: boolean): void {
  setSetting(
    db,
    `modules:${brand.id}`,
    JSON.stringify({ ...readJson<Record<string, boolean>>(db, `modules:${brand.id}`), [flag]: on }),
  );
}

/** Register rules: the platform's per-field overrides (settings `registerRules:<brand>`) over the brand's. */
export function platformRegisterRules(db: Db, brand: PlatformBrand): RegisterRules {
  const overrides = readJson<Record<string, Record<string, unknown>>>(db, `registerRules:${brand.id}`);
  const rules: Record<string, unknown> = { ...brand.brandRegisterRules };
  for (const [field, rule] of Object.entries(overrides))
    rules[field] = { ...(rules[field] as object), ...(rule ?? {}) };
  return rules as RegisterRules;
}

export function setPlatformRegisterRule(
  db: Db,
  brand: PlatformBrand,
  field: string,
  rule: Record<string, unknown>,
): void {
  const overrides = readJson<Record<string, Record<string, unknown>>>(db, `registerRules:${brand.id}`);
  overrides[field] = { ...(overrides[field] ?? {}), ...rule };
  setSetting(db, `registerRules:${brand.id}`, JSON.stringify(overrides));
}

function readJson<T extends object>(db: Db, key: string): Partial<T> {
  const raw = getSetting(db, key);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

import type { HostMap } from './hosts.ts';

/**
 * The brand library's pure side (DESIGN §6c): the `extends` walk, servable ids and the host map,
 * over brands already in memory. No file system, no DOM: the build and the brand CLI
 * (through engine/brandFiles), the platform and Storybook (documents from import.meta.glob) share it.
 */

/** base is abstract: every brand builds on it, none is served as it. */
export const ABSTRACT_BRANDS: readonly string[] = ['base'];

export interface ExtendsWalk<T> {
  /** From the root ancestor down to the brand itself (as far as the walk got). */
  chain: T[];
  /** The ids that loop, ending with the repeated one, when `extends` forms a cycle. */
  cycle?: string[];
  /** The brand whose parent is missing, and that parent's id. */
  missing?: { brandId: string; parentId: string };
}

/** Walks `extends` from a brand up to its root ancestor; stops at a cycle or a missing brand and says which. */
export function walkExtends<T extends { extends?: string | undefined }>(
  id: string,
  lookup: (id: string) => T | undefined,
): ExtendsWalk<T> {
  const chain: T[] = [];
  const seen: string[] = [];
  let current: string | undefined = id;
  let childId = id;
  while (current) {
    if (seen.includes(current)) return { chain, cycle: [...seen, current] };
    seen.push(current);
    const brand = lookup(current);
    if (!brand) return { chain, missing: { brandId: childId, parentId: current } };
    chain.unshift(brand);
    childId = current;
    current = brand.extends;
  }
  return { chain };
}

/** The ids a site can be, sorted: every brand but the abstract ones. */
export function servableBrandIds(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => !ABSTRACT_BRANDS.includes(id)).sort();
}

/**
 * Host → brand map for the player. The default brand (for unknown hosts) is `wantedDefault` when
 * that names a servable brand, else the first servable id in alphabetical order: a rule anyone
 * can predict from the folder list, with no extra field in brand.json.
 */
export function hostMapOf(
  brands: ReadonlyMap<string, { hosts?: unknown } | undefined>,
  wantedDefault?: string,
): HostMap {
  const ids = servableBrandIds(brands.keys());
  const hosts: Record<string, string> = {};
  for (const id of ids) {
    const own = brands.get(id)?.hosts;
    for (const host of Array.isArray(own) ? own : []) {
      const key = String(host).toLowerCase();
      if (!(key in hosts)) hosts[key] = id;
    }
  }
  const defaultBrand = wantedDefault && ids.includes(wantedDefault) ? wantedDefault : (ids[0] ?? '');
  return { defaultBrand, hosts, brands: ids };
}

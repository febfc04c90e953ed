import type { BrandDocument } from '../../schemas/brand/index.ts';
import { walkExtends } from './brands.ts';
import { isRecord } from './util/isRecord.ts';

/**
 * Brand inheritance (`extends`). Objects merge key by key; arrays and scalars of the child
 * replace the parent's (a child's menu is its whole menu, not an append).
 */

export class BrandCycleError extends Error {
  constructor(readonly chain: string[]) {
    super(`Brand inheritance forms a cycle: ${chain.join(' → ')}.`);
    this.name = 'BrandCycleError';
  }
}

export class MissingParentBrandError extends Error {
  constructor(
    readonly brandId: string,
    readonly parentId: string,
  ) {
    super(`Brand "${brandId}" extends "${parentId}", which does not exist.`);
    this.name = 'MissingParentBrandError';
  }
}

type Json = unknown;

export function deepMerge<T>(parent: T, child: unknown): T {
  if (!isRecord(parent) || !isRecord(child)) return (child === undefined ? parent : child) as T;
  const merged: Record<string, Json> = { ...parent };
  for (const [key, value] of Object.entries(child)) {
    merged[key] = key in parent ? deepMerge(parent[key], value) : value;
  }
  return merged as T;
}

/** The chain from the root ancestor down to the brand itself; a cycle or a missing parent throws. */
export function inheritanceChain(id: string, lookup: (id: string) => BrandDocument | undefined): BrandDocument[] {
  const walk = walkExtends(id, lookup);
  if (walk.cycle) throw new BrandCycleError(walk.cycle);
  if (walk.missing) throw new MissingParentBrandError(walk.missing.brandId, walk.missing.parentId);
  return walk.chain;
}

/** Merges a brand with its ancestors; the result no longer has `extends` or `$schema`. */
export function resolveBrand(id: string, lookup: (id: string) => BrandDocument | undefined): BrandDocument {
  const chain = inheritanceChain(id, lookup);
  const merged = chain.reduce<Record<string, Json>>((acc, document) => deepMerge(acc, document), {});
  // Identity is never inherited: a child is its own brand with its own hosts.
  const own = chain[chain.length - 1]!;
  merged.id = own.id;
  merged.name = own.name;
  merged.hosts = own.hosts ?? [];
  delete merged.extends;
  delete merged.$schema;
  return merged as unknown as BrandDocument;
}

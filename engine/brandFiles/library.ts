import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { mergeLocales } from '../core/defaults.ts';
import { hostMapOf, servableBrandIds as servableIds, walkExtends } from '../core/brands.ts';
import type { HostMap } from '../core/hosts.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { localeFiles, readAllBrands, readJson, type BrandSource } from './files.ts';

/**
 * The brand library (DESIGN §6c): which brands are served, the host map, the `extends` chain of
 * brand folders, their assets and locales. One copy for the build, the brand CLI and the platform.
 */

/** Brand sources from the root ancestor down to the brand; stops quietly at a cycle or gap (validation reports those). */
export function chainOf(id: string, brands: ReadonlyMap<string, BrandSource>): BrandSource[] {
  return walkExtends(id, (other) => {
    const source = brands.get(other);
    return source && { ...source, extends: source.document?.extends };
  }).chain.map((link) => brands.get(link.id)!);
}

/**
 * Locale overrides along the chain, ancestors first, by language code: the file name upper-cased
 * (locales/my.json → MY), the code the player's bundles are keyed by.
 */
export function mergedLocales(root: string, chain: readonly BrandSource[]): RuntimeBrand['locales'] {
  return mergeLocales(
    chain.map((brand) => {
      const own: Record<string, Record<string, unknown>> = {};
      for (const [language, file] of localeFiles(brand.dir)) {
        const read = readJson(root, file);
        if (read.ok && isRecord(read.value)) own[language.toUpperCase()] = read.value;
      }
      return own;
    }),
  );
}

/** The ids a site can be, sorted (base is only a parent). */
export function servableBrandIds(brands: ReadonlyMap<string, BrandSource>): string[] {
  return servableIds(brands.keys());
}

/** The host map of the brands on disk; LIVERY_DEFAULT_BRAND picks the default brand when it names a servable one. */
export function buildHostMap(
  root = process.cwd(),
  brands: ReadonlyMap<string, BrandSource> = readAllBrands(path.resolve(root)),
): HostMap {
  return hostMapOf(new Map([...brands].map(([id, source]) => [id, source.document])), process.env.LIVERY_DEFAULT_BRAND);
}

/** Resolves an asset path along the chain: the brand's own file wins over its ancestors'. */
export function resolveAsset(chain: readonly Pick<BrandSource, 'dir'>[], relative: string): string | undefined {
  const clean = path.posix.normalize(relative.replace(/\\/g, '/'));
  if (clean.startsWith('..') || path.posix.isAbsolute(clean)) return undefined;
  for (const brand of [...chain].reverse()) {
    const file = path.join(brand.dir, 'assets', clean);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

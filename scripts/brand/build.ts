import fs from 'node:fs';
import path from 'node:path';
import { readAllBrands } from '../../engine/brandFiles/files.ts';
import { buildHostMap, chainOf, servableBrandIds } from '../../engine/brandFiles/library.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import { BRAND_MANIFEST_FILE, manifestJson, webAppManifest } from '../../engine/brandFiles/manifest.ts';
import { buildRuntimeBrand } from '../../engine/brandFiles/runtime.ts';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import { validateBrands, type BrandReport } from '../../engine/brandFiles/validate.ts';

export interface BuildOptions {
  root?: string;
  /** Output folder, relative to the root; public/ so that Vite copies it into dist. */
  out?: string;
  definitions: readonly WidgetSchemaSource[];
}

export interface BuildResult {
  ok: boolean;
  reports: BrandReport[];
  /** Files written, relative to the root */
  written: string[];
}

function copyTree(from: string, to: string, written: string[], root: string): void {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target, written, root);
    else if (entry.isFile()) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
      written.push(path.relative(root, target).split(path.sep).join('/'));
    }
  }
}

/** Writes runtime brands, their merged assets, web app manifests and hosts.json; writes nothing when any brand has errors. */
export function buildBrands(options: BuildOptions): BuildResult {
  const root = path.resolve(options.root ?? process.cwd());
  const out = path.resolve(root, options.out ?? 'public');
  const reports = validateBrands([], { root, definitions: options.definitions });
  if (reports.some((report) => report.issues.length > 0)) return { ok: false, reports, written: [] };
  const brands = readAllBrands(root);
  const written: string[] = [];
  const brandsOut = path.join(out, 'brands');
  fs.mkdirSync(brandsOut, { recursive: true });
  for (const id of servableBrandIds(brands)) {
    const runtime = buildRuntimeBrand(id, { root, definitions: options.definitions, brands });
    const file = path.join(brandsOut, `${id}.json`);
    fs.writeFileSync(file, `${JSON.stringify(runtime, null, 2)}\n`);
    written.push(path.relative(root, file).split(path.sep).join('/'));
    const assets = path.join(brandsOut, id, 'assets');
    // A fresh copy, so an asset deleted from a brand does not linger from the last build.
    fs.rmSync(assets, { recursive: true, force: true });
    const chain = chainOf(id, brands);
    for (const brand of chain) copyTree(path.join(brand.dir, 'assets'), assets, written, root);
    const manifest = path.join(brandsOut, id, BRAND_MANIFEST_FILE);
    fs.mkdirSync(path.dirname(manifest), { recursive: true });
    fs.writeFileSync(
      manifest,
      manifestJson(
        webAppManifest(
          runtime,
          chain.map((brand) => brand.dir),
        ),
      ),
    );
    written.push(path.relative(root, manifest).split(path.sep).join('/'));
  }
  const hostsFile = path.join(brandsOut, 'hosts.json');
  fs.writeFileSync(hostsFile, `${JSON.stringify(buildHostMap(root, brands), null, 2)}\n`);
  written.push(path.relative(root, hostsFile).split(path.sep).join('/'));
  return { ok: true, reports, written };
}

export function describeFailures(reports: readonly BrandReport[]): string[] {
  return reports.flatMap((report) => report.issues.map(formatIssue));
}

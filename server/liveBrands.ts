import fs from 'node:fs';
import path from 'node:path';
import { readAllBrands, brandsDir, type BrandSource } from '../engine/brandFiles/files.ts';
import { formatIssue } from '../engine/brandFiles/issues.ts';
import { chainOf, resolveAsset, servableBrandIds } from '../engine/brandFiles/library.ts';
import { manifestJson, webAppManifest } from '../engine/brandFiles/manifest.ts';
import { buildRuntimeBrand } from '../engine/brandFiles/runtime.ts';
import { widgetSourcesOf, type JsonSchema, type WidgetSchemaSource } from '../engine/brandFiles/schema.ts';
import {
  createValidators,
  validateBrand,
  duplicateHostIssues,
  type Validators,
} from '../engine/brandFiles/validate.ts';
import { hostMapOf } from '../engine/core/brands.ts';
import type { RuntimeBrand } from '../schemas/brand/index.ts';
import { platformBrandOf, type PlatformBrands } from './brands.ts';

/** The generated brand schema: every widget's props schema travels in it, so the platform never imports widgets/. */
export const GENERATED_SCHEMA = path.join('schemas', 'generated', 'brand.schema.json');

export interface LiveBrandsOptions {
  root?: string;
  /** Where "kept the last good one" messages go; the console by default. */
  log?: (line: string) => void;
  /** Runs after a change reached players (the platform seeds a new brand's demo data). */
  onChange?: () => void;
}

/**
 * Brands served from brands/ as they are on disk, without a rebuild or restart (issue 18): each
 * change is validated like the brand CLI does, a valid brand's runtime document and host names
 * replace the old ones at once, and a brand that stopped being valid keeps its last good version
 * serving while the log says why.
 */
export class LiveBrands {
  readonly root: string;
  readonly definitions: WidgetSchemaSource[];
  readonly validators: Validators;
  /** Bumped on every change that reaches players, so pages carrying the host map are redrawn. */
  version = 0;
  private runtimes = new Map<string, { brand: RuntimeBrand; json: string; chain: BrandSource[] }>();
  private goodDocuments = new Map<string, BrandSource>();
  private readonly log: (line: string) => void;
  private readonly onChange: (() => void) | undefined;
  private watcher: fs.FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly brands: PlatformBrands,
    options: LiveBrandsOptions = {},
  ) {
    this.root = path.resolve(options.root ?? process.cwd());
    this.log = options.log ?? ((line) => console.warn(line));
    this.onChange = options.onChange;
    const schema = JSON.parse(fs.readFileSync(path.join(this.root, GENERATED_SCHEMA), 'utf8')) as JsonSchema;
    this.definitions = widgetSourcesOf(schema);
    this.validators = createValidators(this.definitions);
  }

  /** The runtime document players load for a brand, as JSON. */
  runtimeJson(id: string): string | undefined {
    return this.runtimes.get(id)?.json;
  }

  runtime(id: string): RuntimeBrand | undefined {
    return this.runtimes.get(id)?.brand;
  }

  /** A brand's asset, its own file first, then its ancestors' (brands/<id>/assets/…). */
  assetFile(id: string, relative: string): string | undefined {
    const chain = this.runtimes.get(id)?.chain;
    return chain ? resolveAsset(chain, relative) : undefined;
  }

  /** The brand's web app manifest as it is on disk now (its name, colours and icons follow an edit), as JSON. */
  manifestJson(id: string): string | undefined {
    const entry = this.runtimes.get(id);
    return (
      entry &&
      manifestJson(
        webAppManifest(
          entry.brand,
          entry.chain.map((brand) => brand.dir),
        ),
      )
    );
  }

  /** Reads brands/ again; returns the ids now served and the ones kept at their last good version. */
  reload(): { served: string[]; kept: string[] } {
    const sources = readAllBrands(this.root);
    const hostIssues = duplicateHostIssues(sources);
    const kept: string[] = [];
    const good = new Map<string, BrandSource>();
    // A brand is good when it and its whole chain validate; base is checked as a parent.
    for (const [id, source] of sources) {
      const report = validateBrand(this.root, source, sources, this.validators, hostIssues);
      if (report.issues.length === 0) good.set(id, source);
      else if (this.goodDocuments.has(id)) {
        kept.push(id);
        this.log(
          `Brand "${id}" has errors; its last good version keeps serving:\n${report.issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`,
        );
      } else {
        this.log(
          `Brand "${id}" has errors and is not served:\n${report.issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`,
        );
      }
    }
    // A kept brand is served from its last good document, read with its last good parents.
    const merged = new Map<string, BrandSource>();
    for (const [id, source] of this.goodDocuments) if (!good.has(id) && sources.has(id)) merged.set(id, source);
    for (const [id, source] of good) merged.set(id, source);
    const runtimes = new Map<string, { brand: RuntimeBrand; json: string; chain: BrandSource[] }>();
    for (const id of servableBrandIds(merged)) {
      try {
        const brand = buildRuntimeBrand(id, { root: this.root, definitions: this.definitions, brands: merged });
        runtimes.set(id, { brand, json: `${JSON.stringify(brand)}\n`, chain: chainOf(id, merged) });
      } catch (error) {
        const previous = this.runtimes.get(id);
        if (previous) runtimes.set(id, previous);
        this.log(
          `Brand "${id}" cannot be built (${error instanceof Error ? error.message : String(error)}); ${previous ? 'its last good version keeps serving' : 'it is not served'}.`,
        );
      }
    }
    const changed =
      [...runtimes].some(([id, entry]) => this.runtimes.get(id)?.json !== entry.json) ||
      runtimes.size !== this.runtimes.size;
    this.runtimes = runtimes;
    this.goodDocuments = merged;
    // The platform's own view (merchant codes, flags, register rules, hosts) follows in place, so
    // every request context that holds these objects sees the change.
    const byId = this.brands.byId as Map<string, ReturnType<typeof platformBrandOf>>;
    byId.clear();
    for (const [id, entry] of runtimes) byId.set(id, platformBrandOf(id, entry.brand));
    this.brands.hostMap = hostMapOf(
      new Map([...runtimes].map(([id, entry]) => [id, entry.brand])),
      process.env.LIVERY_DEFAULT_BRAND,
    );
    if (changed) {
      this.version++;
      this.onChange?.();
    }
    return { served: [...runtimes.keys()], kept };
  }

  /** Follows brands/ on disk: a change is picked up within a fraction of a second. */
  watch(): () => void {
    const dir = brandsDir(this.root);
    const schedule = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.reload(), 150);
    };
    this.watcher = fs.watch(dir, { recursive: true }, schedule);
    this.watcher.on('error', (error) => this.log(`Watching ${dir} stopped: ${error.message}`));
    return () => this.close();
  }

  close(): void {
    clearTimeout(this.timer);
    this.watcher?.close();
    this.watcher = undefined;
  }
}

import path from 'node:path';
import { BrandCycleError, MissingParentBrandError, resolveBrand } from '../core/merge.ts';
import { nearest } from '../core/registry.ts';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { compile } from './ajv.ts';
import { semanticChecks } from './checks.ts';
import { brandDir, brandFile, displayPath, readAllBrands, type BrandSource } from './files.ts';
import { isRecord } from '../core/util/isRecord.ts';
import { chainOf } from './library.ts';
import { dedupe, errorMessage, formatIssue, type BrandIssue } from './issues.ts';
import { authoredSchema, buildBrandJsonSchema, type JsonSchema, type WidgetSchemaSource } from './schema.ts';
import type { ValidateFunction } from 'ajv';
import { schemaIssues } from './schemaErrors.ts';

export interface BrandReport {
  id: string;
  /** Relative path of brand.json */
  file: string;
  issues: BrandIssue[];
}

export interface ValidateOptions {
  root?: string;
  /** Widget definitions; in tests fakes, otherwise the catalogue (see catalogue.ts). */
  definitions: readonly WidgetSchemaSource[];
}

/** Compiled validators for one widget catalogue; compiling is the slow part, so it is done once per run. */
export interface Validators {
  full: JsonSchema;
  authored: JsonSchema;
  validateFull: ValidateFunction;
  validateAuthored: ValidateFunction;
  widgetTypes: string[];
  widgetSchemas: ReadonlyMap<string, { readonly [key: string]: unknown }>;
}

export function createValidators(definitions: readonly WidgetSchemaSource[]): Validators {
  const full = buildBrandJsonSchema(definitions);
  const authored = authoredSchema(full);
  return {
    full,
    authored,
    validateFull: compile(full),
    validateAuthored: compile(authored),
    widgetTypes: definitions.map((definition) => definition.type),
    widgetSchemas: new Map(definitions.map((definition) => [definition.type, definition.schema])),
  };
}

export class BrandReadError extends Error {
  constructor(readonly brandId: string) {
    super(`Brand "${brandId}" cannot be read, so its children cannot be merged.`);
    this.name = 'BrandReadError';
  }
}

/** A lookup for resolveBrand that tells a missing brand from one that exists but did not parse. */
export function lookupIn(brands: ReadonlyMap<string, BrandSource>): (id: string) => BrandDocument | undefined {
  return (id) => {
    const source = brands.get(id);
    if (source && !source.document) throw new BrandReadError(id);
    return source?.document;
  };
}

function run(validate: ValidateFunction, schema: JsonSchema, file: string, data: unknown): BrandIssue[] {
  if (validate(structuredClone(data))) return [];
  return schemaIssues(file, schema, data, validate.errors ?? []);
}

/** Host names claimed by more than one brand, as issues on every claimant but the first. */
export function duplicateHostIssues(brands: ReadonlyMap<string, BrandSource>): Map<string, BrandIssue[]> {
  const owners = new Map<string, string>();
  const issues = new Map<string, BrandIssue[]>();
  for (const [id, source] of brands) {
    const hosts = Array.isArray(source.document?.hosts) ? source.document.hosts : [];
    hosts.forEach((host, index) => {
      if (typeof host !== 'string') return;
      const key = host.toLowerCase();
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, id);
      else if (owner !== id) {
        const list = issues.get(id) ?? [];
        list.push({
          file: source.shown,
          pointer: `/hosts/${index}`,
          message: `host "${host}" is already served by brand "${owner}"`,
          code: 'host.taken',
          params: { host, brand: owner },
        });
        issues.set(id, list);
      }
    });
  }
  return issues;
}

/** The inheritance problems of a brand, or its merged document. */
export function mergeBrand(
  source: BrandSource,
  brands: ReadonlyMap<string, BrandSource>,
): { merged: BrandDocument; issues: [] } | { merged?: undefined; issues: BrandIssue[] } {
  try {
    return { merged: resolveBrand(source.id, lookupIn(brands)), issues: [] };
  } catch (error) {
    const at = { file: source.shown, pointer: '/extends' };
    if (error instanceof BrandCycleError)
      return {
        issues: [
          {
            ...at,
            message: `extends forms a cycle: ${error.chain.join(' → ')}`,
            code: 'extends.cycle',
            params: { chain: error.chain },
          },
        ],
      };
    if (error instanceof MissingParentBrandError) {
      const suggestion = nearest(
        error.parentId,
        [...brands.keys()].filter((id) => id !== source.id),
      );
      return {
        issues: [
          {
            ...at,
            message: `"${error.brandId}" extends unknown brand "${error.parentId}"`,
            hint: suggestion ? `Did you mean "${suggestion}"?` : `Known brands: ${[...brands.keys()].join(', ')}.`,
            code: 'extends.unknown',
            params: {
              brand: error.brandId,
              parent: error.parentId,
              ...(suggestion ? { suggestion } : { known: [...brands.keys()] }),
            },
          },
        ],
      };
    }
    return {
      issues: [
        {
          ...at,
          message: errorMessage(error),
          ...(error instanceof BrandReadError ? { code: 'extends.unreadable', params: { brand: error.brandId } } : {}),
        },
      ],
    };
  }
}

/** Every check for one brand: syntax, the schema on the file as authored and merged, and the semantic checks. */
export function validateBrand(
  root: string,
  source: BrandSource,
  brands: ReadonlyMap<string, BrandSource>,
  validators: Validators,
  hostIssues: ReadonlyMap<string, BrandIssue[]> = duplicateHostIssues(brands),
): BrandReport {
  const report = (issues: BrandIssue[]): BrandReport => ({ id: source.id, file: source.shown, issues: dedupe(issues) });
  if (source.parseIssue) return report([source.parseIssue]);
  if (!source.document)
    return report([{ file: source.shown, message: 'a brand must be a JSON object', code: 'brand.notObject' }]);
  const issues = run(validators.validateAuthored, validators.authored, source.shown, source.document);
  if (source.document.id !== source.id) {
    issues.push({
      file: source.shown,
      pointer: '/id',
      message: `id "${String(source.document.id)}" differs from its folder name "${source.id}"`,
      hint: `Use "id": "${source.id}" or rename the folder.`,
      code: 'id.notFolder',
      params: { id: String(source.document.id), folder: source.id },
    });
  }
  issues.push(...(hostIssues.get(source.id) ?? []));
  const { merged, issues: mergeIssues } = mergeBrand(source, brands);
  issues.push(...mergeIssues);
  if (merged) {
    issues.push(...run(validators.validateFull, validators.full, source.shown, merged));
    const chainDirs = chainOf(source.id, brands).map((brand) => brand.dir);
    issues.push(
      ...semanticChecks(merged, {
        root,
        file: source.shown,
        chainDirs,
        widgetTypes: validators.widgetTypes,
        widgetSchemas: validators.widgetSchemas,
      }),
    );
  }
  return report(issues);
}

/**
 * Validates the chosen brands (all when `ids` is empty). Every brand is read regardless, because
 * a brand's parents and other brands' host names are part of its own checks.
 */
export function validateBrands(ids: readonly string[], options: ValidateOptions): BrandReport[] {
  const root = path.resolve(options.root ?? process.cwd());
  const brands = readAllBrands(root);
  const validators = createValidators(options.definitions);
  const hostIssues = duplicateHostIssues(brands);
  const chosen = ids.length ? ids : [...brands.keys()];
  return chosen.map((id) => {
    const source = brands.get(id);
    if (!source) {
      const suggestion = nearest(id, brands.keys());
      return {
        id,
        file: `brands/${id}/brand.json`,
        issues: [
          {
            file: `brands/${id}/brand.json`,
            message: `no such brand "${id}"`,
            ...(suggestion ? { hint: `Did you mean "${suggestion}"?` } : {}),
            code: 'brand.unknown',
            params: { brand: id, ...(suggestion ? { suggestion } : {}) },
          },
        ],
      };
    }
    return validateBrand(root, source, brands, validators, hostIssues);
  });
}

export { formatIssue };

/** A brand's report with its document taken from memory (the studio's draft, a file being saved) instead of disk. */
export function validateDraft(
  root: string,
  id: string,
  document: unknown,
  validators: Validators,
  brands: ReadonlyMap<string, BrandSource> = readAllBrands(root),
): BrandReport {
  const onDisk = brands.get(id);
  const file = onDisk?.file ?? brandFile(root, id);
  const source: BrandSource = {
    id,
    file,
    shown: onDisk?.shown ?? displayPath(root, file),
    dir: onDisk?.dir ?? brandDir(root, id),
    raw: document,
    ...(isRecord(document) ? { document: document as unknown as BrandDocument } : {}),
  };
  const withDraft = new Map(brands);
  withDraft.set(id, source);
  return validateBrand(root, source, withDraft, validators);
}

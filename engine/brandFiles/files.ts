/**
 * The brand library's file side: brand folders, brand.json files read with line and column on a
 * syntax error, locale files. Node only: the build, the brand CLI and the platform use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_ID_PATTERN, type BrandDocument } from '../../schemas/brand/index.ts';
import type { BrandIssue } from './issue.ts';
import { isRecord } from '../core/util/isRecord.ts';

export const BRANDS_DIR = 'brands';
export const BRAND_FILE = 'brand.json';

const BRAND_ID = new RegExp(BRAND_ID_PATTERN);

/**
 * Whether a text is a brand id by the brand schema's pattern. Anything that turns an id from a
 * request or a command line into a path checks this first: `../x` and `a/b` are no brand ids.
 */
export function isBrandId(id: unknown): id is string {
  return typeof id === 'string' && BRAND_ID.test(id);
}

/** What is wrong with a text that is not a brand id, in the words the studio and the CLI show. */
export const brandIdProblem = (id: string) =>
  `"${id.length > 40 ? `${id.slice(0, 40)}…` : id}" is not a valid brand id: use 2–32 lower-case letters, digits and dashes, starting with a letter.`;

export function brandsDir(root: string): string {
  return path.join(root, BRANDS_DIR);
}

export function brandDir(root: string, id: string): string {
  return path.join(brandsDir(root), id);
}

export function brandFile(root: string, id: string): string {
  return path.join(brandDir(root, id), BRAND_FILE);
}

/** Path relative to the root with forward slashes, as messages show it. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Every folder under brands/ that holds a brand.json, sorted. */
export function listBrandIds(root: string): string[] {
  const dir = brandsDir(root);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, BRAND_FILE)))
    .map((entry) => entry.name)
    .sort();
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; issue: BrandIssue };

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Reads and parses a JSON file; a syntax error becomes file:line:column: message. */
export function readJson(root: string, file: string): JsonRead {
  const shown = displayPath(root, file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      issue: {
        file: shown,
        message: `cannot read file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        code: 'file.unreadable',
        params: { reason: (error as NodeJS.ErrnoException).code ?? 'error' },
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    // V8 reports an offset ("… at position 42"); an early end of input has none, so it is the end.
    const match = /at position (\d+)/.exec(raw);
    const offset = match ? Number(match[1]) : text.length;
    const message = raw.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    return {
      ok: false,
      issue: {
        file: shown,
        ...lineColumn(text, offset),
        message: `invalid JSON: ${message}`,
        code: 'json.invalid',
        params: { detail: message },
      },
    };
  }
}

export interface BrandSource {
  id: string;
  /** Absolute path of brand.json */
  file: string;
  /** Relative path for messages */
  shown: string;
  dir: string;
  /** Parsed JSON when it parsed; not yet checked against the schema. */
  document?: BrandDocument;
  raw?: unknown;
  /** The syntax error, when it did not parse. */
  parseIssue?: BrandIssue;
}

export function readBrand(root: string, id: string): BrandSource {
  const file = brandFile(root, id);
  const source: BrandSource = { id, file, shown: displayPath(root, file), dir: brandDir(root, id) };
  const read = readJson(root, file);
  if (!read.ok) return { ...source, parseIssue: read.issue };
  const raw = read.value;
  const document = isRecord(raw) ? (raw as unknown as BrandDocument) : undefined;
  return { ...source, raw, ...(document ? { document } : {}) };
}

export function readAllBrands(root: string): Map<string, BrandSource> {
  return new Map(listBrandIds(root).map((id) => [id, readBrand(root, id)]));
}

/** A brand's locale file for a language (brands/<id>/locales/<lang>.json), if any. */
export function localeFiles(dir: string): Map<string, string> {
  const locales = path.join(dir, 'locales');
  const files = new Map<string, string>();
  if (!fs.existsSync(locales)) return files;
  for (const name of fs.readdirSync(locales).sort()) {
    if (name.endsWith('.json')) files.set(name.slice(0, -'.json'.length), path.join(locales, name));
  }
  return files;
}

import fs from 'node:fs';
import path from 'node:path';
import { buildBrands } from './build.ts';
import { loadWidgetDefinitions } from './catalogue.ts';
import { loadFirstScreenWidgets, writeEarlyCalls } from './earlyCalls.ts';
import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { BRAND_FILE, BRANDS_DIR, displayPath } from '../../engine/brandFiles/files.ts';
import { errorMessage, formatIssue } from '../../engine/brandFiles/issues.ts';
import { createBrand } from './new.ts';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Root folder (holds brands/); default the working directory. */
  root?: string;
  /** Widget definitions; default the catalogue. */
  definitions?: readonly WidgetSchemaSource[];
}

const USAGE = [
  'usage: brand validate [id|path ...] [--root dir]',
  '       brand build [--out dir] [--root dir]',
  '       brand new <id> [--name "Name"] [--root dir]',
  '       brand icons <id> [--root dir]   (draws assets/icons/icon-192.png and icon-512.png from its SVG favicon)',
];

interface Parsed {
  command: string | undefined;
  positional: string[];
  options: Map<string, string>;
}

function parse(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${key} needs a value.`);
      options.set(key, value);
    } else positional.push(arg);
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, options };
}

/**
 * A target may be a brand id, a brand folder or brand.json, or a folder that holds brands/
 * (a whole project). Paths bring their own root, so a brand outside the working tree validates too.
 */
function resolveTargets(targets: readonly string[], root: string): Map<string, string[]> {
  const byRoot = new Map<string, string[]>();
  const add = (at: string, id?: string): void => {
    const ids = byRoot.get(at) ?? [];
    if (id) ids.push(id);
    byRoot.set(at, ids);
  };
  if (targets.length === 0) add(root);
  for (const target of targets) {
    const full = path.resolve(root, target);
    const looksLikePath =
      target.includes('/') || target.includes(path.sep) || target.endsWith('.json') || target === '.';
    if (!looksLikePath || !fs.existsSync(full)) {
      add(root, target.replace(/\/+$/, ''));
      continue;
    }
    if (fs.statSync(full).isDirectory() && fs.existsSync(path.join(full, BRANDS_DIR))) add(full);
    else {
      const dir = full.endsWith(BRAND_FILE) ? path.dirname(full) : full;
      add(path.dirname(path.dirname(dir)), path.basename(dir));
    }
  }
  return byRoot;
}

async function definitionsFor(io: CliIo, root: string): Promise<readonly WidgetSchemaSource[]> {
  return io.definitions ?? loadWidgetDefinitions(root);
}

async function validateCommand(parsed: Parsed, io: CliIo, root: string): Promise<number> {
  let errors = 0;
  let brands = 0;
  for (const [at, ids] of resolveTargets(parsed.positional, root)) {
    const definitions = await definitionsFor(io, root);
    for (const report of validateBrands(ids, { root: at, definitions })) {
      brands++;
      const shown = at === root ? report.file : displayPath(root, path.join(at, report.file));
      if (report.issues.length === 0) io.out(`✔ ${shown}`);
      else {
        errors += report.issues.length;
        for (const issue of report.issues)
          io.err(formatIssue(at === root ? issue : { ...issue, file: displayPath(root, path.join(at, issue.file)) }));
      }
    }
  }
  if (brands === 0) {
    io.err('error: no brands found.');
    return 1;
  }
  io.out(
    errors
      ? `${errors} error${errors === 1 ? '' : 's'} in ${brands} brand${brands === 1 ? '' : 's'}.`
      : `${brands} brand${brands === 1 ? '' : 's'} valid.`,
  );
  return errors ? 1 : 0;
}

async function buildCommand(parsed: Parsed, io: CliIo, root: string): Promise<number> {
  const out = parsed.options.get('out') ?? 'public';
  const result = buildBrands({ root, out, definitions: await definitionsFor(io, root) });
  if (!result.ok) {
    for (const report of result.reports) for (const issue of report.issues) io.err(formatIssue(issue));
    io.err('error: brands have errors; nothing was written.');
    return 1;
  }
  const brands = result.written.filter((file) => /\/brands\/[^/]+\.json$/.test(file) && !file.endsWith('/hosts.json'));
  for (const file of brands) io.out(`✔ ${file}`);
  // The first screens' early calls come from the widgets' own code: only with the real catalogue.
  if (!io.definitions) {
    const runtime = brands.map((file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as RuntimeBrand);
    const written = writeEarlyCalls(path.resolve(root, out), runtime, await loadFirstScreenWidgets(root));
    io.out(`✔ ${displayPath(root, written)}`);
  }
  io.out(
    `built ${brands.length} brand${brands.length === 1 ? '' : 's'} into ${displayPath(root, path.resolve(root, out)) || '.'}/brands.`,
  );
  return 0;
}

async function newCommand(parsed: Parsed, io: CliIo, root: string): Promise<number> {
  const [id, extra] = parsed.positional;
  if (!id || extra) throw new Error('brand new needs exactly one id: brand new <id> [--name "Name"]');
  const name = parsed.options.get('name');
  const file = createBrand(id, { root, ...(name !== undefined ? { name } : {}) });
  const definitions = await definitionsFor(io, root);
  const [report] = validateBrands([id], { root, definitions });
  for (const issue of report?.issues ?? []) io.err(formatIssue(issue));
  if (report && report.issues.length) return 1;
  io.out(`✔ ${displayPath(root, file)} created.`);
  return 0;
}

async function iconsCommand(parsed: Parsed, io: CliIo, root: string): Promise<number> {
  const [id, extra] = parsed.positional;
  if (!id || extra) throw new Error('brand icons needs exactly one id: brand icons <id>');
  // Loaded only here: the other commands never start a browser.
  const { renderAppIcons } = await import('./icons.ts');
  for (const file of await renderAppIcons(id, { root })) io.out(`✔ ${file}`);
  return 0;
}

/** Runs the CLI; returns the exit code. Never throws: every failure becomes `error: <message>`. */
export async function main(
  argv: readonly string[],
  io: CliIo = { out: console.log, err: console.error },
): Promise<number> {
  try {
    const parsed = parse(argv);
    const root = path.resolve(parsed.options.get('root') ?? io.root ?? process.cwd());
    switch (parsed.command) {
      case 'validate':
        return await validateCommand(parsed, io, root);
      case 'build':
        return await buildCommand(parsed, io, root);
      case 'new':
        return await newCommand(parsed, io, root);
      case 'icons':
        return await iconsCommand(parsed, io, root);
      case 'help':
        for (const line of USAGE) io.out(line);
        return 0;
      default:
        if (parsed.command !== undefined) io.err(`error: unknown command "${parsed.command}".`);
        for (const line of USAGE) io.err(line);
        return 1;
    }
  } catch (error) {
    io.err(`error: ${errorMessage(error)}`);
    return 1;
  }
}

const invoked = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (invoked.endsWith(path.join('scripts', 'brand', 'cli.ts'))) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`error: ${errorMessage(error)}`);
      process.exitCode = 1;
    },
  );
}

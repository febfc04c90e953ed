import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The studio's saves kept (issue 28, item 8): before a save replaces brand.json, the text it
 * replaces goes to `brands/<id>/.history/<when>-<version>.json`, so the operator can see what each
 * save changed and put an earlier version back. The last HISTORY_LIMIT are kept. The folder is the
 * operator's working data (git-ignored); the brand loaders read only `brand.json`, `locales/` and
 * `assets/` of a brand's folder, so neither the platform nor the brand CLI sees it.
 */
export const HISTORY_DIR = '.history';
export const HISTORY_LIMIT = 20;
/** The plain copy of the file before the last save, for an operator undoing a save by hand (issue 18). */
export const PREVIOUS_FILE = 'brand.previous.json';

/** A short hash of a file's text: the version a save must name, so a change made meanwhile on disk is not overwritten. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** An entry's name: when the save replaced it (UTC, to the millisecond, so names sort in time) and its version. */
const ENTRY = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-([A-Za-z0-9_-]{22})$/;

/** Whether a text names a history entry; checked before any path is built from it. */
export const isHistoryEntry = (entry: unknown): entry is string => typeof entry === 'string' && ENTRY.test(entry);

export interface HistoryEntry {
  /** Its name in the history folder, without `.json`. */
  entry: string;
  /** When the save that replaced this version happened (ISO 8601). */
  savedAt: string;
  /** The version of the text kept. */
  version: string;
}

export const historyDir = (brandDir: string) => path.join(brandDir, HISTORY_DIR);

const stamp = (time: number) => new Date(time).toISOString().replace(/[-:.]/g, '');

function parseEntry(entry: string): HistoryEntry | undefined {
  const match = ENTRY.exec(entry);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, milli, version] = match;
  return { entry, savedAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.${milli}Z`, version: version! };
}

/** The kept versions of a brand, oldest first. */
export function historyEntries(brandDir: string): HistoryEntry[] {
  const dir = historyDir(brandDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => parseEntry(name.slice(0, -'.json'.length)))
    .filter((entry): entry is HistoryEntry => entry !== undefined)
    .sort((a, b) => (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
}

/** The text of a kept version, or undefined when there is no such entry. */
export function readHistoryEntry(brandDir: string, entry: string): string | undefined {
  if (!isHistoryEntry(entry)) return undefined;
  const file = path.join(historyDir(brandDir), `${entry}.json`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Keeps a version in the history folder; returns the entry's file. */
function keep(brandDir: string, text: string, now: number): string {
  const dir = historyDir(brandDir);
  fs.mkdirSync(dir, { recursive: true });
  const version = versionOf(text);
  // Two saves in one millisecond (a script, a test) each keep their version: the later one a millisecond on.
  let time = now;
  while (historyEntries(brandDir).some((entry) => entry.entry.startsWith(`${stamp(time)}-`))) time++;
  const file = path.join(dir, `${stamp(time)}-${version}.json`);
  fs.writeFileSync(file, text, { flag: 'wx' });
  return file;
}

/** Drops the oldest kept versions beyond the limit. */
function prune(brandDir: string): void {
  const entries = historyEntries(brandDir);
  for (const old of entries.slice(0, Math.max(0, entries.length - HISTORY_LIMIT)))
    fs.rmSync(path.join(historyDir(brandDir), `${old.entry}.json`), { force: true });
}

/**
 * Replaces brand.json in one step: the new text goes to a temporary file beside it, which is
 * renamed over it. The text it replaces is kept in the history folder and as brand.previous.json.
 * A failed write leaves the file, and the history, as they were.
 */
export function writeKeepingHistory(file: string, text: string, now = Date.now()): void {
  const brandDir = path.dirname(file);
  const temporary = `${file}.${process.pid}.${now}.tmp`;
  let kept: string | undefined;
  try {
    fs.writeFileSync(temporary, text, { flag: 'wx' });
    if (fs.existsSync(file)) {
      const before = fs.readFileSync(file, 'utf8');
      kept = keep(brandDir, before, now);
      fs.writeFileSync(path.join(brandDir, PREVIOUS_FILE), before);
    }
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    if (kept) fs.rmSync(kept, { force: true });
    throw error;
  }
  // Only once the save is in place, so a failed one never costs an old version.
  prune(brandDir);
}

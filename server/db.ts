import Database, { type Statement } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

/**
 * How long a connection waits for another one's write lock before giving up with SQLITE_BUSY. The
 * server and the operator's commands are separate processes on one file: each waits its turn. A
 * wait blocks the server's event loop, so it is kept to what the longest operator transaction takes.
 */
export const BUSY_TIMEOUT_MS = 5_000;
/** The operator's commands block no one while they wait, so they wait longer (a server seeding a new brand holds the lock for seconds). */
export const OPERATOR_BUSY_TIMEOUT_MS = 30_000;

/**
 * Opens the platform database, with WAL, foreign keys, migrations and a busy timeout: the file in
 * DATA_DIR by default, ':memory:', or an in-memory copy of a serialised database (tests start from a
 * seeded one).
 */
export function openDb(file?: string | Buffer, options: { busyTimeoutMs?: number } = {}): Db {
  const timeout = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  if (Buffer.isBuffer(file)) {
    const copy = new Database(file, { timeout });
    copy.pragma('foreign_keys = ON');
    migrate(copy);
    return copy;
  }
  let path = file;
  if (path === undefined) {
    const dir = process.env.DATA_DIR ?? '.data';
    mkdirSync(dir, { recursive: true });
    path = join(dir, 'livery.db');
  }
  const db = new Database(path, { timeout });
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * Runs `work` as a write transaction that takes the write lock before its first read (BEGIN
 * IMMEDIATE), waiting up to BUSY_TIMEOUT_MS for it. A deferred transaction reads first and upgrades
 * when it writes: if another process wrote in between, SQLite refuses the upgrade at once
 * (SQLITE_BUSY_SNAPSHOT) without waiting. Inside a transaction already open, `work` runs as a
 * savepoint of that one, so operations compose. Every write transaction goes through here.
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}

/** Whether an error is SQLite saying the database stayed locked by another connection past the busy timeout. */
export const isBusyError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
};

// Preparing a statement costs more than running a small one: each database keeps its own.
const prepared = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement for this SQL on this database, prepared on first use (for calls on every request). */
export function statement(db: Db, sql: string): Statement {
  let byDb = prepared.get(db);
  if (!byDb) {
    byDb = new Map();
    prepared.set(db, byDb);
  }
  let found = byDb.get(sql);
  if (!found) {
    found = db.prepare(sql);
    byDb.set(sql, found);
  }
  return found;
}

export function getSetting(db: Db, key: string): string | undefined {
  const row = statement(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  statement(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

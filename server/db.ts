import Database, { type Statement } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

/**
 * Opens the platform database, with WAL, foreign keys and migrations: the file in DATA_DIR by
 * default, ':memory:', or an in-memory copy of a serialised database (tests start from a seeded one).
 */
export function openDb(file?: string | Buffer): Db {
  if (Buffer.isBuffer(file)) {
    const copy = new Database(file);
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
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

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
  statement(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

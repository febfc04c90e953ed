import Database from 'better-sqlite3';
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

export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

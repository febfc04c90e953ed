import type { Statement } from 'better-sqlite3';
import type { Db } from '../db.ts';

// Preparing a statement costs more than running a small one: each database keeps its own.
const cache = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement for this SQL on this database, prepared on first use. */
export function statement(db: Db, sql: string): Statement {
  let byDb = cache.get(db);
  if (!byDb) {
    byDb = new Map();
    cache.set(db, byDb);
  }
  let prepared = byDb.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    byDb.set(sql, prepared);
  }
  return prepared;
}

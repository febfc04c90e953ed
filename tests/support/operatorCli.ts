// The operator's command line (`npm run admin -- …`) on a database of its own, fresh for each test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openDb, type Db } from '../../server/db.ts';

export interface OperatorRun {
  code: number | null;
  out: string;
}

/**
 * Before each test, an empty data folder and its database (handed to `opened`, which the test keeps
 * as its `db`); after it, both gone. `admin(…)` runs the operator CLI as a process on that folder,
 * as an operator would beside the running server.
 */
export function operatorDatabaseForEachTest(opened: (db: Db) => void): { admin: (...args: string[]) => OperatorRun } {
  let dir = '';
  let db: Db | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'livery-operator-'));
    db = openDb(join(dir, 'livery.db'));
    opened(db);
  });
  afterEach(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const admin = (...args: string[]): OperatorRun => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    return { code: run.status, out: run.stdout + run.stderr };
  };
  return { admin };
}

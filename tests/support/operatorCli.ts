// The operator's command line (`npm run admin -- …`) on a database of its own, fresh for each test.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ComplianceProfile } from '../../schemas/compliance/profiles.ts';
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
export function operatorDatabaseForEachTest(
  opened: (db: Db) => void,
  options: { profiles?: Readonly<Record<string, ComplianceProfile>> } = {},
): { admin: (...args: string[]) => OperatorRun } {
  let dir = '';
  let db: Db | undefined;
  let cwd = process.cwd();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'livery-operator-'));
    db = openDb(join(dir, 'livery.db'));
    if (options.profiles) cwd = brandsUnderProfiles(dir, options.profiles);
    opened(db);
  });
  afterEach(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const admin = (...args: string[]): OperatorRun => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', resolve('server/admin.ts'), ...args], {
      cwd,
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    return { code: run.status, out: run.stdout + run.stderr };
  };
  return { admin };
}

/**
 * A checkout of brands/ in which some brands run under another licence (brand JSON
 * `compliance.profile`, issue 29), for the command to read as its working folder.
 */
function brandsUnderProfiles(dir: string, profiles: Readonly<Record<string, ComplianceProfile>>): string {
  const root = join(dir, 'checkout');
  mkdirSync(root);
  cpSync(resolve('brands'), join(root, 'brands'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  for (const [brand, profile] of Object.entries(profiles)) {
    const file = join(root, 'brands', brand, 'brand.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...document, compliance: { profile } }, null, 2));
  }
  return root;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getSetting, openDb, setSetting } from './db';
import { migrate } from './migrations';

describe('server db', () => {
  it('migrates once and stores settings', () => {
    const db = openDb(':memory:');
    expect(migrate(db)).toEqual([]);
    setSetting(db, 'maintenance', '1');
    setSetting(db, 'maintenance', '0');
    expect(getSetting(db, 'maintenance')).toBe('0');
    db.close();
  });

  it('keeps one account per brand', () => {
    const db = openDb(':memory:');
    const ins = db.prepare("INSERT INTO members (brand, account, password_hash, created_at) VALUES (?, ?, 'x', 'now')");
    ins.run('aurora', 'demo');
    ins.run('other', 'demo');
    expect(() => ins.run('aurora', 'demo')).toThrow(/UNIQUE/);
    db.close();
  });

  it('persists in DATA_DIR across reopen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'livery-db-'));
    const old = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      let db = openDb();
      setSetting(db, 'k', 'v');
      db.close();
      db = openDb();
      expect(getSetting(db, 'k')).toBe('v');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
    } finally {
      if (old === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = old;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

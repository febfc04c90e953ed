import type Database from 'better-sqlite3';

/** Numbered schema migrations; each runs once, in its own transaction. */
export const MIGRATIONS: readonly { id: number; sql: string }[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand TEXT NOT NULL,
        account TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        type INTEGER NOT NULL DEFAULT 0,
        nickname TEXT,
        mobile TEXT,
        email TEXT,
        created_at TEXT NOT NULL,
        first_login INTEGER NOT NULL DEFAULT 1,
        password_changed_at TEXT
      );
      CREATE UNIQUE INDEX members_brand_account ON members (brand, account);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_attempts (
        brand TEXT NOT NULL,
        account TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        captcha_required INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (brand, account)
      );
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        client_ip TEXT,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(m.id, new Date().toISOString());
    })();
    applied.push(m.id);
  }
  return applied;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDb } from '../db.ts';
import { sweepExpired } from './housekeeping.ts';
import { sessionForToken, openSession, SESSION_TTL_MS } from './sessions.ts';

describe('housekeeping', () => {
  it('removes expired sessions and captchas, keeps live ones', () => {
    const db = openDb(':memory:');
    db.prepare(
      "INSERT INTO members (brand, account, password_hash, created_at) VALUES ('aurora', 'a1', 'x', 'now')",
    ).run();
    const now = Date.parse('2026-11-22T10:00:00Z');
    const old = openSession(db, 1, now - SESSION_TTL_MS - 1);
    const live = openSession(db, 1, now);
    db.prepare("INSERT INTO captchas (id, answer, expires_at) VALUES ('aurora|1.2.3.4', '1234', ?)").run(now - 1);
    expect(sweepExpired(db, now)).toBe(2);
    expect(sessionForToken(db, live, 'aurora', now)).not.toBeNull();
    expect(sessionForToken(db, old, 'aurora', now)).toBeNull();
    expect(db.prepare('SELECT COUNT(*) AS n FROM captchas').get()).toEqual({ n: 0 });
    db.close();
  });
});

// @vitest-environment node
// Issue 29, item 6: the operator sees a member's responsible-gaming state and, where the brand's
// licence allows, lifts it through `npm run admin -- rg`; the development register is kept with
// `npm run admin -- register`. Every change names who made it and when, and reads back.
import { userInfo } from 'node:os';
import { expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { operatorDatabaseForEachTest } from '../../tests/support/operatorCli.ts';
import { startExclusion } from './exclusions.ts';

let db: Db;
// Aurora's copy runs under the UKGC's rules (no early end to an exclusion), jade's under Curaçao's.
const { admin } = operatorDatabaseForEachTest(
  (opened) => {
    db = opened;
  },
  { profiles: { aurora: 'ukgc', jade: 'curacao' } },
);

const MONTH = 30 * 24 * 60 * 60 * 1000;

function memberOn(brand: string): number {
  const now = Date.now();
  const id = Number(
    db
      .prepare("INSERT INTO members (brand, account, password_hash, created_at) VALUES (?, 'rg_test', 'x', ?)")
      .run(brand, new Date(now).toISOString()).lastInsertRowid,
  );
  startExclusion(db, id, 'selfExclusion', now, now + 6 * MONTH);
  db.prepare(
    "INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (?, 'deposit', 'day', 10000, ?)",
  ).run(id, now);
  return id;
}

it(
  'RG-15 shows a member’s limits, exclusion and reality check; lifts them only where the licence allows; records who and when',
  { timeout: 240_000 },
  () => {
    memberOn('aurora');
    memberOn('jade');

    const shown = admin('rg', 'aurora', 'rg_test');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('aurora/rg_test under the ukgc profile');
    expect(shown.out).toMatch(/deposit day\s+100\.00 {2}used 0\.00 {2}left 100\.00/);
    expect(shown.out).toMatch(/exclusion: selfExclusion since \S+ until \S+/);
    expect(shown.out).toContain('reality check: every 60 minutes (profile default), minimum 10');

    // The UKGC lets no operator end a self-exclusion early; Curaçao's rules do.
    expect(admin('rg', 'aurora', 'rg_test', 'lift', 'exclusion', '--by', 'alice')).toMatchObject({
      code: 1,
      out: expect.stringContaining('does not let an operator end'),
    });
    expect(admin('rg', 'aurora', 'rg_test').out).toContain('exclusion: selfExclusion');
    expect(admin('rg', 'jade', 'rg_test', 'lift', 'exclusion', '--by', 'alice')).toMatchObject({ code: 0 });
    const lifted = admin('rg', 'jade', 'rg_test').out;
    expect(lifted).toContain('exclusion: none');
    expect(lifted).toMatch(/\d{4}-\d\d-\d\dT\S+ {2}operator alice\s+exclusionLifted/);

    // A limit lifted by an operator waits out the cooling-off, as a member's own raise would.
    expect(admin('rg', 'aurora', 'rg_test', 'lift', 'limit', 'deposit', 'day', '--by', 'alice')).toMatchObject({
      code: 0,
      out: expect.stringContaining("(the profile's cooling-off)"),
    });
    expect(admin('rg', 'aurora', 'rg_test').out).toMatch(/deposit day\s+100\.00 .*pending removal from \S+/);

    expect(admin('rg', 'aurora', 'rg_test', 'reality-check', '5')).toMatchObject({
      code: 1,
      out: expect.stringContaining('below 10 minutes'),
    });
    expect(admin('rg', 'aurora', 'rg_test', 'reality-check', '20')).toMatchObject({ code: 0 });
    const after = admin('rg', 'aurora', 'rg_test').out;
    expect(after).toContain('reality check: every 20 minutes (member)');
    // Without --by, the change names the system user.
    expect(after).toMatch(new RegExp(`operator ${userInfo().username}\\s+realityCheckSet \\{"minutes":20\\}`));
    expect(after).toMatch(/operator alice\s+limitLifted/);
  },
);

it(
  'RG-16 the development register is listed, added to and removed from, each change with who and when',
  { timeout: 240_000 },
  () => {
    expect(admin('register', 'gamstop', 'add', 'Someone@Example.com', '--by', 'bob')).toMatchObject({ code: 0 });
    expect(admin('register', 'gamstop', 'add', '+44 7700 900123', '--by', 'bob')).toMatchObject({ code: 0 });
    const listed = admin('register', 'gamstop').out;
    expect(listed).toContain('gamstop: 2 entries');
    expect(listed).toMatch(/someone@example\.com\s+added \S+ by bob/);
    expect(listed).toMatch(/\+447700900123\s+added \S+ by bob/);
    expect(admin('register', 'gamstop', 'remove', 'someone@example.com')).toMatchObject({ code: 0 });
    const after = admin('register', 'gamstop').out;
    expect(after).toContain('gamstop: 1 entry');
    expect(after).toMatch(new RegExp(`operator ${userInfo().username}\\s+registerRemoved`));
    expect(admin('register', 'spelpaus')).toMatchObject({ code: 1 });
  },
);

// Test support for the catalogue calls: a seeded platform on a clock the test owns, and sessions
// opened directly, so these tests do not depend on the login flow.
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { calls, type CallName } from '../../schemas/api/index.ts';
import { openSession } from '../services/sessions.ts';
import { createTestPlatform, type TestPlatform } from '../testing.ts';

export const START = Date.parse('2026-11-22T10:00:00Z');

export interface CatalogueTestPlatform extends TestPlatform {
  now(): number;
  setNow(time: number): void;
  /** A session for a seeded account of a brand (default aurora's demo_member). */
  sessionFor(account?: string, brand?: string): string;
  /** A new trial account (type 4) with a session. */
  trialSession(brand?: string): string;
  memberId(account?: string, brand?: string): number;
}

export async function catalogueTestPlatform(): Promise<CatalogueTestPlatform> {
  let clock = START;
  const platform = await createTestPlatform({ now: () => clock });
  const memberId = (account = 'demo_member', brand = 'aurora') => {
    const row = platform.db.prepare('SELECT id FROM members WHERE brand = ? AND account = ?').get(brand, account) as { id: number } | undefined;
    if (!row) throw new Error(`no account ${account} in ${brand}`);
    return row.id;
  };
  let trials = 0;
  return {
    ...platform,
    now: () => clock,
    setNow(time) { clock = time; },
    advance(ms) { clock += ms; },
    memberId,
    sessionFor: (account, brand) => openSession(platform.db, memberId(account, brand), clock),
    trialSession(brand = 'aurora') {
      const account = `trial_test_${++trials}`;
      platform.db
        .prepare("INSERT INTO members (brand, account, password_hash, type, created_at, first_login) VALUES (?, ?, 'x', 4, ?, 0)")
        .run(brand, account, new Date(clock).toISOString());
      return openSession(platform.db, memberId(account, brand), clock);
    },
  };
}

const ajv = new Ajv({ strict: false, allErrors: true });
ajvFormats(ajv);

/** Contract check: the answer's value against the call's response schema, with ajv's errors on failure. */
export function contractErrors(name: CallName, value: unknown): string | null {
  const validate = ajv.getSchema(name) ?? (ajv.addSchema(calls[name].response as object, name), ajv.getSchema(name));
  if (!validate) throw new Error(`no schema for ${name}`);
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

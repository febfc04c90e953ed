// Test support for the catalogue calls: trial sessions and contract checks on top of tests/support/platform.ts,
// so these tests do not depend on the login flow.
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { calls, type CallName } from '../../schemas/api/index.ts';
import { createTestPlatform, type TestPlatform } from './platform.ts';

export interface CatalogueTestPlatform extends TestPlatform {
  /** A new trial account (type 4) with a session. */
  trialSession(brand?: string): string;
}

export async function catalogueTestPlatform(): Promise<CatalogueTestPlatform> {
  const platform = await createTestPlatform();
  let trials = 0;
  return {
    ...platform,
    trialSession(brand = 'aurora') {
      const account = `trial_test_${++trials}`;
      platform.db
        .prepare(
          "INSERT INTO members (brand, account, password_hash, type, created_at, first_login) VALUES (?, ?, 'x', 4, ?, 0)",
        )
        .run(brand, account, new Date(platform.now()).toISOString());
      return platform.sessionFor(account, brand);
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

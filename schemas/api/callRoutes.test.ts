// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callPoliciesSource, callRoutesSource } from '../../scripts/callRoutes.ts';
import { callPolicies } from '../generated/callPolicies.ts';
import { callRoutes } from '../generated/callRoutes.ts';
import { calls, hasIdempotencyKey, type CallDefinition } from './index.ts';

describe('the player’s call routes (DESIGN §6b: no schemas in the player)', () => {
  it('are the contract’s calls without their schemas, and the generated file is up to date (npm run schemas:emit)', () => {
    expect(readFileSync('schemas/generated/callRoutes.ts', 'utf8')).toBe(callRoutesSource());
    for (const [name, definition] of Object.entries(calls)) {
      const route = callRoutes[name as keyof typeof callRoutes];
      expect(route, name).toMatchObject({
        method: definition.method,
        path: definition.path,
        token: definition.token,
        encrypted: definition.encrypted,
      });
      // The policy travels apart (callPolicies.ts): the routes load with the first call, the policy from the start.
      expect(
        Object.keys(route).some((key) => ['query', 'body', 'response', 'policy'].includes(key)),
        name,
      ).toBe(false);
    }
  });
});

describe('call policy (DESIGN §3c, issue 25): declared once, in the contract', () => {
  const names = new Set(Object.keys(calls));

  it('every call a policy invalidates is a call of the contract', () => {
    for (const [name, definition] of Object.entries(calls) as [string, CallDefinition][]) {
      for (const invalidated of definition.policy?.invalidates ?? [])
        expect(names.has(invalidated), `${name} invalidates ${invalidated}`).toBe(true);
    }
  });

  it('the player’s policies are the contract’s, and the generated file is up to date (npm run schemas:emit)', () => {
    expect(readFileSync('schemas/generated/callPolicies.ts', 'utf8')).toBe(callPoliciesSource());
    for (const [name, definition] of Object.entries(calls) as [string, CallDefinition][])
      for (const [key, value] of Object.entries(definition.policy ?? {}))
        expect(callPolicies[name as keyof typeof callPolicies]?.[key as 'invalidates'], `${name}.${key}`).toEqual(
          value,
        );
  });

  it('every call whose request carries an idempotency key is idempotent in the player’s policies, and no other', () => {
    const withKey: string[] = Object.values(calls)
      .filter((definition: CallDefinition) => hasIdempotencyKey(definition))
      .map((definition) => definition.name);
    expect(withKey).toEqual(
      expect.arrayContaining([
        'walletTransfer',
        'depositCreate',
        'withdrawCreate',
        'transferUpline',
        'convertPoint',
        'redeemPointReward',
        'feedback',
        'claimMission',
      ]),
    );
    for (const name of names)
      expect(callPolicies[name as keyof typeof callPolicies]?.idempotent ?? false, name).toBe(withKey.includes(name));
  });
});

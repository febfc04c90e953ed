import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callRoutesSource } from '../../scripts/callRoutes.ts';
import { callRoutes } from '../generated/callRoutes.ts';
import { calls } from './index.ts';

describe('the player’s call routes (DESIGN §6b: no schemas in the player)', () => {
  it('are the contract’s calls without their schemas, and the generated file is up to date (npm run schemas:emit)', () => {
    expect(readFileSync('schemas/generated/callRoutes.ts', 'utf8')).toBe(callRoutesSource());
    for (const [name, definition] of Object.entries(calls)) {
      const route = callRoutes[name as keyof typeof callRoutes];
      expect(route, name).toMatchObject({ id: definition.id, method: definition.method, path: definition.path, token: definition.token, encrypted: definition.encrypted });
      expect(Object.keys(route).some((key) => ['query', 'body', 'response'].includes(key)), name).toBe(false);
    }
  });
});

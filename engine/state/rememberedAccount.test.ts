// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REMEMBER_FOR_MS, rememberAccount, rememberedAccount } from './rememberedAccount.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('remember me (AUTH-14)', () => {
  it('keeps the account name, and only the name, for 24 hours', () => {
    const store = memoryStore();
    rememberAccount('demo_member', true, 1_000, store);
    expect([...store.map.values()].join()).not.toMatch(/password|token/i);
    expect(rememberedAccount(1_000 + REMEMBER_FOR_MS - 1, store)).toBe('demo_member');
    expect(rememberedAccount(1_000 + REMEMBER_FOR_MS, store)).toBe('');
    expect(store.map.size).toBe(0);
  });

  it('forgets the name when the player unticks remember me, and reads malformed storage as nothing', () => {
    const store = memoryStore();
    rememberAccount('demo_member', true, 0, store);
    rememberAccount('demo_member', false, 0, store);
    expect(rememberedAccount(0, store)).toBe('');
    store.map.set('rememberedAccount', '{not json');
    expect(rememberedAccount(0, store)).toBe('');
  });
});

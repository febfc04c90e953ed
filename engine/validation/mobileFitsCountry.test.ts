// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mobileFitsCountry } from './mobileFitsCountry.ts';

describe('mobileFitsCountry (VAL-12, VAL-20)', () => {
  it('counts the national number, so the trunk zero a phone shows does not make a number too long', () => {
    expect(mobileFitsCountry('0812345678', [9, 9])).toBe(true); // Thailand, as dialled at home
    expect(mobileFitsCountry('812345678', [9, 9])).toBe(true);
    expect(mobileFitsCountry('01112345678', [9, 10])).toBe(true); // Malaysia's 011 numbers
    expect(mobileFitsCountry('011-1234 5678', [9, 10])).toBe(true);
  });

  it('refuses letters, signs, and numbers outside the count', () => {
    expect(mobileFitsCountry('08123456', [9, 9])).toBe(false);
    expect(mobileFitsCountry('0812345678901', [9, 9])).toBe(false);
    expect(mobileFitsCountry('+60123456789', [9, 10])).toBe(false);
    expect(mobileFitsCountry('12345abc9', [9, 10])).toBe(false);
    expect(mobileFitsCountry('', [9, 10])).toBe(false);
    expect(mobileFitsCountry('000000000', [9, 10])).toBe(false);
  });
});

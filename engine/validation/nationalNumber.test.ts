// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nationalNumber } from './nationalNumber.ts';

describe('nationalNumber (issue 24)', () => {
  it('one number however it is typed: trunk zeros, spaces and dashes go, the digits stay', () => {
    for (const typed of [
      '123456789',
      '0123456789',
      '00123456789',
      '012-345 6789',
      ' 012 345-6789 ',
      '012\u00A0345\u00A06789',
    ]) {
      expect(nationalNumber(typed), typed).toBe('123456789');
    }
    expect(nationalNumber('1023456780')).toBe('1023456780');
  });

  it('leaves what is not a number for the rules to refuse', () => {
    expect(nationalNumber('+60123456789')).toBe('+60123456789');
    expect(nationalNumber('12a34')).toBe('12a34');
    expect(nationalNumber('000')).toBe('');
  });
});

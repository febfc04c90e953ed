import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

describe('formatMoney (CONST-11)', () => {
  it('shows two decimals with the language’s separators', () => {
    expect(formatMoney('1250.5', 'en')).toBe('1,250.50');
    expect(formatMoney('1234567.891', 'en')).toBe('1,234,567.89');
    expect(formatMoney('0', 'en')).toBe('0.00');
    expect(formatMoney('1250.5', 'pt')).toBe('1.250,50');
  });

  it('never shows NaN for an answer that is not a number', () => {
    expect(formatMoney('abc', 'en')).toBe('abc');
    expect(formatMoney('', 'en')).toBe('');
  });
});

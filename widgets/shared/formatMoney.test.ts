// @vitest-environment node
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

describe('formatMoney without Intl for the wired-in languages', () => {
  const amounts = [
    0,
    -0,
    0.001,
    -0.001,
    0.125,
    1.005,
    2.675,
    123.455,
    999.995,
    1250.5,
    -1234567.891,
    1e15 + 0.25,
    98765432.1,
    1e21,
  ];
  it.each(['en', 'ms', 'zh-CN', 'pt'])(
    'reads in %s exactly as Intl.NumberFormat writes it, rounding and signs included',
    (tag) => {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts) expect(formatMoney(amount, tag), String(amount)).toBe(intl.format(amount));
    },
  );

  it('another language still gets its own separators', () => {
    expect(formatMoney('1250.5', 'de')).toBe('1.250,50');
    expect(formatMoney('1250.5', 'vi')).toBe('1.250,50');
  });
});

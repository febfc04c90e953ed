// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount, fromCents, parseAmount, toCents } from './money.ts';

describe('amounts as the member types them (issue 15, DESIGN §3d)', () => {
  it.each([
    ['1,234.5', '1234.50'],
    ['1234', '1234.00'],
    [' 0.05 ', '0.05'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['1 000 000', '1000000.00'],
  ])('%s is %s', (typed, value) => {
    expect(parseAmount(typed)).toMatchObject({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['-5', 'negative'],
    ['1.005', 'decimals'],
    ['abc', 'format'],
    ['1e5', 'format'],
    ['12.3.4', 'format'],
  ])('%j is refused as %s', (typed, problem) => {
    expect(parseAmount(typed)).toEqual({ ok: false, problem });
  });

  it('compares in cents, never in floating point', () => {
    expect(toCents('0.10')! + toCents('0.20')!).toBe(toCents('0.30'));
    expect(toCents('-24.5')).toBe(-2450n);
    expect(toCents('nonsense')).toBeNull();
    expect(fromCents(-2450n)).toBe('-24.50');
  });

  it("formats in the player's language with the platform's currency symbol", () => {
    expect(formatAmount('1234.5', 'en-US', 'RM')).toBe('RM 1,234.50');
    expect(formatAmount('1234.5', 'pt-BR', 'R$')).toBe('R$ 1.234,50');
    expect(formatAmount('not money', 'en-US', 'RM')).toBe('not money');
    // A loss reads with its sign before the currency, as Intl writes money.
    expect(formatAmount('-24.5', 'en-US', 'RM')).toBe('-RM 24.50');
    expect(formatAmount('-1234.5', 'pt-BR', 'R$')).toBe('-R$ 1.234,50');
    expect(formatAmount('-0.01', 'en-US')).toBe('-0.01');
  });
});

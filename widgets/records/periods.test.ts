// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, customRange, presetRange, todayIn } from './periods.ts';

describe('record periods (MC-24, CONST-26)', () => {
  it("counts today in the brand's reporting time zone, not the browser's", () => {
    // 16:30 UTC is already the next day in Kuala Lumpur (UTC+8), still the same day in São Paulo (UTC−3).
    const instant = new Date('2026-11-20T16:30:00Z');
    expect(todayIn('Asia/Kuala_Lumpur', instant)).toBe('2026-11-21');
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-11-20');
    expect(todayIn('UTC', new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-20');
    expect(todayIn('Not/AZone', instant)).toBe('2026-11-20');
  });

  it('presets are inclusive days: the last 7 and 30 with today, and the 7 and 30 before them', () => {
    expect(presetRange('last7', '2026-11-21')).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(presetRange('prev7', '2026-11-21')).toEqual({ startDate: '2026-11-08', endDate: '2026-11-14' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(presetRange('prev30', '2026-03-01')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-30' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('a custom range is made valid: swapped when backwards, never in the future nor older than 12 months; nonsense is refused', () => {
    expect(customRange('2026-11-10', '2026-11-01', '2026-11-21')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(customRange('2026-11-10', '2027-01-01', '2026-11-21')).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-21',
    });
    expect(customRange('2020-01-01', '2026-11-01', '2026-11-21')).toEqual({
      startDate: '2025-11-22',
      endDate: '2026-11-01',
    });
    expect(customRange('2026-02-30x', '2026-11-01', '2026-11-21')).toBeNull();
    expect(customRange('<script>', '2026-11-01', '2026-11-21')).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockText, nextCheckAt, secondsSince } from './useResponsibleGaming.ts';

describe('session time (RG-28, RG-29)', () => {
  const start = '2026-11-20T09:00:00Z';
  const at = (time: string) => Date.parse(`2026-11-20T${time}Z`);

  it('reads the session length as a clock', () => {
    expect(clockText(secondsSince(start, at('09:05:09')))).toBe('0:05:09');
    expect(clockText(secondsSince(start, at('10:42:00')))).toBe('1:42:00');
    expect(secondsSince(start, at('08:00:00'))).toBe(0);
  });

  it('is due at each whole interval since the session started, never now', () => {
    expect(nextCheckAt(start, 10, at('09:00:00'))).toBe(at('09:10:00'));
    expect(nextCheckAt(start, 10, at('09:10:00'))).toBe(at('09:20:00'));
    expect(nextCheckAt(start, 60, at('09:59:59'))).toBe(at('10:00:00'));
    expect(nextCheckAt('garbage', 10, at('09:00:00'))).toBeNull();
  });
});

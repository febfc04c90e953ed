// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostnameOf } from './hostnameOf.ts';
import { isHttpUrl } from './isHttpUrl.ts';
import { isRecord } from './isRecord.ts';
import { readable, readableValue } from './readable.ts';

describe('shared helpers', () => {
  it('isRecord accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], 'x', 3, true]) expect(isRecord(value)).toBe(false);
  });

  it('isHttpUrl keeps http(s) links with a host and refuses script, data and protocol-relative ones', () => {
    expect(isHttpUrl('https://t.me/livery')).toBe(true);
    expect(isHttpUrl('HTTP://example.com/a?b=c#d')).toBe(true);
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'https://',
      'https:// spaced.example',
      '/local',
      42,
    ]) {
      expect(isHttpUrl(value)).toBe(false);
    }
  });

  it('hostnameOf drops the port and folds case', () => {
    expect(hostnameOf('Aurora.Localhost:8080')).toBe('aurora.localhost');
    expect(hostnameOf('jade.example.com')).toBe('jade.example.com');
  });
});

describe('readable', () => {
  it('marks a promise with its outcome as React reads it, and keeps the same promise', async () => {
    const fulfilled = Promise.resolve(7);
    expect(readable(fulfilled)).toBe(fulfilled);
    await fulfilled;
    expect(readable(fulfilled)).toMatchObject({ status: 'fulfilled', value: 7 });
    const failure = new Error('chunk failed');
    const rejected = readable(Promise.reject(failure));
    await rejected.catch(() => undefined);
    expect(rejected).toMatchObject({ status: 'rejected', reason: failure });
    expect(readableValue('now')).toMatchObject({ status: 'fulfilled', value: 'now' });
  });
});

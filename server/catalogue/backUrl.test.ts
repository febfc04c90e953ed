// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedBackUrl } from './backUrl.ts';

const hosts = ['aurora.localhost', 'aurora.example.com'];

describe('lottery backUrl (DESIGN §6: redirects only to allowed hosts)', () => {
  it('allows the brand hosts, *.localhost and the request host', () => {
    expect(allowedBackUrl('https://aurora.example.com/vnLottery', hosts, 'http://x.test')).toBe(
      'https://aurora.example.com/vnLottery',
    );
    expect(allowedBackUrl('http://localhost:5173/', hosts, 'http://x.test')).toBe('http://localhost:5173/');
    expect(allowedBackUrl('https://AURORA.EXAMPLE.COM/', hosts, 'http://x.test')).toBe('https://aurora.example.com/');
    expect(allowedBackUrl('https://x.test/lottery', hosts, 'http://x.test:8080')).toBe('https://x.test/lottery');
  });

  it('refuses other hosts, look-alikes, credentials and other schemes', () => {
    for (const url of [
      'https://evil.test/',
      'https://aurora.example.com.evil.test/',
      'https://aurora.example.com@evil.test/',
      'https://user:pw@aurora.example.com/',
      'javascript:alert(1)',
      'not a url',
      'https://localhost.evil.test/',
    ]) {
      expect(() => allowedBackUrl(url, hosts, 'http://x.test'), url).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
    }
  });
});

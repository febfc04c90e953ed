import { describe, expect, it } from 'vitest';
import { isSafeHref } from './links.ts';

describe('isSafeHref', () => {
  it('accepts site-relative paths and http(s) URLs', () => {
    for (const href of ['/', '/promotions', '/member?page=rewardCenter', 'https://t.me/x', 'http://example.com']) expect(isSafeHref(href)).toBe(true);
  });
  it('rejects scripts, data, protocol-relative and empty links', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.com', '', 'mailto:a@b', ' /x', undefined]) expect(isSafeHref(href)).toBe(false);
  });
});

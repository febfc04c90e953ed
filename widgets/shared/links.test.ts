// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCurrentLink, isSafeHref } from './links.ts';

describe('isSafeHref', () => {
  it('accepts site-relative paths and http(s) URLs', () => {
    for (const href of ['/', '/promotions', '/member?page=rewardCenter', 'https://t.me/x', 'http://example.com'])
      expect(isSafeHref(href)).toBe(true);
  });
  it('rejects scripts, data, protocol-relative and empty links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.com',
      '',
      'mailto:a@b',
      ' /x',
      undefined,
    ])
      expect(isSafeHref(href)).toBe(false);
  });
});

describe('isCurrentLink', () => {
  it('matches the path, the query values the target names and its hash', () => {
    expect(isCurrentLink('/member?page=depositv2', { pathname: '/member', search: '?page=depositv2', hash: '' })).toBe(
      true,
    );
    expect(isCurrentLink('/member?page=depositv2', { pathname: '/member', search: '?page=withdraw', hash: '' })).toBe(
      false,
    );
    expect(isCurrentLink('/rng', { pathname: '/rng', search: '?vassalage=PG', hash: '' })).toBe(true);
    expect(isCurrentLink('/#games', { pathname: '/', search: '', hash: '#games' })).toBe(true);
    expect(isCurrentLink('/', { pathname: '/', search: '', hash: '#games' })).toBe(false);
    expect(isCurrentLink('https://t.me/x', { pathname: '/', search: '', hash: '' })).toBe(false);
  });
});

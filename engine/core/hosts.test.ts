// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandForLocation } from './hosts.ts';

const map = { defaultBrand: 'aurora', hosts: { 'jade.example.com': 'jade' }, brands: ['aurora', 'jade'] };

describe('host → brand', () => {
  it('uses the host map', () => expect(brandForLocation(map, 'jade.example.com', '')).toBe('jade'));
  it('understands <id>.localhost in development', () =>
    expect(brandForLocation(map, 'jade.localhost', '')).toBe('jade'));
  it('lets ?brand= override', () => expect(brandForLocation(map, 'jade.example.com', '?brand=aurora')).toBe('aurora'));
  it('ignores an unknown ?brand=', () => expect(brandForLocation(map, 'jade.example.com', '?brand=nope')).toBe('jade'));
  it('serves the default brand to an unknown host', () =>
    expect(brandForLocation(map, 'unknown.test', '')).toBe('aurora'));
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BrandDocument } from '../../schemas/brand/index.ts';
import { BrandCycleError, MissingParentBrandError, resolveBrand } from './merge.ts';

const brands: Record<string, BrandDocument> = {
  base: {
    id: 'base',
    name: 'Base',
    hosts: ['base.localhost'],
    flags: { USERNAMEREG: true, MANPLAYREB3: false },
    theme: { colors: { primary: '#111111', text: '#ffffff' }, radius: 8 },
    footer: { vendors: ['PG', 'JDB'] },
  },
  aurora: {
    id: 'aurora',
    name: 'Aurora',
    extends: 'base',
    flags: { MANPLAYREB3: true },
    theme: { colors: { primary: '#e0b243' } },
    footer: { vendors: ['PT'] },
  },
  loopA: { id: 'loopA', name: 'A', extends: 'loopB' },
  loopB: { id: 'loopB', name: 'B', extends: 'loopA' },
  orphan: { id: 'orphan', name: 'Orphan', extends: 'nowhere' },
};
const lookup = (id: string) => brands[id];

describe('resolveBrand (extends)', () => {
  it('merges objects key by key, the child winning', () => {
    const aurora = resolveBrand('aurora', lookup);
    expect(aurora.flags).toEqual({ USERNAMEREG: true, MANPLAYREB3: true });
    expect(aurora.theme?.colors).toEqual({ primary: '#e0b243', text: '#ffffff' });
    expect(aurora.theme?.radius).toBe(8);
  });

  it('replaces arrays whole: a child lists its own vendors', () => {
    expect(resolveBrand('aurora', lookup).footer?.vendors).toEqual(['PT']);
  });

  it('never inherits identity: hosts, id and name are the child’s own', () => {
    const aurora = resolveBrand('aurora', lookup);
    expect(aurora).toMatchObject({ id: 'aurora', name: 'Aurora', hosts: [] });
    expect(aurora.extends).toBeUndefined();
  });

  it('detects cycles and names the chain', () => {
    expect(() => resolveBrand('loopA', lookup)).toThrow(BrandCycleError);
    expect(() => resolveBrand('loopA', lookup)).toThrow('loopA → loopB → loopA');
  });

  it('names a missing parent', () => {
    expect(() => resolveBrand('orphan', lookup)).toThrow(MissingParentBrandError);
    expect(() => resolveBrand('orphan', lookup)).toThrow('"orphan" extends "nowhere"');
  });
});

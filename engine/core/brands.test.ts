// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostMapOf, servableBrandIds, walkExtends } from './brands.ts';

type Doc = { id: string; extends?: string; hosts?: string[] };
const lookupIn = (docs: Doc[]) => (id: string) => docs.find((doc) => doc.id === id);

describe('brand library, pure side (issue 7, DESIGN §6c)', () => {
  it('walks extends from the root ancestor down to the brand', () => {
    const docs = [{ id: 'base' }, { id: 'aurora', extends: 'base' }, { id: 'night', extends: 'aurora' }];
    expect(walkExtends('night', lookupIn(docs)).chain.map((doc) => doc.id)).toEqual(['base', 'aurora', 'night']);
  });

  it('stops at a cycle and names it', () => {
    const walk = walkExtends(
      'a',
      lookupIn([
        { id: 'a', extends: 'b' },
        { id: 'b', extends: 'a' },
      ]),
    );
    expect(walk.cycle).toEqual(['a', 'b', 'a']);
    expect(walk.chain.map((doc) => doc.id)).toEqual(['b', 'a']);
  });

  it('stops at a missing parent and names the brand and the parent', () => {
    const walk = walkExtends('jade', lookupIn([{ id: 'jade', extends: 'gone' }]));
    expect(walk.missing).toEqual({ brandId: 'jade', parentId: 'gone' });
    expect(walk.chain.map((doc) => doc.id)).toEqual(['jade']);
  });

  it('serves every brand but base, sorted', () => {
    expect(servableBrandIds(['jade', 'base', 'aurora'])).toEqual(['aurora', 'jade']);
  });

  it('maps hosts (lower-cased, first brand wins) and picks the wanted default only when servable', () => {
    const brands = new Map<string, Doc>([
      ['base', { id: 'base', hosts: ['base.example'] }],
      ['jade', { id: 'jade', hosts: ['Jade.Example', 'shared.example'] }],
      ['aurora', { id: 'aurora', hosts: ['shared.example'] }],
    ]);
    expect(hostMapOf(brands, 'jade')).toEqual({
      defaultBrand: 'jade',
      hosts: { 'shared.example': 'aurora', 'jade.example': 'jade' },
      brands: ['aurora', 'jade'],
    });
    expect(hostMapOf(brands, 'base').defaultBrand).toBe('aurora');
    expect(hostMapOf(brands).defaultBrand).toBe('aurora');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyFormEdit, mergedOf } from './inheritance.ts';

// Issue 28, item 8: a save added `"when": {}` to menu items the operator never gave a condition.
const parent = {
  menus: { top: [{ id: 'home', label: 'menu.home', to: '/' }] },
  theme: { colors: { primary: '#1f6feb' } },
};
const own = {
  id: 'aurora',
  menus: {
    side: [
      { id: 'home', label: 'menu.home', to: '/' },
      { id: 'vip', label: 'menu.vip', to: '/vip', when: { session: ['member'] } },
    ],
  },
  layout: { header: [], options: {} },
};

/** The menus form's data after an edit, as rjsf hands it back: the merged part with what it drew for each field. */
const menusAfter = (change: (menus: ReturnType<typeof structuredClone<Record<string, unknown>>>) => void) => {
  const menus = structuredClone(mergedOf(parent, own).menus) as Record<string, unknown>;
  change(menus);
  return menus;
};

describe('a form edit adds no empty objects the operator never set (issue 28, item 8)', () => {
  it('drops the `"when": {}` the form drew for a menu item, and keeps the edit', () => {
    const before = mergedOf(parent, own).menus;
    const after = menusAfter((menus) => {
      const side = menus.side as Record<string, unknown>[];
      side[0] = { ...side[0], label: 'menu.start', when: {} };
      side[1] = { ...side[1], when: { session: ['member'], flags: undefined } };
      (menus.top as Record<string, unknown>[])[0]!.when = { flags: undefined };
    });
    const next = applyFormEdit(own, ['menus'], before, after) as typeof own;
    expect(next.menus.side).toEqual([
      { id: 'home', label: 'menu.start', to: '/' },
      { id: 'vip', label: 'menu.vip', to: '/vip', when: { session: ['member'] } },
    ]);
    expect(JSON.stringify(next)).not.toMatch(/"when":\{\}/);
    expect(next).not.toHaveProperty('menus.top');
  });

  it('writes nothing when a form opens on a part the brand has nothing for', () => {
    expect(applyFormEdit(own, ['constants'], undefined, {})).toBe(own);
    expect(applyFormEdit(own, ['constants'], undefined, { texts: {} })).toBe(own);
  });

  it('keeps an empty object the brand already had, and the document itself when nothing changed', () => {
    const before = mergedOf(parent, own).layout;
    const next = applyFormEdit(own, ['layout'], before, { header: [{ widget: 'Logo' }], options: {} }) as typeof own;
    expect(next.layout).toEqual({ header: [{ widget: 'Logo' }], options: {} });
    expect(applyFormEdit(own, ['layout'], before, structuredClone(before))).toBe(own);
  });
});

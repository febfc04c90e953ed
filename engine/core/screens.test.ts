// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findScreen, resolveScreen, widgetTypesUsed } from './screens.ts';
import type { ConditionContext } from './conditions.ts';

const brand = {
  layout: { header: [{ widget: 'SiteHeader' }], side: [{ widget: 'SideMenu' }], footer: [{ widget: 'SiteFooter' }] },
  screens: {
    home: {
      paths: ['/', '/index', '/index.html', '/home'],
      slots: { main: [{ widget: 'PromoHero' }, { widget: 'Rebate', when: { flags: ['MANPLAYREB3'] } }] },
    },
    lottery: {
      paths: ['/lottery'],
      chrome: { side: false, footer: false },
      slots: { main: [{ widget: 'LotteryFrame' }] },
    },
  },
};
const visitor: ConditionContext = { flags: {}, session: 'visitor', device: 'desktop' };

describe('screen resolution', () => {
  it('maps every home path to home (ROUTE-01)', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/Home/'])
      expect(findScreen(brand.screens, path)).toBe('home');
    expect(findScreen(brand.screens, '/nowhere')).toBeUndefined();
  });

  it('puts the layout around the screen and drops widgets whose condition fails', () => {
    const home = resolveScreen(brand, 'home', visitor);
    expect(home.slots.header.map((n) => n.widget)).toEqual(['SiteHeader']);
    expect(home.slots.main.map((n) => n.widget)).toEqual(['PromoHero']);
    expect(resolveScreen(brand, 'home', { ...visitor, flags: { MANPLAYREB3: true } }).slots.main).toHaveLength(2);
  });

  it('hides the side menu and footer on game pages (ROUTE-17, ROUTE-12)', () => {
    const lottery = resolveScreen(brand, 'lottery', visitor);
    expect(lottery.slots.side).toEqual([]);
    expect(lottery.slots.footer).toEqual([]);
  });

  it('lists the widget types a brand uses', () => {
    expect([...widgetTypesUsed(brand)].sort()).toEqual([
      'LotteryFrame',
      'PromoHero',
      'Rebate',
      'SideMenu',
      'SiteFooter',
      'SiteHeader',
    ]);
  });
});

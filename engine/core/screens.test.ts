import { describe, expect, it } from 'vitest';
import { findScreen, mayOpen, resolveScreen, widgetTypesUsed } from './screens.ts';
import { visible } from './conditions.ts';
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

  describe('mayOpen: a menu item is offered only where the session would not be refused (ROLE-05, DESIGN §3b)', () => {
    const site = {
      dialogs: { chat: { access: 'member' as const, slots: { main: [] } } },
      screens: {
        home: { paths: ['/'], opens: { '/chatroom': 'chat' }, slots: { main: [] } },
        promotions: { paths: ['/promotions'], slots: { main: [] } },
        agentHome: { paths: ['/agentHome'], access: 'agent' as const, slots: { main: [] } },
        member: {
          paths: ['/member'],
          access: 'member' as const,
          slots: { main: [] },
          pages: [
            { id: 'securityCenter', label: 'My account', slots: { main: [] } },
            { id: 'transferFund', label: 'Wallet', when: { notFlags: ['SINGLEWALLET'] }, slots: { main: [] } },
          ],
        },
      },
    } as unknown as Parameters<typeof mayOpen>[0];
    const as = (session: ConditionContext['session'], flags: Record<string, boolean> = {}) => ({
      flags,
      session,
      device: 'desktop' as const,
    });
    const targets = [
      '/promotions',
      '/member?page=securityCenter',
      '/member?page=transferFund',
      '/chatroom',
      '/agentHome',
      'https://t.me/x',
      '/nowhere',
    ];
    const open = (context: ReturnType<typeof as>) => targets.filter((to) => mayOpen(site, to, context));

    it('a trial account is offered neither the member centre nor a dialog for real accounts', () => {
      expect(open(as('trial'))).toEqual(['/promotions', 'https://t.me/x', '/nowhere']);
    });

    it('a member is offered the centre, not the agent centre nor a page whose condition fails', () => {
      expect(open(as('member'))).toEqual([
        '/promotions',
        '/member?page=securityCenter',
        '/member?page=transferFund',
        '/chatroom',
        'https://t.me/x',
        '/nowhere',
      ]);
      expect(open(as('member', { SINGLEWALLET: true }))).not.toContain('/member?page=transferFund');
      expect(open(as('agent'))).toContain('/agentHome');
    });

    it('a visitor is offered every link: what needs a session opens the login first (ROLE-03)', () => {
      expect(open(as('visitor'))).toEqual(targets);
    });

    it('visible() leaves out the items the context says the session may not open', () => {
      const context = { ...as('trial'), mayOpen: (to: string) => mayOpen(site, to, as('trial')) };
      const items = [
        { id: 'deposit', to: '/member?page=depositv2' },
        { id: 'promotions', to: '/promotions' },
        { id: 'widget' },
      ];
      expect(visible(items, context).map((item) => item.id)).toEqual(['promotions', 'widget']);
    });
  });
});

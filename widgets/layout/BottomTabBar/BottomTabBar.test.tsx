import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import BottomTabBar from './BottomTabBar.tsx';
import { schema } from './schema.ts';

const bottom = [
  { id: 'home', label: 'menu.home', to: '/', icon: 'home' as const },
  { id: 'games', label: 'menu.games', to: '/rng', icon: 'dice' as const },
  { id: 'deposit', label: 'menu.deposit', to: '/member?page=depositv2', icon: 'wallet' as const },
  {
    id: 'vip',
    label: 'menu.vip',
    to: '/member?page=securityCenter',
    icon: 'crown' as const,
    when: { session: ['member' as const] },
  },
];

describe('BottomTabBar', () => {
  it('shows the brand’s bottom menu in order, in the player’s language, with the current tab marked', async () => {
    await renderWidget(<BottomTabBar {...widgetProps(schema)} />, {
      brand: { menus: { bottom } },
      route: '/member?page=depositv2',
      language: 'MY',
    });
    const bar = screen.getByRole('navigation', { name: 'Pintasan' });
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Laman utama', '/'],
      ['Permainan', '/rng'],
      ['Deposit', '/member?page=depositv2'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Laman utama' })).not.toHaveAttribute('aria-current');
  });

  it('shows a tab whose condition holds only then (a member’s tab for members)', async () => {
    await renderWidget(<BottomTabBar {...widgetProps(schema)} />, {
      brand: { menus: { bottom } },
      member: { id: '1', account: 'demo', type: 0 },
    });
    expect(screen.getByRole('link', { name: 'VIP bonus' })).toHaveAttribute('href', '/member?page=securityCenter');
  });

  it('moves the current mark when a tab is followed', async () => {
    const user = userEvent.setup();
    await renderWidget(<BottomTabBar {...widgetProps(schema)} />, { brand: { menus: { bottom } } });
    await user.click(screen.getByRole('link', { name: 'Games' }));
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('keeps each tab’s name for screen readers when labels are off', async () => {
    await renderWidget(<BottomTabBar {...widgetProps(schema, { showLabels: false })} />, {
      brand: { menus: { bottom } },
    });
    expect(screen.getByRole('link', { name: 'Games' }).textContent).toBe('');
  });

  it('issue 26: a long label shows the brand’s short form in the player’s language, and the tab keeps its full name', async () => {
    const locales = { MY: { short: { menu: { home: 'Utama' } } }, EN: { short: { menu: { live: 'Live' } } } };
    const items = [...bottom.slice(0, 2), { id: 'live', label: 'menu.live', to: '/live', icon: 'live' as const }];
    await renderWidget(<BottomTabBar {...widgetProps(schema)} />, {
      brand: { menus: { bottom: items }, locales, languages: { default: 'MY', supported: ['MY', 'EN'] } },
      language: 'MY',
    });
    const home = screen.getByRole('link', { name: 'Laman utama' });
    expect(home).toHaveTextContent(/^Utama$/);
    // Where the language has no short form the label is shown whole, never another language's short form.
    expect(screen.getByRole('link', { name: 'Kasino langsung' })).toHaveTextContent(/^Kasino langsung$/);
    cleanup();
    await renderWidget(<BottomTabBar {...widgetProps(schema)} />, {
      brand: { menus: { bottom: items }, locales, languages: { default: 'MY', supported: ['MY', 'EN'] } },
      language: 'EN',
    });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveTextContent(/^Home$/);
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveTextContent(/^Live$/);
  });

  it('draws nothing when the brand has no bottom menu', async () => {
    const { container } = await renderWidget(<BottomTabBar {...widgetProps(schema)} />, {
      brand: { menus: { bottom: [] } },
    });
    expect(container.querySelector('nav')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../test-utils.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import SideMenu from './SideMenu.tsx';
import { schema } from './schema.ts';

const side = [
  { id: 'home', label: 'menu.home', to: '/', icon: 'home' as const },
  { id: 'promo', label: 'menu.promotions', to: '/promotions', icon: 'gift' as const },
  { id: 'rebate', label: 'menu.rebate', to: '/#games', icon: 'coins' as const, when: { flags: ['MANPLAYREB3'] } },
];

describe('SideMenu', () => {
  it('shows the logo, the side menu items in order and the language selector (SIDE-01, I18N-05)', async () => {
    await renderWidget(<SideMenu {...widgetProps(schema)} />, { brand: { name: 'Jade', menus: { side } } });
    expect(screen.getByRole('img', { name: 'Jade' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Promotions']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('leaves out an item whose flag is off and shows it when on (SIDE-04)', async () => {
    const off = await renderWidget(<SideMenu {...widgetProps(schema)} />, { brand: { menus: { side } }, flags: { MANPLAYREB3: false } });
    expect(screen.queryByRole('link', { name: 'Manual rebate' })).toBeNull();
    off.unmount();
    await renderWidget(<SideMenu {...widgetProps(schema)} />, { brand: { menus: { side } }, flags: { MANPLAYREB3: true } });
    expect(screen.getByRole('link', { name: 'Manual rebate' })).toBeInTheDocument();
  });

  it('marks the active link with aria-current', async () => {
    await renderWidget(<SideMenu {...widgetProps(schema)} />, { brand: { menus: { side } }, route: '/promotions' });
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('can hide icons, logo and language selector', async () => {
    const { container } = await renderWidget(<SideMenu {...widgetProps(schema, { showIcons: false, showLogo: false, showLanguageSelector: false })} />, { brand: { menus: { side } } });
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../test-utils.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import SiteHeader from './SiteHeader.tsx';
import { schema } from './schema.ts';

const menus = {
  top: [
    { id: 'home', label: 'menu.home', to: '/' },
    { id: 'promo', label: 'Plain promo', to: '/promotions' },
    { id: 'tg', label: 'menu.support', to: 'https://t.me/x' },
    { id: 'members', label: 'menu.vip', to: '/vip', when: { session: ['member' as const] } },
    { id: 'bad', label: 'Bad', to: 'javascript:alert(1)' },
  ],
};

describe('SiteHeader', () => {
  it('shows the logo linking home with the brand name as alt text (HEADER-01)', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { name: 'Aurora', assetBase: '/brands/aurora/' } });
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Aurora' });
    expect(logo).toHaveAttribute('src', '/brands/aurora/assets/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('renders the top menu, translating keys and keeping plain text, and hides items whose condition fails', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { menus } });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Plain promo', 'Customer service']);
    expect(within(nav).queryByText('Bad')).toBeNull();
  });

  it('offers log-in and register to visitors only', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('hides log-in and register for a member and shows member-only items', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { menus }, member: { id: '1', account: 'amy', type: 0 } });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP bonus' })).toHaveAttribute('href', '/vip');
  });

  it('shows the language selector unless turned off, and can be non-sticky', async () => {
    const { unmount } = await renderWidget(<SiteHeader {...widgetProps(schema)} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveClass('lv-header--sticky');
    unmount();
    await renderWidget(<SiteHeader {...widgetProps(schema, { showLanguageSelector: false, sticky: false })} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('banner')).not.toHaveClass('lv-header--sticky');
  });
});

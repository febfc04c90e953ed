import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const dialogs = {
  login: { title: 'Sign in to Test Brand', slots: { main: [] } },
  register: { title: 'Open an account', slots: { main: [] } },
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

  it('offers visitors Log in and Register buttons that open their dialogs, and returns focus on close (HEADER-01)', async () => {
    const user = userEvent.setup();
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { dialogs, constants: { modalOpenDelayMs: 0 } } });
    const login = screen.getByRole('button', { name: 'Log in' });
    await user.click(login);
    expect(await screen.findByRole('dialog', { name: 'Sign in to Test Brand' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(login).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
  });

  it('opens the dialogs the brand names for its buttons', async () => {
    const user = userEvent.setup();
    await renderWidget(<SiteHeader {...widgetProps(schema, { loginDialog: 'register' })} />, { brand: { dialogs, constants: { modalOpenDelayMs: 0 } } });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
  });

  it('offers neither while a stored session is being restored, so a member never sees them flash', async () => {
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    act(() => engine.session.getState().setStatus('restoring'));
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('hides log-in and register for a member and shows member-only items', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { menus }, member: { id: '1', account: 'amy', type: 0 } });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP bonus' })).toHaveAttribute('href', '/vip');
  });

  it('leaves the language selector to the side menu on pages that have one (SIDE-01, I18N-05)', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { shell: { hasSide: true } });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('shows the language selector on pages without the side menu unless turned off, and can be non-sticky', async () => {
    const { unmount } = await renderWidget(<SiteHeader {...widgetProps(schema)} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveClass('lv-header--sticky');
    unmount();
    await renderWidget(<SiteHeader {...widgetProps(schema, { showLanguageSelector: false, sticky: false })} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('banner')).not.toHaveClass('lv-header--sticky');
  });
});

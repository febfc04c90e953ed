import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';
import userEvent from '@testing-library/user-event';
import { encryptCustomerServicePath } from '../../../engine/api/csPath.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import SiteHeader from './SiteHeader.tsx';
import { schema } from './schema.ts';
import { headerWideParts } from './headerWideParts.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';

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

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

// A wider screen's first paint has the header's navigation and customer-service menu already: the
// first screen's preload loads them with the header (index.ts `wide`), as these tests do.
beforeAll(async () => {
  await headerWideParts.load();
});

describe('SiteHeader', () => {
  it('shows the logo linking home with the brand name as alt text (HEADER-01)', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      brand: { name: 'Aurora', assetBase: '/brands/aurora/' },
    });
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Aurora' });
    expect(logo).toHaveAttribute('src', '/brands/aurora/assets/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('on a phone the compact header draws no navigation row and no customer-service menu: the drawer and the tab bar hold them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const customerService = [{ title: 'Chat with us', type: 'LIVECHAT' as const, path: 'x' }];
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { menus } });
    act(() =>
      engine.platform
        .getState()
        .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { customerService } }),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('renders the top menu, translating keys and keeping plain text, and hides items whose condition fails', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { brand: { menus } });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The entries after the game categories come with them (issue 26): nothing moves aside when they arrive.
    await within(nav).findByRole('link', { name: 'Customer service' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Plain promo', 'Customer service']);
    expect(within(nav).queryByText('Bad')).toBeNull();
  });

  it('HEADER-07: the customer-service button takes its place as soon as status lists options, before they are decrypted (no layout shift), and opens the grouped list', async () => {
    const user = userEvent.setup();
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      brand: { merchantCode: 'AUR01' },
    });
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    const customerService = [
      {
        title: 'Chat with us',
        type: 'LIVECHAT' as const,
        path: await encryptCustomerServicePath('AUR01', 'https://chat.example.com/room'),
      },
    ];
    act(() =>
      engine.platform
        .getState()
        .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { customerService } }),
    );
    // Decryption (Web Crypto) has not answered yet in this same task: the button is already there.
    const button = screen.getByRole('button', { name: 'Customer service' });
    await user.click(button);
    expect(await screen.findByRole('link', { name: /Chat with us/ })).toHaveAttribute(
      'href',
      'https://chat.example.com/room',
    );
  });

  it('HEADER-07: no customer-service button when none of the options can be used', async () => {
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      brand: { merchantCode: 'AUR01' },
    });
    const customerService = [{ title: 'Broken', type: 'LIVECHAT' as const, path: 'not-encrypted' }];
    act(() =>
      engine.platform
        .getState()
        .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { customerService } }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull());
  });

  it('AUTH-12 FLAG-04: where free play is on, a visitor tries free: a trial session starts at once (ROLE-01)', async () => {
    const user = userEvent.setup();
    const member = { id: '9', account: 'trial_1a2b', type: 4, nickname: 'Trial' };
    const platform = fakePlatform({
      [callRoutes.freeplayLogin.path]: okReply({ token: 'tok-trial', userName: 'trial_1a2b', trial: true }),
      [callRoutes.memberInfo.path]: okReply(member),
      [callRoutes.walletBalance.path]: okReply({ balance: '2000.00' }),
    });
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      flags: { FREEPLAY3: true },
    });
    await user.click(screen.getByRole('button', { name: 'Try free' }));
    await waitFor(() => expect(engine.session.getState()).toMatchObject({ isLogin: true, isTrial: true }));
    expect(platform.seen.find((request) => request.path === callRoutes.freeplayLogin.path)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try free' })).toBeNull();
  });

  it('AUTH-12: no Try free where the brand does not offer free play; a refusal is said under the button', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { flags: { FREEPLAY3: false } });
    expect(screen.queryByRole('button', { name: 'Try free' })).toBeNull();
    cleanup();
    const user = userEvent.setup();
    const platform = fakePlatform({
      [callRoutes.freeplayLogin.path]: failReply(503, 'UNKNOWN'),
      [callRoutes.vendorGroups.path]: okReply([]),
    });
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      flags: { FREEPLAY3: true },
    });
    await user.click(screen.getByRole('button', { name: 'Try free' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Try free' })).toBeEnabled();
  });

  it('offers visitors Log in and Register buttons that open their dialogs, and returns focus on close (HEADER-01)', async () => {
    const user = userEvent.setup();
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    });
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
    await renderWidget(<SiteHeader {...widgetProps(schema, { loginDialog: 'register' })} />, {
      brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    });
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
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      brand: { menus },
      member: { id: '1', account: 'amy', type: 0 },
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'VIP bonus' })).toHaveAttribute('href', '/vip');
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

  describe('for a member (HEADER-02..07)', () => {
    const member = { id: '1', account: 'amy', nickname: 'Amy', type: 0 };
    const accountMenu = [
      { id: 'account', label: 'My account', to: '/member?page=securityCenter' },
      { id: 'agent', label: 'Agent centre', to: '/agentHome', when: { session: ['agent' as const] } },
      { id: 'withdraw', label: 'Withdrawal', to: '/member?page=withdraw' },
    ];
    const memberDialogs = {
      ...dialogs,
      signOut: { title: 'Sign out', slots: { main: [] } },
      announcements: { title: 'Announcements', slots: { main: [] } },
    };

    async function renderMember(extra: Parameters<typeof renderWidget>[1] = {}) {
      const result = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member,
        brand: { menus: { account: accountMenu }, dialogs: memberDialogs, constants: { modalOpenDelayMs: 0 } },
        ...extra,
      });
      act(() =>
        result.engine.data.setData('walletBalance', undefined, () => ({ balance: '1250.5', currencySymbol: 'RM' })),
      );
      return result;
    }

    it('issue 15: a change elsewhere (a transfer, a live event, the window regaining focus) shows in the header balance without a reload', async () => {
      let balance = '1250.50';
      const platform = fakePlatform({
        [callRoutes.walletBalance.path]: () => okReply({ balance, currencySymbol: 'RM' }),
      });
      const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member,
        adapter: platform.adapter,
      });
      expect(await screen.findByText('RM 1,250.50')).toBeInTheDocument();
      balance = '1350.50';
      act(() => engine.data.invalidate(['walletBalance']));
      expect(await screen.findByText('RM 1,350.50')).toBeInTheDocument();
      act(() =>
        engine.data.setData('walletBalance', undefined, (previous) => ({
          ...(previous as object),
          balance: '1400.00',
        })),
      );
      expect(screen.getByText('RM 1,400.00')).toBeInTheDocument();
    });

    it('issue 15, MC-18: the unread message count shows beside the notices and changes when a message arrives', async () => {
      const platform = fakePlatform({
        [callRoutes.unreadCount.path]: okReply({ count: 2 }),
        [callRoutes.walletBalance.path]: okReply({ balance: '1.00' }),
      });
      const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member,
        adapter: platform.adapter,
      });
      expect(await screen.findByRole('link', { name: '2 unread messages' })).toHaveTextContent('2');
      act(() => engine.data.setData('unreadCount', undefined, () => ({ count: 3 })));
      expect(screen.getByRole('link', { name: '3 unread messages' })).toBeInTheDocument();
    });

    it("issue 26, MC-14: tapping the unread badge opens the messages; it is named in the player's language", async () => {
      const user = userEvent.setup();
      const platform = fakePlatform({
        [callRoutes.unreadCount.path]: okReply({ count: 3 }),
        [callRoutes.walletBalance.path]: okReply({ balance: '1.00' }),
      });
      await renderWidget(
        <>
          <SiteHeader {...widgetProps(schema)} />
          <Where />
        </>,
        { member, adapter: platform.adapter, language: 'MY' },
      );
      const badge = await screen.findByRole('link', { name: '3 mesej belum dibaca' });
      expect(badge).toHaveAttribute('href', '/member?page=messageV2');
      await user.click(badge);
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member?page=messageV2');
    });

    it('shows the balance with its currency and 2 decimals, and the eye hides and shows it (HEADER-02)', async () => {
      const user = userEvent.setup();
      await renderMember();
      expect(screen.getByText('RM 1,250.50')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Hide balance' }));
      expect(screen.queryByText('RM 1,250.50')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Show balance' }));
      expect(screen.getByText('RM 1,250.50')).toBeInTheDocument();
    });

    it('offers Deposit and the notices, which open the announcements at page 1 (HEADER-05, HEADER-06)', async () => {
      const user = userEvent.setup();
      await renderMember();
      expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member?page=depositv2');
      await user.click(screen.getByRole('button', { name: 'Announcements' }));
      expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    });

    it('lists the account menu, the agent entry for agents only, and asks before signing out (HEADER-03, HEADER-04)', async () => {
      const user = userEvent.setup();
      const { unmount } = await renderMember();
      await user.click(screen.getByRole('button', { name: /Account menu Amy/ }));
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
        expect.arrayContaining(['My account', 'Withdrawal']),
      );
      expect(screen.queryByRole('link', { name: 'Agent centre' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByRole('dialog', { name: 'Sign out' })).toBeInTheDocument();
      unmount();
      await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member: { ...member, type: 41 },
        brand: { menus: { account: accountMenu }, dialogs: memberDialogs },
      });
      await user.click(screen.getByRole('button', { name: /Account menu Amy/ }));
      expect(screen.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/agentHome');
    });

    it('ROLE-05: a trial account sees its balance marked as trial credit, no Deposit, and no page that would refuse it; Register leads to a real account', async () => {
      const user = userEvent.setup();
      const real = { session: ['member' as const, 'agent' as const] };
      const result = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member: { id: '9', account: 'trial_1a2b', nickname: 'Tester', type: 4 },
        brand: {
          // As the brands declare it: the centre's pages are for real accounts (ROLE-05).
          menus: {
            account: [
              ...accountMenu.map((item) => ({ ...item, when: item.when ?? real })),
              { id: 'promotions', label: 'Promotions', to: '/promotions' },
            ],
          },
          dialogs: memberDialogs,
        },
      });
      act(() =>
        result.engine.data.setData('walletBalance', undefined, () => ({ balance: '2000', currencySymbol: 'RM' })),
      );
      const banner = screen.getByRole('banner');
      expect(within(banner).getByText('Trial')).toBeInTheDocument();
      expect(within(banner).getByText('Trial credit')).toBeInTheDocument();
      expect(within(banner).getByText('RM 2,000.00')).toBeInTheDocument();
      expect(within(banner).queryByRole('link', { name: 'Deposit' })).toBeNull();

      await user.click(within(banner).getByRole('button', { name: /Account menu Tester/ }));
      // Only what a trial account may open: the member centre's pages would refuse it.
      const menu = within(within(banner).getByRole('button', { name: 'Sign out' }).closest('ul')!);
      expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Promotions', 'Sign out']);
      // The way to a real account is beside the balance, where Deposit is for a member.
      await user.click(within(banner).getByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
    });

    it('ROLE-05: the trial account’s Register button opens registration', async () => {
      const user = userEvent.setup();
      await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
        member: { id: '9', account: 'trial_1a2b', nickname: 'Trial', type: 4 },
        brand: { dialogs: memberDialogs },
      });
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
    });

    it('Escape closes the account menu and returns focus to its button', async () => {
      const user = userEvent.setup();
      await renderMember();
      const button = screen.getByRole('button', { name: /Account menu Amy/ });
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });
  });

  it('adds one entry per game category with vendors and a lobby, each with its vendors (HEADER-08, HEADER-09)', async () => {
    const manyVendors = Array.from({ length: 12 }, (_, index) => ({ vassalage: `V${index}`, name: `Vendor ${index}` }));
    const platform = fakePlatform({
      [callRoutes.vendorGroups.path]: okReply([
        { gameCategory: 'RNG', vendors: manyVendors },
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
        { gameCategory: 'FISH', vendors: [] },
        { gameCategory: 'COCKFIGHT', vendors: [{ vassalage: 'SV', name: 'SV388' }] },
      ]),
    });
    const lobby = (path: string) => ({ paths: [path], slots: { main: [] } });
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      brand: {
        menus: {
          top: [
            { id: 'home', label: 'menu.home', to: '/' },
            { id: 'promo', label: 'Promotions', to: '/promotions' },
          ],
        },
        screens: { rng: lobby('/rng'), live: lobby('/live'), fish: lobby('/fish') },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Slots' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.className === 'lv-header__link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Slots', 'Live casino', 'Promotions']);
    const slotsVendors = within(nav).getByRole('list', { name: 'Slots providers' });
    expect(slotsVendors).toHaveClass('lv-header__vendors--large');
    expect(within(slotsVendors).getByRole('link', { name: 'Vendor 3' })).toHaveAttribute('href', '/rng?vassalage=V3');
    expect(within(nav).getByRole('list', { name: 'Live casino providers' })).not.toHaveClass(
      'lv-header__vendors--large',
    );
  });

  it('HEADER-09 a tap on a category’s arrow opens its vendors (touch screens have no hover); a tap elsewhere or Escape closes them', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform({
      [callRoutes.vendorGroups.path]: okReply([
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
      ]),
    });
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      brand: { screens: { live: { paths: ['/live'], slots: { main: [] } } } },
    });
    const toggle = await screen.findByRole('button', { name: 'Live casino providers' });
    const category = toggle.closest('li')!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(category).toHaveAttribute('data-open', 'true');
    await user.click(document.body);
    expect(category).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on pages with a side menu offers the menu button that opens it as a drawer, and says when it is open', async () => {
    const user = userEvent.setup();
    const openDrawer = vi.fn();
    const { unmount } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      shell: { hasSide: true, sideId: 'side-x', openDrawer },
    });
    const button = screen.getByRole('button', { name: 'Open the menu' });
    expect(button).toHaveAttribute('aria-controls', 'side-x');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(openDrawer).toHaveBeenCalledWith(button);
    unmount();
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, { shell: { hasSide: true, drawerOpen: true } });
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no menu button on pages without a side menu (game pages)', async () => {
    await renderWidget(<SiteHeader {...widgetProps(schema)} />);
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
  });

  it('says in place when the vendor groups fail, with a retry that brings the categories back (issue 14)', async () => {
    const user = userEvent.setup();
    const routes: Parameters<typeof fakePlatform>[0] = { [callRoutes.vendorGroups.path]: failReply(500, 'UNKNOWN') };
    const platform = fakePlatform(routes);
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      brand: { screens: { rng: { paths: ['/rng'], slots: { main: [] } } } },
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const failed = await within(nav).findByRole('alert');
    expect(failed).toHaveTextContent('Unknown or system error. Please try again later.');
    // The rest of the header works.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    routes[callRoutes.vendorGroups.path] = okReply([
      { gameCategory: 'RNG', vendors: [{ vassalage: 'PG', name: 'PG Soft' }] },
    ]);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).queryByRole('alert')).toBeNull();
  });

  it('says in place when the balance fails after login, with a retry that loads it (issue 14)', async () => {
    const user = userEvent.setup();
    const member = { id: '1', account: 'amy', nickname: 'Amy', type: 0 };
    const routes: Parameters<typeof fakePlatform>[0] = {
      [callRoutes.memberInfo.path]: okReply(member),
      [callRoutes.walletBalance.path]: failReply(500, 'UNKNOWN'),
      [callRoutes.vendorGroups.path]: okReply([]),
    };
    const platform = fakePlatform(routes);
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      member,
    });
    engine.gateway.setToken('tok-amy');
    await act(() => engine.session.getState().setMember(member));
    const { loadSession } = await import('../../../engine/state/sessionLifecycle.ts');
    await act(() => loadSession(engine));
    const failed = screen.getByRole('alert');
    expect(failed).toHaveTextContent('Balance unavailable');
    expect(failed).toHaveTextContent('Unknown or system error. Please try again later.');
    routes[callRoutes.walletBalance.path] = okReply({ balance: '88.10', currencySymbol: 'RM' });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('RM 88.10')).toBeInTheDocument();
    expect(screen.queryByText('Balance unavailable')).toBeNull();
  });

  it("says in place when a stored session's account cannot load, keeps the session, and the retry logs the member back in (issue 14)", async () => {
    const user = userEvent.setup();
    const member = { id: '1', account: 'amy', nickname: 'Amy', type: 0 };
    const routes: Parameters<typeof fakePlatform>[0] = {
      [callRoutes.memberInfo.path]: failReply(503, 'UNKNOWN'),
      [callRoutes.walletBalance.path]: okReply({ balance: '5.00', currencySymbol: 'RM' }),
      [callRoutes.vendorGroups.path]: okReply([]),
    };
    const platform = fakePlatform(routes);
    const { engine } = await renderWidget(<SiteHeader {...widgetProps(schema)} />, { adapter: platform.adapter });
    engine.gateway.setToken('tok-amy');
    const { loadSession } = await import('../../../engine/state/sessionLifecycle.ts');
    await act(() => loadSession(engine));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Account unavailable');
    expect(engine.gateway.getToken()).toBe('tok-amy');
    routes[callRoutes.memberInfo.path] = okReply(member);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('RM 5.00')).toBeInTheDocument();
    expect(screen.queryByText('Account unavailable')).toBeNull();
  });
});

// Issue 26 item 6: the top menu never overflows the header. jsdom lays nothing out, so each test
// says how wide the row is and how wide each entry is, and calls the ResizeObserver as a browser
// would when the header is resized (Chromium measures for real in tests/e2e/headerFit.spec.ts).
describe('SiteHeader top menu: what does not fit is under More (issue 26)', () => {
  const ENTRY = 100;
  const MORE = 60;
  let room = 0;
  const resized: (() => void)[] = [];

  beforeEach(() => {
    room = 1000;
    resized.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const inRow = this.parentElement?.parentElement?.matches('nav');
      const width = this.matches('nav > ul') ? room : !inRow ? 0 : this.matches('.lv-header__more') ? MORE : ENTRY;
      return { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: width, width, height: 0, toJSON: () => ({}) };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const resize = (width: number) => {
    room = width;
    act(() => resized.forEach((callback) => callback()));
  };
  const lobby = (path: string) => ({ paths: [path], slots: { main: [] } });

  async function renderMenu() {
    const platform = fakePlatform({
      [callRoutes.vendorGroups.path]: okReply([
        { gameCategory: 'RNG', vendors: [{ vassalage: 'PG', name: 'PG Soft' }] },
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
      ]),
    });
    await renderWidget(
      <>
        <SiteHeader {...widgetProps(schema)} />
        <Where />
      </>,
      {
        adapter: platform.adapter,
        brand: {
          menus: {
            top: [
              { id: 'home', label: 'menu.home', to: '/' },
              { id: 'promo', label: 'menu.promotions', to: '/promotions' },
              { id: 'tg', label: 'menu.support', to: 'https://t.me/x' },
            ],
          },
          screens: { rng: lobby('/rng'), live: lobby('/live') },
        },
      },
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Customer service' });
    return nav;
  }
  /** The entries in the row (the others are marked for CSS to take out of it) and what More lists. */
  const inRow = (nav: HTMLElement) =>
    [...nav.querySelectorAll(':scope > ul > li:not([data-over]) > a')].map((link) => link.textContent);
  const more = (nav: HTMLElement) => within(nav).queryByRole('button', { name: 'More' });

  it('keeps in the row, in order, the entries that fit with More, and lists the rest under More', async () => {
    room = 390;
    const nav = await renderMenu();
    // Five entries of 100 px do not fit 390 px: three would with More (60 px), but 3 × 100 + 60 > 390.
    expect(inRow(nav)).toEqual(['Home', 'Slots', 'Live casino']);
    expect(nav.querySelector('.lv-header__more')).not.toHaveAttribute('data-over');
    const button = more(nav)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Promotions', '/promotions'],
      ['Customer service', 'https://t.me/x'],
    ]);
  });

  it('measures again as the header resizes: wider, More goes once everything fits; narrower, entries go under it', async () => {
    room = 1000;
    const nav = await renderMenu();
    expect(inRow(nav)).toEqual(['Home', 'Slots', 'Live casino', 'Promotions', 'Customer service']);
    expect(nav.querySelector('.lv-header__more')).toHaveAttribute('data-over');
    resize(280);
    expect(inRow(nav)).toEqual(['Home', 'Slots']);
    expect(nav.querySelector('.lv-header__more')).not.toHaveAttribute('data-over');
    await userEvent.setup().click(more(nav)!);
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.classList.contains('lv-header__menu-item'))
        .map((link) => link.textContent),
    ).toEqual(['Live casino', 'Promotions', 'Customer service']);
    resize(500);
    expect(inRow(nav)).toEqual(['Home', 'Slots', 'Live casino', 'Promotions', 'Customer service']);
    expect(nav.querySelector('.lv-header__more')).toHaveAttribute('data-over');
  });

  it('More works by keyboard: Escape closes it and gives focus back; choosing an entry goes there and closes it', async () => {
    const user = userEvent.setup();
    room = 280;
    const nav = await renderMenu();
    const button = more(nav)!;
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.tab();
    expect(within(list).getByRole('link', { name: 'Live casino' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(list).getByRole('link', { name: 'Promotions' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/promotions');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(screen.getByRole('status', { name: 'location' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('while the game categories load, the entries after them wait, so none is seen moving aside', async () => {
    const platform = fakePlatform({ [callRoutes.vendorGroups.path]: 'hang' });
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      brand: {
        menus: {
          top: [
            { id: 'home', label: 'menu.home', to: '/' },
            { id: 'promo', label: 'menu.promotions', to: '/promotions' },
          ],
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
  });

  it('names More in the player’s language', async () => {
    room = 280;
    await renderWidget(<SiteHeader {...widgetProps(schema)} />, {
      language: 'MY',
      brand: { menus: { top: [{ id: 'home', label: 'menu.home', to: '/' }] } },
    });
    expect(screen.getByRole('button', { name: 'Lagi', hidden: true })).toBeInTheDocument();
  });
});

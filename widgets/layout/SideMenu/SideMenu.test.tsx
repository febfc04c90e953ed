import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encryptCustomerServicePath } from '../../../engine/api/csPath.ts';
import { failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
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
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Promotions']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('leaves out an item whose flag is off and shows it when on (SIDE-04)', async () => {
    const off = await renderWidget(<SideMenu {...widgetProps(schema)} />, {
      brand: { menus: { side } },
      flags: { MANPLAYREB3: false },
    });
    expect(screen.queryByRole('link', { name: 'Manual rebate' })).toBeNull();
    off.unmount();
    await renderWidget(<SideMenu {...widgetProps(schema)} />, {
      brand: { menus: { side } },
      flags: { MANPLAYREB3: true },
    });
    expect(screen.getByRole('link', { name: 'Manual rebate' })).toBeInTheDocument();
  });

  it('marks the active link with aria-current', async () => {
    await renderWidget(<SideMenu {...widgetProps(schema)} />, { brand: { menus: { side } }, route: '/promotions' });
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('can hide icons, logo and language selector', async () => {
    const { container } = await renderWidget(
      <SideMenu {...widgetProps(schema, { showIcons: false, showLogo: false, showLanguageSelector: false })} />,
      { brand: { menus: { side } } },
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  describe('with the platform’s data (SIDE-05, SIDE-06, CS-03)', () => {
    const promotions = Array.from({ length: 8 }, (_, index) => ({
      id: `p${index + 1}`,
      title: `Promotion ${index + 1}`,
    }));
    const content = { banners: [], notices: [], popup: [], promotion: promotions };

    it('lists the first six promotions and a link to all of them', async () => {
      const platform = fakePlatform({ [callRoutes.announcements.path]: okReply(content) });
      await renderWidget(<SideMenu {...widgetProps(schema)} />, { adapter: platform.adapter });
      const section = await screen.findByRole('region', { name: 'Promotions' });
      await within(section).findByRole('link', { name: 'Promotion 1' });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ...promotions.slice(0, 6).map(({ id, title }) => [title, `/promotions#${id}`]),
        ['All promotions', '/promotions'],
      ]);
    });

    it('keeps the link to all promotions when the platform fails', async () => {
      const platform = fakePlatform({ [callRoutes.announcements.path]: failReply(500, 'UNKNOWN') });
      await renderWidget(<SideMenu {...widgetProps(schema)} />, { adapter: platform.adapter });
      await waitFor(() => expect(platform.seen.length).toBeGreaterThan(0));
      expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    });

    it('says in place when the promotions fail, with a retry that brings them (issue 14)', async () => {
      const user = userEvent.setup();
      const routes: Parameters<typeof fakePlatform>[0] = { [callRoutes.announcements.path]: failReply(500, 'UNKNOWN') };
      const platform = fakePlatform(routes);
      await renderWidget(<SideMenu {...widgetProps(schema)} />, { adapter: platform.adapter });
      const section = await screen.findByRole('region', { name: 'Promotions' });
      const failed = await within(section).findByRole('alert');
      expect(failed).toHaveTextContent('Unknown or system error. Please try again later.');
      routes[callRoutes.announcements.path] = okReply(content);
      await user.click(within(failed).getByRole('button', { name: 'Retry' }));
      expect(await within(section).findByRole('link', { name: 'Promotion 1' })).toHaveAttribute(
        'href',
        '/promotions#p1',
      );
      expect(within(section).queryByRole('alert')).toBeNull();
    });

    it('offers the app download with a QR code per platform, from the site resources (SIDE-06, DL-02, DL-03)', async () => {
      const user = userEvent.setup();
      const { engine } = await renderWidget(<SideMenu {...widgetProps(schema)} />);
      expect(screen.queryByRole('button', { name: 'App download' })).toBeNull();
      act(() =>
        engine.platform.getState().applyStatus({
          status: 0,
          maintenance: false,
          regionRestriction: false,
          info: {
            resources: {
              android: { labelNameEn: 'Android app', url: 'https://dl.example.com/app.apk', resourceType: 'Android' },
              ios: { labelNameEn: 'iOS app', url: 'https://dl.example.com/ios', resourceType: 'iOS' },
              bad: { labelNameEn: 'Bad', url: 'javascript:alert(1)', resourceType: 'iOS' },
            },
          },
        }),
      );
      await user.click(screen.getByRole('button', { name: 'App download' }));
      const ios = await screen.findByRole('img', { name: 'Scan to download the iOS app' });
      expect(ios).toHaveAttribute('width', '200');
      await waitFor(() => expect(ios.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/));
      expect(screen.getByRole('img', { name: 'Scan to download the Android app' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
        'href',
        'https://dl.example.com/app.apk',
      );
    });

    it('lists customer service grouped by live chat and Telegram (CS-01, CS-03)', async () => {
      const { engine } = await renderWidget(<SideMenu {...widgetProps(schema)} />, {
        brand: { merchantCode: 'AUR01' },
      });
      const customerService = [
        {
          title: 'Chat with us',
          type: 'LIVECHAT' as const,
          path: await encryptCustomerServicePath('AUR01', 'https://chat.example.com/room'),
        },
        {
          title: '',
          type: 'TELEGRAM' as const,
          path: await encryptCustomerServicePath('AUR01', 'https://t.me/aurora'),
        },
      ];
      act(() =>
        engine.platform
          .getState()
          .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { customerService } }),
      );
      const chat = await screen.findByRole('link', { name: /Chat with us/ });
      expect(chat).toHaveAttribute('href', 'https://chat.example.com/room');
      expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^Telegram/ })).toHaveAttribute('href', 'https://t.me/aurora');
    });
  });
});

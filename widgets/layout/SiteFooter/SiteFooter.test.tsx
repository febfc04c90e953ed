import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { failReply, fakePlatform, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import SiteFooter from './SiteFooter.tsx';
import { schema } from './schema.ts';

const footer = {
  social: [
    { kind: 'YOUTUBE' as const, url: 'https://youtube.com/@b' },
    { kind: 'FACEBOOK' as const, url: 'https://facebook.com/b' },
    { kind: 'INSTAGRAM' as const, url: 'https://instagram.com/b' },
    { kind: 'WHATSAPP' as const, url: 'https://wa.me/1' },
    { kind: 'MESSENGER' as const, url: 'https://m.me/b' },
    { kind: 'TELEGRAM' as const, url: 'https://t.me/b' },
    { kind: 'TELEGRAM' as const, url: 'javascript:alert(1)' },
  ],
  products: [
    { label: 'menu.slots', to: '/slots' },
    { label: 'Evil', to: 'javascript:alert(1)' },
  ],
  help: [
    { label: 'menu.faq', to: '/help/faq' },
    { label: 'Partner site', to: 'https://partner.example.com/help' },
    { label: 'Sneaky', to: '//evil.example.com' },
  ],
  vendors: ['PG', 'JDB'],
  ageBadge: true,
};

describe('SiteFooter', () => {
  it('renders six kinds of social link, each named, opening safely in a new tab (FOOTER-01)', async () => {
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, { brand: { footer } });
    for (const name of ['YouTube', 'Facebook', 'Instagram', 'WhatsApp', 'Messenger', 'Telegram']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('link', { name: /^Telegram/ })).toHaveLength(1);
  });

  it('lists products and help links, and never renders an unsafe link (FOOTER-02)', async () => {
    const { container } = await renderWidget(<SiteFooter {...widgetProps(schema)} />, { brand: { footer } });
    const products = screen.getByRole('navigation', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots');
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['FAQ', 'Partner site']);
    expect(within(help).getByRole('link', { name: 'Partner site' })).toHaveAttribute(
      'href',
      'https://partner.example.com/help',
    );
    for (const anchor of container.querySelectorAll('a'))
      expect(anchor.getAttribute('href')).toMatch(/^(\/(?!\/)|https?:\/\/)/);
    expect(screen.queryByText('Evil')).toBeNull();
    expect(screen.queryByText('Sneaky')).toBeNull();
  });

  it('FOOTER-03 shows each vendor with the logo the platform names for it, on its image host, in an 80 × 32 box kept while the list loads', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const list = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    const platform = fakePlatform({});
    const adapter: typeof platform.adapter = async (config) =>
      config.url === callRoutes.vendorGroups.path
        ? fakePlatform({ [callRoutes.vendorGroups.path]: await list }).adapter(config)
        : platform.adapter(config);
    const { container } = await renderWidget(<SiteFooter {...widgetProps(schema)} />, {
      brand: { footer, assetBase: '/brands/jade/' },
      adapter,
    });
    const pending = container.querySelectorAll('.lv-footer__vendor-pending');
    expect(pending).toHaveLength(2);
    await act(async () =>
      answer(
        okReply([
          { gameCategory: 'RNG', vendors: [{ vassalage: 'PG', name: 'PG Soft', logo: '/img/vendors/PG.svg' }] },
        ]),
      ),
    );
    const logo = await screen.findByRole('img', { name: 'PG' });
    expect(logo).toHaveAttribute('src', '/img/vendors/PG.svg');
    expect(logo).toHaveAttribute('width', '80');
    expect(logo).toHaveAttribute('height', '32');
    // A vendor the platform does not list keeps the brand's own picture.
    expect(screen.getByRole('img', { name: 'JDB' })).toHaveAttribute('src', '/brands/jade/assets/vendors/JDB.svg');
  });

  it("FOOTER-03 a failing vendor list leaves the brand's own pictures", async () => {
    const platform = fakePlatform({ [callRoutes.vendorGroups.path]: failReply(500, 'UNKNOWN') });
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, {
      brand: { footer, assetBase: '/brands/jade/' },
      adapter: platform.adapter,
    });
    expect(await screen.findByRole('img', { name: 'PG' })).toHaveAttribute('src', '/brands/jade/assets/vendors/PG.svg');
  });

  it('shows the age badge from the registration age limit, and the copyright line (FOOTER-04)', async () => {
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, {
      brand: { name: 'Jade', footer, registration: { ageLimit: 21 } },
    });
    expect(screen.getByRole('img', { name: 'Players must be 21 or older' })).toHaveTextContent('21+');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Jade. All rights reserved.');
  });

  it('hides the age badge when turned off and uses a plain-text copyright', async () => {
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, {
      brand: { footer: { ...footer, ageBadge: false, copyright: 'Copyright Jade Ltd' } },
    });
    expect(screen.queryByText(/\d+\+/)).toBeNull();
    expect(screen.getByText('Copyright Jade Ltd')).toBeInTheDocument();
  });

  it("RG-21 shows the licence's statement and age mark, in the player's language", async () => {
    const compliance = {
      profile: 'ukgc' as const,
      licence: 'compliance.licence',
      ageMark: 'compliance.ageMark',
      links: [
        { label: 'compliance.regulator', to: 'https://www.gamblingcommission.gov.uk' },
        { label: 'Bad', to: 'javascript:alert(1)' },
      ],
    };
    const locales = {
      EN: {
        compliance: {
          licence: '{{brand}} is licensed in Great Britain',
          ageMark: 'Over {{age}} only',
          regulator: 'Regulator',
        },
      },
      PT: {
        compliance: {
          licence: '{{brand}} é licenciada na Grã-Bretanha',
          ageMark: 'Só maiores de {{age}}',
          regulator: 'Regulador',
        },
      },
    };
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, {
      brand: { name: 'Jade', footer, compliance, locales, registration: { ageLimit: 21 } },
      language: 'PT',
    });
    const footerBox = screen.getByRole('contentinfo');
    expect(within(footerBox).getByText('Jade é licenciada na Grã-Bretanha')).toBeVisible();
    expect(within(footerBox).getByText('Só maiores de 21')).toBeVisible();
  });

  it('says nothing of a licence where the brand gives none', async () => {
    await renderWidget(<SiteFooter {...widgetProps(schema)} />, { brand: { footer } });
    expect(screen.queryByText(/licen/i)).toBeNull();
  });
});

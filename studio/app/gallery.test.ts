// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetStudios } from '../../widgets/studioCatalogue.ts';
import { widgetInfos, type JsonSchema } from '../schema/sections.ts';
import { codesOf, galleryFor, placeAt, summaryOf } from './gallery.ts';

// The gallery as the studio builds it: titles and descriptions from the generated brand schema.
const full = JSON.parse(readFileSync('schemas/generated/brand.schema.json', 'utf8')) as JsonSchema;
const infos = widgetInfos(full);
const base = JSON.parse(readFileSync('brands/base/brand.json', 'utf8')) as unknown;
const offered = (slot: (string | number)[]) => galleryFor(placeAt(base, slot), infos, widgetStudios).map((c) => c.type);

describe('the widget gallery (issue 28, item 4)', () => {
  it('offers the home’s main slot what fits a screen: banners, not the header, a deposit form or the agent’s bar', () => {
    const home = offered(['screens', 'home', 'slots', 'main']);
    expect(home).toEqual(expect.arrayContaining(['BannerCarousel', 'PromoHero', 'HomeGames']));
    for (const type of ['SiteHeader', 'DepositForm', 'AgentStatusBar', 'SignOutConfirm'])
      expect(home).not.toContain(type);
  });

  it('offers a centre’s pages the centre’s forms, the agent centre’s own slot its bar, the layout its header, a dialog its forms', () => {
    expect(offered(['screens', 'member', 'pages', 2, 'slots', 'main'])).toContain('DepositForm');
    expect(offered(['screens', 'agentHome', 'slots', 'main'])).toEqual(['AgentStatusBar']);
    // The agent's bar is the agent centre's: the member centre's own slot has nothing that fits.
    expect(offered(['screens', 'member', 'slots', 'main'])).toEqual([]);
    const layout = offered(['layout', 'header']);
    expect(layout).toContain('SiteHeader');
    expect(layout).not.toContain('BannerCarousel');
    expect(offered(['dialogs', 'login', 'slots', 'main'])).toContain('LoginForm');
  });
});

describe('the member centre and the agent centre in the gallery (issue 28)', () => {
  const memberPage = offered(['screens', 'member', 'pages', 2, 'slots', 'main']);
  const agentPage = offered(['screens', 'agentHome', 'pages', 0, 'slots', 'main']);

  /** Whether the member centre's and the agent centre's pages offer a widget. */
  const offeredIn = (type: string) => ({ member: memberPage.includes(type), agent: agentPage.includes(type) });

  it('offers the agent’s team, reports, contracts, sign-ups and transfers on agent-centre pages only', () => {
    const agents = [
      'AgentContracts',
      'AgentTeamOverview',
      'AgentTeamReports',
      'RegisterDownlineForm',
      'DownlineTransferForm',
    ];
    for (const type of agents) expect(offeredIn(type), type).toEqual({ member: false, agent: true });
  });

  it('offers the member’s own pages on member-centre pages only', () => {
    const members = ['WalletTransferForm', 'MemberRecords', 'PayoutAccounts', 'RewardCenter', 'UplineTransferForm'];
    for (const type of members) expect(offeredIn(type), type).toEqual({ member: true, agent: false });
  });

  it('offers both centres what the base brand uses in both: cashier, messages, announcements, chat', () => {
    for (const type of ['DepositForm', 'WithdrawForm', 'MessageInbox', 'AnnouncementList', 'ChatRoom'])
      expect(offeredIn(type), type).toEqual({ member: true, agent: true });
  });

  it('offers on every centre page of the base brand each widget the base brand puts there', () => {
    const screens = (base as { screens: Record<string, { pages?: { slots: { main: { widget: string }[] } }[] }> })
      .screens;
    for (const [id, screen] of Object.entries(screens))
      (screen.pages ?? []).forEach((page, index) => {
        const fits = offered(['screens', id, 'pages', index, 'slots', 'main']);
        for (const { widget } of page.slots.main) expect(fits, `${id} page ${index}: ${widget}`).toContain(widget);
      });
  });

  it('knows a centre by who may open it: agents only makes it the agent’s, anyone else the member’s', () => {
    const page = (access?: string) => ({ dialogs: { desk: { ...(access ? { access } : {}), pages: [] } } });
    const path = ['dialogs', 'desk', 'pages', 0, 'slots', 'main'];
    expect(placeAt(page('agent'), path)).toBe('agentCentrePage');
    expect(placeAt(page('member'), path)).toBe('memberCentrePage');
    expect(placeAt(page(), path)).toBe('memberCentrePage');
    expect(placeAt(page('agent'), ['dialogs', 'desk', 'slots', 'main'])).toBe('agentCentre');
    expect(placeAt({ dialogs: { desk: { access: 'agent' } } }, ['dialogs', 'desk', 'slots', 'main'])).toBe('dialog');
  });
});

describe('the widget gallery’s cards (issue 28, item 4)', () => {
  it('adds a widget with its preset: a promo hero arrives with a headline and a call to action', () => {
    const hero = galleryFor('screen', infos, widgetStudios).find((card) => card.type === 'PromoHero');
    expect(hero?.node).toEqual({
      widget: 'PromoHero',
      props: expect.objectContaining({ headline: expect.any(String), cta: { label: 'home.joinNow', to: '/register' } }),
    });
    // A widget whose defaults are enough arrives bare, as a brand author writes it.
    expect(galleryFor('screen', infos, widgetStudios).find((card) => card.type === 'HomeGames')?.node).toEqual({
      widget: 'HomeGames',
    });
  });

  it('describes each widget in one plain line, the spec codes kept apart', () => {
    for (const info of infos) {
      const summary = summaryOf(info.description);
      expect(summary, info.type).not.toMatch(/[A-Z]{2,}-\d|\(\s*\)|\s[,.]/);
      expect(summary, info.type).toMatch(/^[A-Z].*\.$/);
    }
    const banner = infos.find((info) => info.type === 'BannerCarousel')!;
    expect(summaryOf(banner.description)).toBe(
      'The platform’s banners of one group sliding by themselves, each following its linkage when clicked.',
    );
    expect(codesOf(banner.description)).toEqual(['CALL-53', 'HOME-01', 'HOME-02']);
  });

  it('has a picture of every widget that has a place, rendered from its story', () => {
    const missing = Object.entries(widgetStudios)
      .filter(([, studio]) => studio.places.length > 0)
      .map(([type]) => type)
      .filter((type) => !existsSync(path.join('studio', 'thumbnails', `${type}.webp`)));
    expect(
      missing,
      `No gallery picture for ${missing.join(', ')}: run npm run studio:thumbnails -- --only=${missing.join(',')} and commit studio/thumbnails/`,
    ).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture, type Fixture } from './fixtures.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';

const linkTarget = { type: 'string', pattern: '^(/(?!/)[^\\s]*|https?://[^\\s/]+[^\\s]*)$' };

/** A banner whose call to action is a nested link, a list whose button leads by default, and a form with a terms path. */
const definitions: WidgetSchemaSource[] = [
  ...fakeDefinitions,
  {
    type: 'PromoHero',
    schema: {
      type: 'object',
      title: 'Promo hero',
      additionalProperties: false,
      properties: {
        headline: { type: 'string' },
        cta: { type: 'object', properties: { label: { type: 'string' }, to: linkTarget } },
      },
    },
  },
  {
    type: 'AnnouncementList',
    schema: {
      type: 'object',
      title: 'Announcement list',
      additionalProperties: false,
      properties: { promotionLink: { ...linkTarget, default: '/rewards' } },
    },
  },
  {
    type: 'RegisterForm',
    schema: {
      type: 'object',
      title: 'Register form',
      additionalProperties: false,
      properties: { termsLink: { type: 'string', pattern: '^/[^/]', default: '/help#term' } },
    },
  },
];

/** Base with a footer anchor, a help dialog opened by /help, and a member centre. */
const base = {
  ...baseBrand,
  layout: { header: [{ widget: 'SiteHeader' }], footer: [{ widget: 'SiteHeader', id: 'about' }] },
  screens: {
    ...baseBrand.screens,
    home: { ...baseBrand.screens.home, opens: { '/help': 'help' } },
    member: {
      paths: ['/member'],
      slots: { main: [] },
      pages: [{ id: 'securityCenter', label: 'Account', slots: { main: [{ widget: 'GameGrid', id: 'vip' }] } }],
    },
  },
  dialogs: { help: { title: 'Help', slots: { main: [] } } },
};

function lines(patch: Record<string, unknown>, files: (fixture: Fixture) => void = () => {}): string[] {
  const fixture = makeFixture({ base, aurora: { ...goodBrand, ...patch } });
  files(fixture);
  const [report] = validateBrands(['aurora'], { root: fixture.root, definitions });
  return (report?.issues ?? []).map(formatIssue);
}

describe('brand CLI: every link leads somewhere (issue 26)', () => {
  it('accepts screens, anchors on a screen, its layout and a centre page, dialogs, shipped files and http(s)', () => {
    const menus = {
      top: [
        { id: 'games', label: 'Games', to: '/#games' },
        { id: 'about', label: 'About', to: '/promotions#about' },
        { id: 'vip', label: 'VIP', to: '/member?page=securityCenter#vip' },
        { id: 'terms', label: 'Terms', to: '/help#term' },
        { id: 'apk', label: 'App', to: '/brands/aurora/assets/downloads/aurora.apk' },
        { id: 'guide', label: 'Guide', to: '/guide.pdf' },
        { id: 'manifest', label: 'App', to: '/brands/aurora/manifest.webmanifest' },
        { id: 'out', label: 'Telegram', to: 'https://t.me/aurora' },
      ],
    };
    const result = lines({ menus }, (fixture) => {
      fixture.writeText('brands/base/assets/downloads/aurora.apk', 'PK');
      fixture.writeText('public/guide.pdf', '%PDF');
    });
    expect(result).toEqual([]);
  });

  it('rejects an anchor no widget of the target screen has, naming the anchors there', () => {
    expect(lines({ menus: { side: [{ id: 'vip', label: 'VIP', to: '/#vip' }] } })).toEqual([
      'brands/aurora/brand.json /menus/side/0/to: link "/#vip" goes to the anchor "#vip", which no widget on screen "home" or its layout has. Anchors there: #games, #about.',
    ]);
    expect(lines({ menus: { side: [{ id: 'g', label: 'Games', to: '/#game' }] } })).toEqual([
      'brands/aurora/brand.json /menus/side/0/to: link "/#game" goes to the anchor "#game", which no widget on screen "home" or its layout has. Did you mean "#games"?',
    ]);
  });

  it('rejects an anchor that is on another centre page than the one the link opens', () => {
    const screens = {
      member: {
        pages: [
          { id: 'securityCenter', label: 'Account', slots: { main: [{ widget: 'GameGrid', id: 'vip' }] } },
          { id: 'withdraw', label: 'Withdraw', slots: { main: [] } },
        ],
      },
    };
    expect(lines({ screens, footer: { help: [{ label: 'VIP', to: '/member?page=withdraw#vip' }] } })).toEqual([
      'brands/aurora/brand.json /footer/help/0/to: link "/member?page=withdraw#vip" goes to the anchor "#vip", which no widget on screen "member" or its layout has. Anchors there: #about.',
    ]);
  });

  it('rejects a download the brand does not ship, in menus, the footer and widget props', () => {
    const screens = {
      home: {
        slots: {
          main: [
            { widget: 'GameGrid', id: 'games' },
            {
              widget: 'PromoHero',
              props: { headline: 'Get the app', cta: { label: 'iOS', to: '/downloads/aurora-ios.ipa' } },
            },
          ],
        },
      },
    };
    expect(
      lines({ screens, footer: { products: [{ label: 'Android', to: '/downloads/aurora.apk' }] } }, (fixture) =>
        fixture.writeText('public/brands/aurora/aurora.apk', 'left over from a build'),
      ),
    ).toEqual([
      'brands/aurora/brand.json /footer/products/0/to: link "/downloads/aurora.apk" goes to the file "/downloads/aurora.apk", which neither the brand\'s assets nor public/ hold. Ship the file in brands/aurora/assets/ and link "/brands/aurora/assets/<file>", or drop the link.',
      'brands/aurora/brand.json /screens/home/slots/main/1/props/cta/to: link "/downloads/aurora-ios.ipa" goes to the file "/downloads/aurora-ios.ipa", which neither the brand\'s assets nor public/ hold. Ship the file in brands/aurora/assets/ and link "/brands/aurora/assets/<file>", or drop the link.',
    ]);
    expect(lines({ menus: { top: [{ id: 'a', label: 'App', to: '/brands/aurora/aurora.apk' }] } })).toHaveLength(1);
    expect(lines({ menus: { top: [{ id: 'a', label: 'App', to: '/brands/jade/assets/logo.svg' }] } })).toHaveLength(1);
  });

  it("checks a widget's default link on this brand, and paths a prop's schema marks as links", () => {
    const dialogs = {
      announcements: { title: 'News', slots: { main: [{ widget: 'AnnouncementList' }] } },
      register: { title: 'Join', slots: { main: [{ widget: 'RegisterForm', props: { termsLink: '/terms' } }] } },
    };
    expect(lines({ dialogs })).toEqual([
      'brands/aurora/brand.json /dialogs/announcements/slots/main/0/props/promotionLink: link "/rewards" goes to "/rewards", which no screen of this brand serves (the widget\'s default).',
      'brands/aurora/brand.json /dialogs/register/slots/main/0/props/termsLink: link "/terms" goes to "/terms", which no screen of this brand serves.',
    ]);
  });
});

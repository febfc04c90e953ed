// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';

/** A header whose button opens a dialog by default, and a panel whose actions name dialogs. */
const definitions: WidgetSchemaSource[] = [
  ...fakeDefinitions.filter((definition) => definition.type !== 'SiteHeader'),
  {
    type: 'SiteHeader',
    schema: {
      type: 'object',
      title: 'Site header',
      additionalProperties: false,
      properties: { loginDialog: { type: 'string', title: 'Login dialog', default: 'login' } },
    },
  },
  {
    type: 'MessagePanel',
    schema: {
      type: 'object',
      title: 'Message panel',
      additionalProperties: false,
      properties: {
        text: { type: 'string' },
        actions: {
          type: 'array',
          items: { type: 'object', properties: { label: { type: 'string' }, dialog: { type: 'string' } } },
        },
      },
    },
  },
];

const login = {
  title: 'Log in',
  slots: {
    main: [{ widget: 'MessagePanel', props: { text: 'Soon', actions: [{ label: 'Register', dialog: 'register' }] } }],
  },
};
const register = { title: 'Register', slots: { main: [] } };

function lines(patch: Record<string, unknown>, base: Record<string, unknown> = baseBrand): string[] {
  const { root } = makeFixture({ base, aurora: { ...goodBrand, ...patch } });
  const [report] = validateBrands(['aurora'], { root, definitions });
  return (report?.issues ?? []).map(formatIssue);
}

const withDialogs = { ...baseBrand, dialogs: { login, register } };

describe('brand CLI: dialogs and centres (issue 7, DESIGN §3b)', () => {
  it('accepts dialogs that are declared, opened by a route, a widget default and another dialog', () => {
    const screens = {
      ...baseBrand.screens,
      home: { ...baseBrand.screens.home, opens: { '/login': 'login', '/register': 'register' } },
    };
    expect(lines({ screens }, withDialogs)).toEqual([]);
  });

  it('rejects a route that opens an undeclared dialog, with its place and the nearest name', () => {
    const screens = { home: { paths: ['/'], opens: { '/login': 'logn' }, slots: { main: [] } } };
    expect(lines({ screens }, withDialogs)).toEqual([
      'brands/aurora/brand.json /screens/home/opens/~1login: dialog "logn" is not declared in dialogs. Did you mean "login"?',
    ]);
  });

  it('rejects a widget whose default opens a dialog the brand does not declare', () => {
    expect(lines({})).toEqual([
      'brands/aurora/brand.json /layout/header/0/props/loginDialog: dialog "login" is not declared in dialogs. Declare it under "dialogs".',
    ]);
  });

  it('rejects a dialog opened from inside another dialog when it is not declared', () => {
    const dialogs = {
      login: {
        ...login,
        slots: {
          main: [{ widget: 'MessagePanel', props: { text: 'Soon', actions: [{ label: 'Help', dialog: 'help' }] } }],
        },
      },
    };
    expect(lines({ dialogs }, withDialogs)).toEqual([
      'brands/aurora/brand.json /dialogs/login/slots/main/0/props/actions/0/dialog: dialog "help" is not declared in dialogs. Declared dialogs: login, register.',
    ]);
  });

  it('rejects a link to a centre page that is not declared, and a dialog with nothing to show', () => {
    const member = {
      paths: ['/member'],
      access: 'token',
      slots: { main: [] },
      pages: [
        { id: 'securityCenter', label: 'Security', slots: { main: [] } },
        { id: 'withdraw', label: 'Withdraw', slots: { main: [] } },
      ],
    };
    const menus = {
      top: [{ id: 'w', label: 'menu.home', to: '/member?page=withdrew' }],
      side: [{ id: 'p', label: 'menu.home', to: '/promotions?page=1' }],
    };
    expect(
      lines({ screens: { ...baseBrand.screens, member }, menus, dialogs: { empty: { title: 'Empty' } } }, withDialogs),
    ).toEqual([
      'brands/aurora/brand.json /dialogs/empty: dialog "empty" has neither slots nor pages. Give it "slots": { "main": [ … ] } or "pages".',
      'brands/aurora/brand.json /menus/top/0/to: link "/member?page=withdrew" opens page "withdrew", which the screen at "/member" does not declare. Did you mean "withdraw"?',
      'brands/aurora/brand.json /menus/side/0/to: link "/promotions?page=1" opens page "1", but the screen at "/promotions" has no pages. Give that screen "pages", or drop ?page=.',
    ]);
  });
});

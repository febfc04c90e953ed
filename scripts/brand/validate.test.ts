// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';

function lines(root: string, id = 'aurora'): string[] {
  const [report] = validateBrands([id], { root, definitions: fakeDefinitions });
  return (report?.issues ?? []).map(formatIssue);
}

function withAurora(patch: Record<string, unknown>): string {
  return makeFixture({ base: baseBrand, aurora: { ...goodBrand, ...patch } }).root;
}

describe('brand validation', () => {
  it('accepts a good brand and its base', () => {
    const { root } = makeFixture({ base: baseBrand, aurora: goodBrand });
    const reports = validateBrands([], { root, definitions: fakeDefinitions });
    expect(reports.map((report) => [report.id, report.issues.map(formatIssue)])).toEqual([
      ['aurora', []],
      ['base', []],
    ]);
  });

  it('reports malformed JSON with line and column', () => {
    const fixture = makeFixture();
    fixture.writeText('brands/aurora/brand.json', '{\n  "id": "aurora",\n  "name": "Aurora",\n}\n');
    expect(lines(fixture.root)).toEqual([expect.stringMatching(/^brands\/aurora\/brand\.json:4:1: invalid JSON: /)]);
  });

  it('suggests the nearest key for an unknown key', () => {
    const root = withAurora({ constants: { lobbyPageSise: 20 } });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /constants/lobbyPageSise: unknown key "lobbyPageSise" (Constants). Did you mean "lobbyPageSize"?',
    ]);
  });

  it('lists the allowed values of an enum', () => {
    const root = withAurora({ languages: { default: 'XX' } });
    const [line] = lines(root);
    expect(line).toContain(
      '/languages/default: must be equal to one of the allowed values (Languages › Default language).',
    );
    expect(line).toContain('Use one of: MY, EN, CN');
  });

  it('gives the range of an out-of-range number', () => {
    const root = withAurora({ constants: { lobbyPageSize: 0 } });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /constants/lobbyPageSize: must be >= 1 (Constants › Lobby page size (CONST-02)). Use a value from 1 to 60.',
    ]);
  });

  it('suggests the nearest widget for an unknown widget type', () => {
    const root = withAurora({ screens: { home: { slots: { main: [{ widget: 'GameGird' }] } } } });
    const result = lines(root);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(
      /\/screens\/home\/slots\/main\/0: unknown widget type "GameGird" .*Did you mean "GameGrid"\?$/,
    );
  });

  it('reports a bad widget prop against that widget and its titles', () => {
    const root = withAurora({
      screens: { home: { slots: { main: [{ widget: 'GameGrid', props: { pageSize: 99 } }] } } },
    });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /screens/home/slots/main/0/props/pageSize: must be <= 60 (Screens › home › Main › GameGrid #1 › Games per page). Use a value from 1 to 60.',
    ]);
  });

  it('reports a flag in a condition that does not exist', () => {
    const root = withAurora({
      menus: { top: [{ id: 'rebate', label: 'Rebate', to: '/', when: { flags: ['MANPLAYREB'] } }] },
    });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /menus/top/0/when/flags/0: unknown flag "MANPLAYREB". Did you mean "MANPLAYREB3"?',
    ]);
  });

  it('reports a menu target that no screen serves', () => {
    const root = withAurora({ menus: { top: [{ id: 'promos', label: 'Promos', to: '/promotion#top' }] } });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /menus/top/0/to: link "/promotion#top" goes to "/promotion", which no screen of this brand serves. Did you mean "/promotions"?',
    ]);
  });

  it('rejects a javascript: link', () => {
    const root = withAurora({ footer: { help: [{ label: 'Terms', to: 'javascript:alert(1)' }] } });
    const result = lines(root);
    expect(result.length).toBeGreaterThan(0);
    expect(result.join('\n')).toContain('/footer/help/0/to');
    expect(result.some((line) => line.includes('link "javascript:alert(1)" is not allowed'))).toBe(true);
  });

  it('reports a vendor without a logo', () => {
    const root = withAurora({ footer: { vendors: ['PG', 'JDB'] } });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /footer/vendors/1: vendor "JDB" has no logo. Add assets/vendors/JDB.svg to the brand folder or an ancestor\'s.',
    ]);
  });

  it('finds a vendor logo in the brand folder itself', () => {
    const fixture = makeFixture({ base: baseBrand, aurora: { ...goodBrand, footer: { vendors: ['JDB'] } } });
    fixture.writeText('brands/aurora/assets/vendors/JDB.svg', '<svg/>');
    expect(lines(fixture.root)).toEqual([]);
  });

  it('reports a text key that no locale has, and accepts one from the brand locale', () => {
    const fixture = makeFixture({
      base: baseBrand,
      aurora: {
        ...goodBrand,
        menus: {
          top: [
            { id: 'vip', label: 'menu.vip', to: '/' },
            { id: 'x', label: 'menu.extra', to: '/' },
          ],
        },
      },
    });
    fixture.writeText('brands/aurora/locales/en.json', JSON.stringify({ menu: { extra: 'Extra' } }));
    expect(lines(fixture.root)).toEqual([
      'brands/aurora/brand.json /menus/top/0/label: text key "menu.vip" is in no locale. Add it to engine/i18n/locales/en.json or the brand\'s locales/en.json.',
    ]);
  });

  it('reports a low-contrast theme pair', () => {
    const root = withAurora({ theme: { colors: { primary: '#777777', onPrimary: '#888888' } } });
    expect(lines(root)).toEqual([
      expect.stringContaining('/theme/colors/onPrimary: contrast of onPrimary #888888 on primary #777777 is 1.'),
    ]);
  });

  it('reports an extends cycle', () => {
    const { root } = makeFixture({
      base: baseBrand,
      aurora: { ...goodBrand, extends: 'jade' },
      jade: { id: 'jade', name: 'Jade', extends: 'aurora' },
    });
    expect(lines(root)).toEqual(['brands/aurora/brand.json /extends: extends forms a cycle: aurora → jade → aurora.']);
  });

  it('reports an unknown extends with a suggestion', () => {
    const root = withAurora({ extends: 'bsae' });
    expect(lines(root)).toEqual([
      'brands/aurora/brand.json /extends: "aurora" extends unknown brand "bsae". Did you mean "base"?',
    ]);
  });

  it('reports a host served by two brands', () => {
    const { root } = makeFixture({
      base: baseBrand,
      aurora: goodBrand,
      jade: { id: 'jade', name: 'Jade', extends: 'base', hosts: ['jade.localhost', 'aurora.localhost'] },
    });
    expect(lines(root, 'jade')).toEqual([
      'brands/jade/brand.json /hosts/1: host "aurora.localhost" is already served by brand "aurora".',
    ]);
    expect(lines(root, 'aurora')).toEqual([]);
  });

  it('requires the id to match the folder name', () => {
    const root = withAurora({ id: 'aurore' });
    expect(lines(root)).toContain(
      'brands/aurora/brand.json /id: id "aurore" differs from its folder name "aurora". Use "id": "aurora" or rename the folder.',
    );
  });
});

// @vitest-environment node
// Issue 29, item 1 (RG-20): the brand CLI and the studio refuse a licence profile whose required
// parts (licence statement, age mark, a helpline) are missing, in the words an operator uses.
import { describe, expect, it } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './fixtures.ts';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import { createValidators, validateBrands, validateDraft } from '../../engine/brandFiles/validate.ts';

const licensed = {
  profile: 'ukgc',
  licence: 'compliance.licence',
  ageMark: 'compliance.ageMark',
  helplines: [{ name: 'GamCare', phone: '+44 808 8020 133', url: 'https://www.gamcare.org.uk' }],
};

function lines(compliance: unknown, base: Record<string, unknown> = baseBrand): string[] {
  const fixture = makeFixture({ base, aurora: { ...goodBrand, compliance } });
  fixture.writeText(
    'brands/aurora/locales/en.json',
    JSON.stringify({ compliance: { licence: 'Licensed by the UKGC', ageMark: 'Over 18 only' } }),
  );
  const [report] = validateBrands(['aurora'], { root: fixture.root, definitions: fakeDefinitions });
  return (report?.issues ?? []).map(formatIssue);
}

describe('compliance profile checks (RG-20)', () => {
  it('accepts a licence profile with its statement, age mark and a helpline', () => {
    expect(lines(licensed)).toEqual([]);
  });

  it('accepts profile none with nothing else', () => {
    expect(lines({ profile: 'none' })).toEqual([]);
  });

  it('names each missing part in the licence’s terms', () => {
    const issues = lines({ profile: 'mga' });
    expect(issues).toHaveLength(3);
    expect(issues[0]).toContain(
      `/compliance/licence: the Malta Gaming Authority's rules (profile "mga") need a licence statement`,
    );
    expect(issues[1]).toContain(
      '/compliance/ageMark: the Malta Gaming Authority\'s rules (profile "mga") need an age mark',
    );
    expect(issues[2]).toContain(
      '/compliance/helplines: the Malta Gaming Authority\'s rules (profile "mga") need at least one helpline',
    );
    expect(issues[0]).toContain('Add compliance.licence');
  });

  it('counts the parts a parent brand gives', () => {
    const { profile: _profile, ...parts } = licensed;
    expect(lines({ profile: 'curacao' }, { ...baseBrand, compliance: parts })).toEqual([]);
  });

  it('refuses a helpline a player cannot reach', () => {
    const issues = lines({ ...licensed, helplines: [{ name: 'GamCare' }] });
    expect(issues).toEqual([
      expect.stringContaining(
        '/compliance/helplines/0: helpline "GamCare" has neither a phone number nor a web address',
      ),
    ]);
  });

  it('refuses a licence text key no locale has', () => {
    const issues = lines({ ...licensed, licence: 'compliance.licenceTypo' });
    expect(issues).toEqual([
      expect.stringContaining('/compliance/licence: text key "compliance.licenceTypo" is in no locale'),
    ]);
  });

  it('refuses a link that is not a site path or web address', () => {
    const issues = lines({ ...licensed, links: [{ label: 'Regulator', to: 'javascript:alert(1)' }] });
    expect(issues.some((line) => line.includes('/compliance/links/0/to'))).toBe(true);
  });

  it('gives the studio the same problems for a draft', () => {
    const fixture = makeFixture({ base: baseBrand, aurora: goodBrand });
    const report = validateDraft(
      fixture.root,
      'aurora',
      { ...goodBrand, compliance: { profile: 'ukgc' } },
      createValidators(fakeDefinitions),
    );
    expect(report.issues.map((issue) => issue.message)).toEqual([
      `the UK Gambling Commission's rules (profile "ukgc") need a licence statement`,
      `the UK Gambling Commission's rules (profile "ukgc") need an age mark`,
      `the UK Gambling Commission's rules (profile "ukgc") need at least one helpline`,
    ]);
  });
});

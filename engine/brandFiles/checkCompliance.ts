import { isRecord } from '../core/util/isRecord.ts';
import { COMPLIANCE_PROFILES, type ComplianceProfile } from '../../schemas/compliance/profiles.ts';
import type { BrandIssue } from './issues.ts';

type Node = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whose rules a profile follows, as an operator names them. */
export const PROFILE_NAMES: Readonly<Record<ComplianceProfile, string>> = {
  ukgc: "the UK Gambling Commission's rules",
  mga: "the Malta Gaming Authority's rules",
  curacao: "Curaçao's licence rules",
  none: 'no licence rules',
};

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

/**
 * A licence makes the site say who licenses it, show an age mark and point to help (issue 29,
 * item 1): a brand whose profile is a licence's must give its licence statement, its age mark and at
 * least one helpline reachable by phone or on the web. Checked on the merged brand, so a parent's
 * texts count for the brands that extend it.
 */
export function checkCompliance(brand: Node, file: string): BrandIssue[] {
  const compliance = isRecord(brand.compliance) ? brand.compliance : {};
  const profile = compliance.profile;
  const issues: BrandIssue[] = [];
  list(compliance.helplines).forEach((helpline, index) => {
    if (isRecord(helpline) && !filled(helpline.phone) && !filled(helpline.url))
      issues.push({
        file,
        pointer: `/compliance/helplines/${index}`,
        code: 'compliance.helplineUnreachable',
        params: { helpline: String(helpline.name) },
        message: `helpline "${String(helpline.name)}" has neither a phone number nor a web address`,
        hint: 'Give its phone, its url, or both, so a player can reach it.',
      });
  });
  if (
    typeof profile !== 'string' ||
    profile === 'none' ||
    !(COMPLIANCE_PROFILES as readonly string[]).includes(profile)
  )
    return issues;
  const rules = PROFILE_NAMES[profile as ComplianceProfile];
  const need = (pointer: string, what: string, hint: string) =>
    issues.push({
      file,
      pointer,
      code: 'compliance.missingPart',
      params: { profile, part: pointer.slice('/compliance/'.length) },
      message: `${rules} (profile "${profile}") need ${what}`,
      hint,
    });
  if (!filled(compliance.licence))
    need(
      '/compliance/licence',
      'a licence statement',
      'Add compliance.licence: a text key such as "compliance.licence" with the licence, its holder and number in each language of the brand\'s locales.',
    );
  if (!filled(compliance.ageMark))
    need(
      '/compliance/ageMark',
      'an age mark',
      'Add compliance.ageMark: a text key such as "compliance.ageMark" ("Only players over 18. Gambling can be harmful.") in each language.',
    );
  if (list(compliance.helplines).length === 0)
    need(
      '/compliance/helplines',
      'at least one helpline',
      'Add a helpline to compliance.helplines: its name and a phone number or web address (GamCare, Gamblers Anonymous …).',
    );
  return issues;
}

/** The texts the compliance part shows, with their pointers, for the text-key check. */
export function complianceTexts(brand: Node): Array<{ pointer: string; value: string }> {
  const compliance = isRecord(brand.compliance) ? brand.compliance : {};
  const texts: Array<{ pointer: string; value: string }> = [];
  for (const key of ['licence', 'ageMark'] as const) {
    const value = compliance[key];
    if (typeof value === 'string') texts.push({ pointer: `/compliance/${key}`, value });
  }
  for (const [part, keys] of [
    ['helplines', ['name', 'text']],
    ['links', ['label']],
  ] as const) {
    list(compliance[part]).forEach((item, index) => {
      if (!isRecord(item)) return;
      for (const key of keys) {
        const value = item[key];
        if (typeof value === 'string') texts.push({ pointer: `/compliance/${part}/${index}/${key}`, value });
      }
    });
  }
  return texts;
}

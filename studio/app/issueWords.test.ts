// @vitest-environment node
// Issue 28, item 5: the problems list speaks the studio's language. The brand CLI's checks give
// each kind of issue a code and its values; the studio says it in Chinese from them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBrands } from '../../engine/brandFiles/validate.ts';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from '../../scripts/brand/fixtures.ts';
import { ISSUE_WORDS_ZH, issueLine } from './issueWords.ts';

const CHECKS = path.resolve(import.meta.dirname, '../../engine/brandFiles');
const sources = readdirSync(CHECKS)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(CHECKS, name), 'utf8') }));

/** Every issue code the brand checks write (`code: 'link.noScreen'`, `code = 'schema'`, either side of a `?`). */
function issueCodes(): string[] {
  const codes = new Set<string>();
  for (const { text } of sources) {
    for (const [, expression] of text.matchAll(/\bcode\s*(?::|=(?!=))\s*([^\n]+)/g))
      for (const [, code] of expression!.matchAll(/'([A-Za-z]+(?:\.[A-Za-z]+)*)'/g)) codes.add(code!);
  }
  return [...codes].sort();
}

/** The object literal around a position: from its opening brace to the matching closing one. */
function enclosingObject(text: string, at: number): string {
  let start = at;
  for (let depth = 0; start > 0; start--) {
    const char = text[start - 1];
    if (char === '}') depth++;
    else if (char === '{' && depth-- === 0) break;
  }
  let end = at;
  for (let depth = 0; end < text.length; end++) {
    const char = text[end];
    if (char === '{') depth++;
    else if (char === '}' && depth-- === 0) break;
  }
  return text.slice(start - 1, end + 1);
}

const CHINESE = /[\u4e00-\u9fff]/;

describe('the brand checks’ problems in Chinese', () => {
  it('has Chinese for every issue code the brand checks write', () => {
    const codes = issueCodes();
    expect(codes.length).toBeGreaterThan(30);
    const missing = codes.filter((code) => !(code in ISSUE_WORDS_ZH));
    // A new check's code is named here until studio/app/issueWords.ts says it in Chinese.
    expect(missing, `issue codes without Chinese in studio/app/issueWords.ts: ${missing.join(', ')}`).toEqual([]);
    const unused = Object.keys(ISSUE_WORDS_ZH).filter((code) => !codes.includes(code));
    expect(unused, `Chinese for issue codes no check writes: ${unused.join(', ')}`).toEqual([]);
  });

  it('gives every issue the checks write a code, so none is left in English', () => {
    const uncoded = sources.flatMap(({ name, text }) =>
      [...text.matchAll(/\bmessage:/g)]
        // An issue's own code, or a rewording of an issue that has one (checkLinks' "(the widget's default)").
        .filter((match) => !/\bcode\b|\$\{issue\.message\}/.test(enclosingObject(text, match.index)))
        .map((match) => `engine/brandFiles/${name}:${text.slice(0, match.index).split('\n').length}`),
    );
    expect(uncoded, `issues without a code: ${uncoded.join(', ')}`).toEqual([]);
  });

  it('says each kind of issue in Chinese, even with values missing', () => {
    for (const [code, words] of Object.entries(ISSUE_WORDS_ZH)) {
      expect(words.message({}), code).toMatch(CHINESE);
      const hint = words.hint?.({});
      if (hint !== undefined) expect(hint, code).toMatch(CHINESE);
    }
  });

  it('says a real brand’s problems in Chinese, and in English as the CLI does', () => {
    const fixture = makeFixture({
      base: baseBrand,
      aurora: {
        ...goodBrand,
        languages: { default: 'PT', supported: ['EN'] },
        menus: { top: [{ id: 'vip', label: 'menu.vip', to: '/vipp', when: { flags: ['agentContract'] } }] },
        screens: {
          home: {
            paths: ['/', '/home'],
            slots: { main: [{ widget: 'GameGrid', props: { pageSize: 99, layout: 'grid', colour: 'red' } }] },
          },
        },
      },
    });
    const [report] = validateBrands(['aurora'], { root: fixture.root, definitions: fakeDefinitions });
    const issues = report?.issues ?? [];
    const zh = issues.map((issue) => issueLine(issue, 'zh'));
    expect(issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['schema', 'schema.unknownKey', 'link.noScreen', 'textKey.missing']),
    );
    expect(issues.every((issue) => issue.code !== undefined)).toBe(true);
    for (const line of zh) expect(line).toMatch(CHINESE);
    expect(zh).toEqual(
      expect.arrayContaining([
        '不能大于 60。请填 1 到 60 之间的值。',
        '没有名为“colour”的键。可用的键：“pageSize”、“layout”、“heading”。',
        '链接“/vipp”指向“/vipp”，本品牌没有页面使用这个地址。',
        '文字键“menu.vip”在所有语言文件里都没有。请把它加到 engine/i18n/locales/en.json 或品牌的 locales/en.json。',
        '默认语言“PT”不在支持的语言（EN）之中。请把“PT”加入支持的语言，或从中选一种作为默认语言。',
      ]),
    );
    expect(issues.map((issue) => issueLine(issue, 'en'))).toContain('must be <= 60. Use a value from 1 to 60.');
  });

  it('shows an issue without a code, or without Chinese, in the CLI’s English', () => {
    const issue = { file: 'brands/x/brand.json', message: 'something new', hint: 'Do this.' };
    expect(issueLine(issue, 'zh')).toBe('something new. Do this.');
    expect(issueLine({ ...issue, code: 'no.such' }, 'zh')).toBe('something new. Do this.');
  });
});

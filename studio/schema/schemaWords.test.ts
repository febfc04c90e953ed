// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetStudios } from '../../widgets/studioCatalogue.ts';
import { galleryFor, summaryOf } from '../app/gallery.ts';
import { CODES_KEYWORD } from './plainWords.ts';
import {
  LABELS_KEYWORD,
  bareSchema,
  localSchema,
  missingWords,
  unusedWords,
  wordsNeeded,
  type WordsNeeded,
} from './schemaWords.ts';
import { plainSections, widgetInfos, type JsonSchema } from './sections.ts';
import { ZH_CN } from './words.zh-CN.ts';

// The forms as the studio's build makes them, from the generated brand schema.
const full = JSON.parse(readFileSync('schemas/generated/brand.schema.json', 'utf8')) as JsonSchema;
const sections = plainSections(full);
const form = (kind: string): JsonSchema => sections[kind]!;
const infos = widgetInfos(full);

/** What the studio shows from the schema: every form's words, and each gallery card's line. */
function studioNeeds(): WordsNeeded {
  const needed = wordsNeeded(sections);
  for (const info of infos) needed.texts.add(summaryOf(info.description));
  return needed;
}

type Node = Record<string, unknown>;
const at = (node: unknown, ...keys: (string | number)[]): Node =>
  keys.reduce<Node>((current, key) => (current as Record<string | number, Node>)[key]!, node as Node);

describe('the brand schema in the studio’s Chinese (issue 28, item 5)', () => {
  it('has Chinese for every title, description, list value and gallery line the studio shows', () => {
    const missing = missingWords(studioNeeds(), ZH_CN);
    expect(
      missing,
      `No Chinese in studio/schema/words.zh-CN.ts for:\n${missing.join('\n')}\nAdd each, keyed by its English text (a list value by its field's title).`,
    ).toEqual([]);
  });

  it('keeps no Chinese for words the schema no longer has', () => {
    const unused = unusedWords(studioNeeds(), ZH_CN);
    expect(
      unused,
      `Remove from studio/schema/words.zh-CN.ts (or re-key after an English edit):\n${unused.join('\n')}`,
    ).toEqual([]);
  });

  it('builds a form in Chinese: titles, descriptions, list values and a section’s kind in its words', () => {
    const theme = localSchema(form('theme'), ZH_CN);
    expect(theme.title).toBe('主题');
    expect(at(theme, 'properties', 'colors').title).toBe('颜色');
    expect(at(theme, 'properties', 'colors', 'properties', 'primary').title).toBe('主色');

    const screen = localSchema(form('screen'), ZH_CN);
    const access = at(screen, 'properties', 'access');
    expect(access.title).toBe('访问权限');
    expect(access.enum).toEqual(at(form('screen'), 'properties', 'access').enum);
    expect(access[LABELS_KEYWORD]).toEqual({
      public: '所有人',
      token: '已登录（含试玩）',
      member: '真实账户会员',
      agent: '代理',
    });
    // The choice of a section's kind lists widgets by their title, not their type.
    const branches = at(screen, 'definitions', 'widget').oneOf as Node[];
    const header = branches.find((branch) => at(branch, 'properties', 'widget').const === 'SiteHeader')!;
    expect(header.title).toBe('站点页头');
    expect(at(header, 'properties', 'props').title).toBe('站点页头');
  });

  it('keeps the specification codes under the reference, those the English sentence still named included', () => {
    const props = (schema: JsonSchema, type: string) =>
      at(
        (at(schema, 'definitions', 'widget').oneOf as Node[]).find(
          (branch) => at(branch, 'properties', 'widget').const === type,
        ),
        'properties',
        'props',
      );
    const screen = localSchema(form('screen'), ZH_CN);
    expect(props(screen, 'AgentStatusBar').description).not.toMatch(/AG-14/);
    expect(props(screen, 'AgentStatusBar')[CODES_KEYWORD]).toContain('AG-14');
    expect(props(screen, 'BannerCarousel')[CODES_KEYWORD]).toEqual(
      props(form('screen'), 'BannerCarousel')[CODES_KEYWORD],
    );
  });

  it('changes no check: without their words, the Chinese forms are the English ones (one set of validators serves both)', () => {
    for (const [kind, schema] of Object.entries(sections))
      expect(bareSchema(localSchema(schema, ZH_CN)), kind).toEqual(bareSchema(schema));
  });

  it('keeps a property called "title" or "description" when it strips the words', () => {
    const schema = { type: 'object', title: 'Screen', properties: { title: { type: 'string', title: 'Title' } } };
    expect(bareSchema(schema)).toEqual({ type: 'object', properties: { title: { type: 'string' } } });
  });

  it('shows the gallery in Chinese, sorted in Chinese order', () => {
    const cards = galleryFor('screen', infos, widgetStudios, ZH_CN);
    const hero = cards.find((card) => card.type === 'PromoHero')!;
    expect(hero.title).toBe('宣传主视觉');
    expect(hero.summary).toBe('大幅宣传横幅。');
    const titles = cards.map((card) => card.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('zh-CN').compare));
  });
});

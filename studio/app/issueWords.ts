import type { BrandIssue, IssueParams } from '../../engine/brandFiles/issue.ts';
import { plainWords } from '../schema/plainWords.ts';
import { keywordMessage, type KeywordError } from './ajvWords.ts';
import type { Language } from './texts.ts';

/** How the studio says one kind of brand issue, from its values. */
export interface IssueWords {
  message: (params: IssueParams) => string;
  hint?: (params: IssueParams) => string | undefined;
}

const text = (value: unknown) => String(value ?? '');
const names = (value: unknown, quote = true) =>
  (Array.isArray(value) ? value : []).map((name) => (quote ? `“${String(name)}”` : String(name))).join('、');

/** "Did you mean …?" when the check found a near name, else the names to choose from (or what to do). */
const suggest =
  (knownAre: string, otherwise?: (params: IssueParams) => string) =>
  (params: IssueParams): string | undefined => {
    if (params.suggestion !== undefined) return `是不是“${text(params.suggestion)}”？`;
    if (Array.isArray(params.known) && params.known.length) return `${knownAre}：${names(params.known)}。`;
    return otherwise?.(params);
  };

const hostWord = (params: IssueParams) => (params.host === 'dialog' ? '弹窗' : '页面');
const linkDefault = (params: IssueParams) => (params.defaulted ? '（组件的默认值）' : '');

/** The words of a schema error's hint: the values allowed, or the range. */
function schemaHint(params: IssueParams): string | undefined {
  if (params.keyword === 'enum') return `可选值：${names(params.allowedValues, false)}。`;
  const { min, max } = params;
  if (typeof min === 'number' && typeof max === 'number') return `请填 ${min} 到 ${max} 之间的值。`;
  if (typeof min === 'number') return `请填不小于 ${min} 的值。`;
  if (typeof max === 'number') return `请填不大于 ${max} 的值。`;
  return undefined;
}

/** Whose rules a licence profile follows, as the studio names them in Chinese. */
const PROFILE_NAMES_ZH: Readonly<Record<string, string>> = {
  ukgc: '英国博彩委员会的规定',
  mga: '马耳他博彩管理局的规定',
  curacao: '库拉索的牌照规定',
};
const COMPLIANCE_PARTS_ZH: Readonly<Record<string, string>> = {
  licence: '牌照声明',
  ageMark: '年龄标识',
  helplines: '至少一条求助热线',
};
const COMPLIANCE_HINTS_ZH: Readonly<Record<string, string>> = {
  licence: '请在“牌照与负责任博彩”中填写牌照声明：牌照、持有人和编号，每种语言各一份。',
  ageMark: '请填写年龄标识，例如“仅限 18 岁以上玩家。博彩可能有害。”，每种语言各一份。',
  helplines: '请添加一条求助热线：名称，以及电话或网址。',
};

/**
 * The brand CLI's problems in Chinese, by their code (engine/brandFiles): each says what its
 * English message and hint say, from the same values. A code missing here is shown in English.
 */
export const ISSUE_WORDS_ZH: Readonly<Record<string, IssueWords>> = {
  'brand.notObject': { message: () => '品牌文件必须是一个 JSON 对象' },
  'brand.unknown': {
    message: (p) => `没有品牌“${text(p.brand)}”`,
    hint: suggest('已有的品牌'),
  },
  'compliance.helplineUnreachable': {
    message: (p) => `求助热线“${text(p.helpline)}”既没有电话也没有网址`,
    hint: () => '请填写它的电话、网址或两者，让玩家能联系到它。',
  },
  'compliance.missingPart': {
    message: (p) =>
      `${PROFILE_NAMES_ZH[text(p.profile)] ?? text(p.profile)}（“${text(p.profile)}”）要求填写${COMPLIANCE_PARTS_ZH[text(p.part)] ?? text(p.part)}`,
    hint: (p) => COMPLIANCE_HINTS_ZH[text(p.part)],
  },
  'contrast.low': {
    message: (p) =>
      `${text(p.fore)} ${text(p.foreColor)} 在 ${text(p.back)} ${text(p.backColor)} 上的对比度是 ${text(p.ratio)}:1，低于 ${text(p.min)}:1`,
    hint: () => '请把其中一个颜色调深或调浅。',
  },
  'dialog.empty': {
    message: (p) => `弹窗“${text(p.dialog)}”既没有区块也没有分页`,
    hint: () => '请给它加上区块（slots）或分页（pages）。',
  },
  'dialog.undeclared': {
    message: (p) => `弹窗“${text(p.dialog)}”没有在弹窗中声明`,
    hint: suggest('已声明的弹窗', () => '请在“弹窗”（dialogs）下声明它。'),
  },
  'extends.cycle': { message: (p) => `品牌的继承关系绕成了一个圈：${names(p.chain, false).replace(/、/g, ' → ')}` },
  'extends.unknown': {
    message: (p) => `“${text(p.brand)}”继承的品牌“${text(p.parent)}”不存在`,
    hint: suggest('已有的品牌'),
  },
  'extends.unreadable': { message: (p) => `品牌“${text(p.brand)}”无法读取，所以继承它的品牌无法合并` },
  'file.unreadable': { message: (p) => `无法读取文件（${text(p.reason)}）` },
  'flag.unknown': {
    message: (p) => `没有名为“${text(p.flag)}”的功能开关`,
    hint: suggest('已有的开关'),
  },
  'host.taken': { message: (p) => `域名“${text(p.host)}”已由品牌“${text(p.brand)}”使用` },
  'id.notFolder': {
    message: (p) => `id“${text(p.id)}”与所在文件夹的名字“${text(p.folder)}”不一致`,
    hint: (p) => `请把 id 改为“${text(p.folder)}”，或重命名文件夹。`,
  },
  'image.missing': {
    message: (p) =>
      `图片“${text(p.image)}”既不在本品牌的文件夹里，也不在上级品牌的文件夹里${p.defaulted ? '（字段的默认值）' : ''}`,
    hint: (p) => `请在工作室里上传，或添加文件 brands/${text(p.brand)}/${text(p.image)}。`,
  },
  'json.invalid': { message: (p) => `JSON 格式有误：${text(p.detail)}` },
  'language.defaultUnsupported': {
    message: (p) => `默认语言“${text(p.language)}”不在支持的语言（${names(p.supported, false)}）之中`,
    hint: (p) => `请把“${text(p.language)}”加入支持的语言，或从中选一种作为默认语言。`,
  },
  'link.noAnchor': {
    message: (p) =>
      `链接“${text(p.target)}”指向锚点“#${text(p.anchor)}”，但页面“${text(p.screen)}”和它的布局里没有组件带这个锚点${linkDefault(p)}`,
    hint: (p) =>
      p.suggestion !== undefined
        ? `是不是“#${text(p.suggestion)}”？`
        : Array.isArray(p.known) && p.known.length
          ? `那里的锚点：${p.known.map((id) => `“#${String(id)}”`).join('、')}。`
          : `请给要指向的组件设置 id，或去掉“#${text(p.anchor)}”。`,
  },
  'link.noFile': {
    message: (p) =>
      `链接“${text(p.target)}”指向文件“${text(p.path)}”，但品牌的素材和 public/ 里都没有这个文件${linkDefault(p)}`,
    hint: (p) =>
      `请把文件放进 brands/${text(p.brand)}/assets/，链接写成“/brands/${text(p.brand)}/assets/<文件名>”，或删掉这个链接。`,
  },
  'link.noScreen': {
    message: (p) => `链接“${text(p.target)}”指向“${text(p.path)}”，本品牌没有页面使用这个地址${linkDefault(p)}`,
    hint: suggest('已有的地址'),
  },
  'link.notAllowed': {
    message: (p) => `链接“${text(p.target)}”的写法不可用${linkDefault(p)}`,
    hint: () => '请填写 http(s) 网址，或以“/”开头的站内路径。',
  },
  'link.pageUnknown': {
    message: (p) =>
      `链接“${text(p.target)}”打开分页“${text(p.page)}”，但“${text(p.path)}”的页面没有这个分页${linkDefault(p)}`,
    hint: suggest('它的分页'),
  },
  'link.pageWithoutPages': {
    message: (p) =>
      `链接“${text(p.target)}”打开分页“${text(p.page)}”，但“${text(p.path)}”的页面没有分页${linkDefault(p)}`,
    hint: () => '请给那个页面加上分页，或去掉链接里的 ?page=。',
  },
  'link.protocolRelative': {
    message: (p) => `链接“${text(p.target)}”以“//”开头，没有写明协议${linkDefault(p)}`,
    hint: () => '请用 https:// 开头的网址，或站内路径。',
  },
  'page.notInCentre': {
    message: (p) => `分页“${text(p.page)}”不是${hostWord(p)}“${text(p.id)}”的分页`,
    hint: suggest('它的分页'),
  },
  'page.outsideCentre': {
    message: (p) => `分页“${text(p.page)}”用在了中心之外：这个组件不在带分页的页面或弹窗上`,
    hint: () => '请把组件放到某个中心的分页上，或删掉这个设置。',
  },
  'page.twice': {
    message: (p) => `分页“${text(p.page)}”在${hostWord(p)}“${text(p.id)}”里出现了两次`,
    hint: () => '同一个中心里，分页的 id 不能重复。',
  },
  schema: {
    message: (p) =>
      keywordMessage({ keyword: text(p.keyword), params: p } as KeywordError, 'zh') ?? `未通过“${text(p.keyword)}”检查`,
    hint: schemaHint,
  },
  'schema.required': { message: (p) => `缺少必填的键“${text(p.key)}”` },
  'schema.unknownKey': {
    message: (p) => `没有名为“${text(p.key)}”的键`,
    hint: suggest('可用的键'),
  },
  'textKey.missing': {
    message: (p) => `文字键“${text(p.key)}”在所有语言文件里都没有`,
    hint: () => '请把它加到 engine/i18n/locales/en.json 或品牌的 locales/en.json。',
  },
  'vendor.noLogo': {
    message: (p) => `游戏厂商“${text(p.vendor)}”没有标志图`,
    hint: (p) => `请把 assets/vendors/${text(p.vendor)}.svg 加到本品牌或上级品牌的文件夹。`,
  },
  'widget.noType': { message: () => '组件缺少类型名（widget）' },
  'widget.unknown': {
    message: (p) => `没有名为“${text(p.widget)}”的组件类型`,
    hint: suggest('已有的组件'),
  },
};

/**
 * A problem's line in the studio's language: in Chinese from its code and values, else (English,
 * or an issue without Chinese) the brand CLI's own words.
 */
export function issueLine(issue: BrandIssue, language: Language): string {
  const words = language === 'zh' && issue.code ? ISSUE_WORDS_ZH[issue.code] : undefined;
  if (!words) return `${plainWords(issue.message).text}.${issue.hint ? ` ${issue.hint}` : ''}`;
  const params = issue.params ?? {};
  const hint = words.hint?.(params);
  return `${words.message(params)}。${hint ?? ''}`;
}

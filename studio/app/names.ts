import cn from '../../engine/i18n/locales/cn.json';
import en from '../../engine/i18n/locales/en.json';
import { TEXT_KEY } from '../../engine/i18n/textKey.ts';
import type { Language } from './texts.ts';

type Tree = { [key: string]: unknown };

/** The player's language whose texts the studio shows in each of its own. */
const PLAYER_LANGUAGE: Record<Language, 'EN' | 'CN'> = { en: 'EN', zh: 'CN' };
const ENGINE_TEXTS: Record<'EN' | 'CN', Tree> = { EN: en, CN: cn };

function lookUp(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * What a text key reads in the studio's language: the brand's own texts first, then the engine's
 * (a text key is how brand JSON names words, `menu.promotions`; the operator reads "Promotions").
 * Plain text that is no key comes back as it is; a key no text knows, undefined.
 */
export function textOf(
  value: string,
  language: Language,
  brandTexts: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const player = PLAYER_LANGUAGE[language];
  if (!TEXT_KEY.test(value)) return value;
  return lookUp(brandTexts[player], value) ?? lookUp(ENGINE_TEXTS[player], value) ?? lookUp(ENGINE_TEXTS.EN, value);
}

/** "realAccount" → "Real account": the id in words, when nothing better names a screen or dialog. */
export function idInWords(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name an operator knows a screen, centre or dialog by: its title in words, else its id in words. */
export function hostName(
  id: string,
  host: { title?: unknown },
  language: Language,
  brandTexts: Readonly<Record<string, unknown>> = {},
): string {
  const title = typeof host.title === 'string' ? textOf(host.title, language, brandTexts) : undefined;
  return title ?? idInWords(id);
}

/**
 * A field's place as the brand CLI writes it: English schema titles, and a widget by its type
 * ("Screens › home › Main › GameGrid #1 › Games per page"). In the studio every step is said in its
 * language (`say`), and a widget by its title ("游戏列表 #1"), as the gallery names it.
 */
export function placeInWords(
  trail: string,
  say: (text: string) => string,
  widgetTitles: ReadonlyMap<string, string>,
): string {
  return trail
    .split(' › ')
    .map((step) => {
      const item = /^([A-Z][A-Za-z0-9]*) #(\d+)$/.exec(step);
      const title = item ? widgetTitles.get(item[1]!) : undefined;
      return title ? `${say(title)} #${item![2]}` : say(step);
    })
    .join(' › ');
}

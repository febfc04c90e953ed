/**
 * WCAG 2 contrast of the theme's text / background pairs: one copy for the brand CLI's check and
 * the studio's live warning, so both name the same pairs with the same ratio.
 */

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const channel = (index: number): number => {
    const value = parseInt(digits.slice(index * 2, index * 2 + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio of two #rgb / #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour first, the background it is read on second. */
export const CONTRAST_PAIRS = [
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
] as const;

export const MIN_CONTRAST = 4.5;

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

export interface ContrastPair {
  fore: string;
  back: string;
  foreColor: string;
  backColor: string;
  ratio: number;
  /** At least MIN_CONTRAST (4.5:1, WCAG AA for body text). */
  ok: boolean;
}

/** Every pair whose two colours are set, with its ratio. */
export function contrastPairs(colors: Readonly<Record<string, unknown>>): ContrastPair[] {
  return CONTRAST_PAIRS.flatMap(([fore, back]) => {
    const foreColor = colors[fore];
    const backColor = colors[back];
    if (!isHexColor(foreColor) || !isHexColor(backColor)) return [];
    const ratio = contrastRatio(foreColor, backColor);
    return [{ fore, back, foreColor, backColor, ratio, ok: ratio >= MIN_CONTRAST }];
  });
}

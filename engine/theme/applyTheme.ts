import type { RuntimeBrand } from '../../schemas/brand/index.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Brand tokens → CSS custom properties (`primary` → `--lv-color-primary`). Widgets use only these. */
export function themeStyle(theme: RuntimeBrand['theme']): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) style[`--lv-color-${kebab(name)}`] = value;
  style['--lv-font-body'] = theme.fonts.body;
  style['--lv-font-heading'] = theme.fonts.heading;
  style['--lv-radius'] = `${theme.radius}px`;
  return style;
}

/** The same variables as a `:root` rule, applied before the first render so no other brand flashes. */
export function themeCss(theme: RuntimeBrand['theme']): string {
  const body = Object.entries(themeStyle(theme))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}

/** Puts the brand's theme, title and favicon on the document. */
export function applyBrandToDocument(brand: RuntimeBrand, doc: Document = document): void {
  let style = doc.getElementById('lv-theme') as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = 'lv-theme';
    doc.head.appendChild(style);
  }
  style.textContent = themeCss(brand.theme);
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = `${brand.assetBase}${brand.theme.favicon}`;
}

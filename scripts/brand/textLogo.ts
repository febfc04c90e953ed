/**
 * A new brand's own pictures until the operator uploads real ones (issue 28, item 6): its name as
 * a text logo and its initial as a favicon, in its colours. Without them a new brand wore base's
 * "L Livery" as if it were its own. They are plain SVG files in the brand's folder, so the site,
 * the manifest and the studio treat them as any logo, and an upload simply replaces the path.
 */

export interface TextLogoColors {
  primary?: string;
  onPrimary?: string;
  text?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();

/** The initial on a rounded square of the primary colour: the mark of both pictures. */
function mark(name: string, colors: TextLogoColors, size: number): string {
  return (
    `<rect width="${size}" height="${size}" rx="${size / 4}" fill="${escapeXml(colors.primary ?? '#1f6feb')}"/>` +
    `<text x="${size / 2}" y="${size * 0.68}" font-family="${FONT}" font-size="${size / 2}" font-weight="700" fill="${escapeXml(colors.onPrimary ?? '#ffffff')}" text-anchor="middle">${escapeXml(initialOf(name))}</text>`
  );
}

/**
 * The name beside the mark, in the theme's text colour (its contrast on the page is checked). The
 * drawing grows with the name, and the site fits it into the logo's box, so a long name shrinks
 * rather than being cut.
 */
export function textLogoSvg(name: string, colors: TextLogoColors = {}): string {
  const width = 52 + Math.ceil(Array.from(name).length * 12.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(name)}">${mark(name, colors, 40)}<text x="50" y="27" font-family="${FONT}" font-size="20" font-weight="700" fill="${escapeXml(colors.text ?? '#f3f5f9')}">${escapeXml(name)}</text></svg>\n`;
}

/** The initial alone, for the browser tab and the home screen. */
export function initialIconSvg(name: string, colors: TextLogoColors = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark(name, colors, 64)}</svg>\n`;
}

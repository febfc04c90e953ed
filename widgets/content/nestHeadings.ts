/**
 * Headings of platform HTML moved under the page's own: the highest becomes `top` and the rest
 * keep their distance to it (at most h6), so a promotion's or help section's text never skips a
 * level after the title it is shown under. The HTML is still sanitized where it is shown.
 */
export function nestHeadings(html: string | undefined, top: number): string | undefined {
  if (!html) return html;
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_all, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`,
  );
}

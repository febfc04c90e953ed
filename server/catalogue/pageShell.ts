import { escapeHtml } from '../services/text.ts';

/** Dark page, light text: contrast well above 4.5:1 for text and 3:1 for controls. */
const STYLES = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, sans-serif; background: #12151c; color: #f2f4f8; display: grid; place-items: center; }
  main { width: min(32rem, 100% - 2rem); padding: 1.5rem; border-radius: 1rem; background: #1d2230; box-shadow: 0 0.5rem 2rem #0008; }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  .meta { margin: 0 0 1rem; color: #c5cad6; }
  .balance { font-size: 1.25rem; margin: 0 0 1rem; }
  label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
  input { width: 100%; padding: 0.6rem; font: inherit; color: #f2f4f8; background: #12151c; border: 2px solid #8a93a6; border-radius: 0.5rem; }
  button, .button { display: inline-block; margin-top: 1rem; padding: 0.7rem 1.5rem; font: inherit; font-weight: 700; color: #12151c; background: #ffd54a; border: 0; border-radius: 0.5rem; cursor: pointer; text-decoration: none; }
  button:disabled { background: #8a93a6; cursor: wait; }
  :focus-visible { outline: 3px solid #7cc4ff; outline-offset: 2px; }
  .result { min-height: 1.5em; margin-top: 1rem; font-weight: 600; }
  .error { color: #ffb4a8; }
  .numbers { display: flex; flex-wrap: wrap; gap: 0.4rem; padding: 0; list-style: none; }
  .numbers li { padding: 0.2rem 0.55rem; border-radius: 0.4rem; background: #2c3447; font-variant-numeric: tabular-nums; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 0.35rem; text-align: left; border-bottom: 1px solid #3a4257; }
  dialog { width: min(28rem, 100% - 2rem); padding: 1.5rem; border: 2px solid #8a93a6; border-radius: 1rem; background: #1d2230; color: #f2f4f8; }
  dialog::backdrop { background: #000c; }
  dialog h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  dialog p { margin: 0 0 0.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0 0.75rem; }
  .secondary { color: #f2f4f8; background: transparent; border: 2px solid #8a93a6; }
`;

/**
 * A complete, self-contained page: inline styles and script only, allowed by a per-response nonce
 * in the Content-Security-Policy the route sends (nothing external may load).
 */
export function pageShell(options: {
  title: string;
  body: string;
  script?: string;
  nonce: string;
  language?: string;
}): string {
  const lang = escapeHtml(options.language ?? 'en');
  const script = options.script ? `<script nonce="${options.nonce}">${options.script}</script>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">${STYLES}</style>
</head>
<body>
<main>
${options.body}
</main>
${script}
</body>
</html>`;
}

export const contentSecurityPolicy = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/**
 * 12345.5 (in cents 1234550) → "12,345.50" (CONST-11), with the separators of the page's language
 * ("12.345,50" in Portuguese), as the player formats money.
 */
export const displayMoney = (cents: number, languageTag = 'en'): string =>
  new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** An amount in the brand's currency, as the player's site shows money: "RM 12,345.50". */
export const displayAmount = (cents: number, languageTag: string, currencySymbol: string): string =>
  `${currencySymbol} ${displayMoney(cents, languageTag)}`;

/** The decimal separator of a language ("." in English, "," in Portuguese), for amounts typed on a page. */
export const decimalSeparator = (languageTag: string): string =>
  new Intl.NumberFormat(languageTag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

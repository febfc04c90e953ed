import { contrastPairs, MIN_CONTRAST } from '../../engine/core/contrast.ts';
import type { Texts } from './texts.ts';

/** The WCAG contrast of each text / background pair of the theme, live; a pair under 4.5:1 is a warning. */
export function ContrastPanel({ colors, texts }: { colors: Readonly<Record<string, unknown>>; texts: Texts }) {
  const pairs = contrastPairs(colors);
  const line = (pair: (typeof pairs)[number]) =>
    `${pair.fore} / ${pair.back}: ${pair.ratio.toFixed(2)}:1${pair.ok ? '' : ` — ${texts.contrastLow}`}`;
  return (
    <section className="st-contrast" aria-labelledby="st-contrast-title">
      <h3 id="st-contrast-title">{texts.contrast}</h3>
      <ul>
        {pairs.map((pair) => (
          <li key={`${pair.fore}/${pair.back}`} className={pair.ok ? 'st-contrast__ok' : 'st-contrast__low'}>
            {/* The sample is drawn by the style sheet (a pseudo-element): it shows the low contrast
                on purpose, and is no text a reader or a contrast check should read. */}
            <span className="st-swatch" style={{ background: pair.backColor, color: pair.foreColor }} />
            {line(pair)}
          </li>
        ))}
      </ul>
      {/* Each low pair is said once more, as an alert, outside the list (a list holds only items). */}
      {pairs
        .filter((pair) => !pair.ok)
        .map((pair) => (
          <p key={`${pair.fore}/${pair.back}`} role="alert" className="st-contrast__low">
            {line(pair)}
          </p>
        ))}
      <p className="st-note">WCAG AA ≥ {MIN_CONTRAST}:1</p>
    </section>
  );
}

import { contrastPairs, MIN_CONTRAST } from '../../engine/core/contrast.ts';
import type { Texts } from './texts.ts';

/** The WCAG contrast of each text / background pair of the theme, live; a pair under 4.5:1 is a warning. */
export function ContrastPanel({ colors, texts }: { colors: Readonly<Record<string, unknown>>; texts: Texts }) {
  const pairs = contrastPairs(colors);
  return (
    <section className="st-contrast" aria-labelledby="st-contrast-title">
      <h3 id="st-contrast-title">{texts.contrast}</h3>
      <ul>
        {pairs.map((pair) => (
          <li
            key={`${pair.fore}/${pair.back}`}
            className={pair.ok ? 'st-contrast__ok' : 'st-contrast__low'}
            role={pair.ok ? undefined : 'alert'}
          >
            <span
              className="st-swatch"
              style={{ background: pair.backColor, color: pair.foreColor }}
              aria-hidden="true"
            >
              Aa
            </span>
            {pair.fore} / {pair.back}: {pair.ratio.toFixed(2)}:1{pair.ok ? '' : ` — ${texts.contrastLow}`}
          </li>
        ))}
      </ul>
      <p className="st-note">WCAG AA ≥ {MIN_CONTRAST}:1</p>
    </section>
  );
}

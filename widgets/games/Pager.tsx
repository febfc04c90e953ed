import { useT } from '../../engine/react/context.tsx';
import { pagerItems } from './pagerItems.ts';
import './games.css';
import { useTexts } from '../../engine/react/useTexts.ts';
import gamesTexts from './gameTexts.json';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** Pages always shown at each end (2 in the lobby, LOBBY-09). */
  margin: number;
  /** Pages shown around the current one (5 in the lobby). */
  range: number;
  onChange: (page: number) => void;
  /** What the pager moves through, for its accessible name ("Games pages"). */
  label?: string;
}

/**
 * An accessible pager: a navigation landmark of buttons, the current page marked
 * `aria-current="page"`, previous and next buttons disabled at the ends. Nothing shows for one page.
 */
export function Pager({ page, totalPages, margin, range, onChange, label }: PagerProps) {
  useTexts(gamesTexts);
  const { t } = useT();
  if (totalPages <= 1) return null;
  const items = pagerItems(page, totalPages, margin, range);
  return (
    <nav className="lv-pager" aria-label={label ?? t('games.pages')}>
      <ul>
        <li>
          <button
            type="button"
            className="lv-chip lv-pager__step"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="lv-visually-hidden">{t('games.previousPage')}</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="lv-pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="lv-chip lv-pager__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('games.page', { page: item })}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="lv-chip lv-pager__step"
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="lv-visually-hidden">{t('games.nextPage')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

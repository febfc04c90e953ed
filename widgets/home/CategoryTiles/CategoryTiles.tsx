import type { CSSProperties } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { isSafeHref } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { CategoryTilesProps } from './schema.ts';
import './CategoryTiles.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

export default function CategoryTiles({ tiles, columns }: CategoryTilesProps) {
  useTexts(texts);
  const { t } = useT();
  const safe = tiles.filter((tile) => isSafeHref(tile.to));
  if (safe.length === 0) return null;
  return (
    <nav className="lv-tiles" aria-label={t('home.categories')}>
      <ul className="lv-tiles__grid" style={{ '--lv-tiles-columns': columns } as CSSProperties}>
        {safe.map((tile, index) => (
          <li key={`${tile.label}-${index}`}>
            <SmartLink to={tile.to} className="lv-tiles__tile">
              {tile.icon && <MenuIcon name={tile.icon} />}
              <span>{t(tile.label, { defaultValue: tile.label })}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

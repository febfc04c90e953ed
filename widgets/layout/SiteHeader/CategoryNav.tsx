import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { CallError, useCall } from '../../../engine/react/data/index.ts';
import { Link } from '../../../engine/react/navigation.tsx';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { findScreen } from '../../../engine/core/screens.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import categoryTexts from '../../shared/categoryTexts.json';
import { MenuIcon } from '../../shared/icons.tsx';
import { useOutsidePointer } from '../../shared/useOutsidePointer.ts';

/** Over this many vendors a category's drop menu uses its large layout (HEADER-09). */
const LARGE_MENU_VENDORS = 10;

/** A category's lobby is the brand screen at its lower-cased code (RNG → /rng, LIVE → /live; ROUTE-09, ROUTE-10). */
const lobbyPath = (category: string) => `/${category.toLowerCase()}`;

/**
 * One entry per game category that has a vendor and a lobby in this brand (HEADER-08), each with
 * a drop menu of its vendors, shown on hover and on keyboard focus (HEADER-09), and on a tap of
 * the arrow beside it, since touch screens have no hover; a tap elsewhere closes it. While the
 * vendor groups load the header has no categories yet; if they fail, it says so in their place
 * with a retry (issue 14): the categories never vanish unannounced, and the rest of the header works.
 * The entries after them (`children`: promotions…) wait for them, so none is seen moving aside when
 * they arrive (issue 26); a change of language keeps the categories shown while their vendors reload.
 */
export function CategoryNav({ children }: { children?: ReactNode }) {
  useTexts(categoryTexts);
  const { screens } = useBrand();
  const { t } = useT();
  const language = usePlatformLanguage();
  const groups = useCall('vendorGroups', { language }, { keepPrevious: true });
  const categories = (groups.data ?? []).filter(
    (group) => group.vendors.length > 0 && findScreen(screens, lobbyPath(group.gameCategory)),
  );
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const opened = useRef<HTMLLIElement | null>(null);
  const closeAll = useCallback(() => setOpenCategory(null), []);
  useOutsidePointer(opened, openCategory !== null, closeAll);
  if (groups.status === 'loading') return null;
  if (groups.status === 'error' && groups.error) {
    return (
      <>
        <li className="lv-header__failed">
          <CallError error={groups.error} retry={() => void groups.refetch()} />
        </li>
        {children}
      </>
    );
  }
  return (
    <>
      {categories.map((group) => {
        const path = lobbyPath(group.gameCategory);
        const label = t(`layout.category.${group.gameCategory}`, { defaultValue: group.gameCategory });
        const vendorsOf = t('layout.vendorsOf', { category: label });
        const isOpen = openCategory === group.gameCategory;
        const listId = `lv-vendors-${group.gameCategory}`;
        return (
          <li
            key={group.gameCategory}
            ref={isOpen ? opened : undefined}
            className="lv-header__category"
            data-open={isOpen}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isOpen) setOpenCategory(null);
            }}
          >
            <Link to={path} className="lv-header__link" onClick={closeAll}>
              {label}
            </Link>
            <button
              type="button"
              className="lv-header__vendors-toggle"
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-label={vendorsOf}
              onClick={() => setOpenCategory(isOpen ? null : group.gameCategory)}
            >
              <MenuIcon name="chevron" />
            </button>
            <ul
              id={listId}
              className={`lv-header__vendors${group.vendors.length > LARGE_MENU_VENDORS ? ' lv-header__vendors--large' : ''}`}
              aria-label={vendorsOf}
            >
              {group.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    to={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                    className="lv-header__vendor"
                    onClick={closeAll}
                  >
                    {vendor.name ?? vendor.vassalage}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      {children}
    </>
  );
}

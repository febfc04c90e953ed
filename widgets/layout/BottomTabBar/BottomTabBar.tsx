import { visible } from '../../../engine/core/conditions.ts';
import { useBrand, useConditionContext, useT } from '../../../engine/react/context.tsx';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { MenuIcon } from '../../shared/icons.tsx';
import { isCurrentLink } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { BottomTabBarProps } from './schema.ts';
import texts from './locales.json';
import './BottomTabBar.css';

/**
 * The phone's tab bar (home, games, promotions, deposit, account, as the brand lists them in
 * menus.bottom): always in reach of a thumb, every tab at least 44 px high. A tab for the member
 * centre takes a visitor to the login first, as the centre's own route does (ROUTE-18).
 */
export default function BottomTabBar({ showLabels }: BottomTabBarProps) {
  useTexts(texts);
  const { menus } = useBrand();
  const context = useConditionContext();
  const location = useLocation();
  const { t } = useT();
  const items = visible(menus.bottom, context);
  if (items.length === 0) return null;
  return (
    <nav className="lv-tabbar" aria-label={t('layout.tabBar')}>
      <ul style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const label = t(item.label, { defaultValue: item.label });
          // A long label shows the brand's short form, `short.<label key>`, in this language (issue 26); the name stays the full one.
          const short = t(`short.${item.label}`, { defaultValue: label, fallbackLng: false });
          return (
            <li key={item.id}>
              <SmartLink
                to={item.to}
                className="lv-tabbar__tab"
                aria-current={isCurrentLink(item.to, location) ? 'page' : undefined}
                aria-label={label}
              >
                {item.icon && <MenuIcon name={item.icon} />}
                {showLabels && <span className="lv-tabbar__label">{short}</span>}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

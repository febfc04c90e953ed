import { Link, useLocation } from '../../../engine/react/navigation.tsx';
import { visible } from '../../../engine/core/conditions.ts';
import { useAssetUrl, useBrand, useConditionContext, useT } from '../../../engine/react/context.tsx';
import { PageBadge } from '../../../engine/react/centre/PageBadge.tsx';
import { isCurrentLink } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import type { SideMenuProps } from './schema.ts';
import { SideDownload } from './SideDownload.tsx';
import { SidePromotions } from './SidePromotions.tsx';
import { SideService } from './SideService.tsx';
import './SideMenu.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

export default function SideMenu({
  showIcons,
  showLogo,
  showPromotions,
  showDownload,
  showService,
  showLanguageSelector,
}: SideMenuProps) {
  useTexts(texts);
  const brand = useBrand();
  const asset = useAssetUrl();
  const { t } = useT();
  const context = useConditionContext();
  const location = useLocation();
  const items = visible(brand.menus.side, context);
  return (
    <aside className="lv-side">
      {showLogo && (
        <Link to="/" className="lv-side__logo">
          <img src={asset(brand.theme.logo)} alt={brand.name} width={160} height={40} />
        </Link>
      )}
      <nav aria-label={t('layout.sideNav')} className="lv-side__nav">
        <ul>
          {items.map((item) => {
            const current = isCurrentLink(item.to, location);
            return (
              <li key={item.id}>
                <SmartLink to={item.to} className="lv-side__link" aria-current={current ? 'page' : undefined}>
                  {showIcons && item.icon && <MenuIcon name={item.icon} />}
                  <span>{t(item.label, { defaultValue: item.label })}</span>
                  {item.badge && <PageBadge source={item.badge} />}
                </SmartLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {showPromotions && <SidePromotions />}
      {showDownload && <SideDownload />}
      {showService && <SideService />}
      {showLanguageSelector && <LanguageSelector className="lv-side__language" />}
    </aside>
  );
}

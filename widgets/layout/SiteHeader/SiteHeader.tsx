import { Link } from '../../../engine/react/navigation.tsx';
import { visible } from '../../../engine/core/conditions.ts';
import { useAssetUrl, useBrand, useConditionContext, useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useShell } from '../../../engine/react/shell.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import type { SiteHeaderProps } from './schema.ts';
import './SiteHeader.css';

export default function SiteHeader({ showLanguageSelector, sticky, loginDialog, registerDialog }: SiteHeaderProps) {
  const brand = useBrand();
  const asset = useAssetUrl();
  const { t } = useT();
  const context = useConditionContext();
  // Visitors only: not while a stored session is being restored, so a member never sees Log in flash.
  const isVisitor = useSession((state) => state.status === 'visitor');
  const { hasSide } = useShell();
  const { open } = useDialog();
  const items = visible(brand.menus.top, context);
  return (
    <header className={`lv-header${sticky ? ' lv-header--sticky' : ''}`}>
      <Link to="/" className="lv-header__logo">
        <img src={asset(brand.theme.logo)} alt={brand.name} height={40} />
      </Link>
      {items.length > 0 && (
        <nav className="lv-header__nav" aria-label={t('layout.mainNav')}>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <SmartLink to={item.to} className="lv-header__link">
                  {t(item.label, { defaultValue: item.label })}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="lv-header__actions">
        {showLanguageSelector && !hasSide && <LanguageSelector showLabel={false} />}
        {isVisitor && (
          <>
            <button type="button" className="lv-button lv-button--ghost" onClick={() => open(loginDialog)}>
              {t('layout.login')}
            </button>
            <button type="button" className="lv-button lv-button--primary" onClick={() => open(registerDialog)}>
              {t('layout.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}

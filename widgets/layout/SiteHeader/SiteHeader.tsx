import { useEffect, useRef } from 'react';
import { Link } from '../../../engine/react/navigation.tsx';
import { visible } from '../../../engine/core/conditions.ts';
import { useAssetUrl, useBrand, useConditionContext, useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { onDemand } from '../../../engine/react/onDemand.tsx';
import { useShell } from '../../../engine/react/shell.ts';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { ServiceMenu } from './ServiceMenu.tsx';
import { usePriorityPlus } from './usePriorityPlus.ts';
import type { SiteHeaderProps } from './schema.ts';
import './SiteHeader.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/**
 * What only a player with an account sees (the balance, the notices, the account menu) and what only a
 * stored session that failed shows: chunks of their own, so a visitor's first paint carries none of
 * them (DESIGN §6b). The member's starts loading as soon as a stored session is being restored.
 */
const MemberActions = onDemand('SiteHeader.member', () =>
  import('./MemberActions.tsx').then((module) => module.MemberActions),
);
const AccountLoadFailed = onDemand('SiteHeader.accountFailed', () =>
  import('./AccountLoadFailed.tsx').then((module) => module.AccountLoadFailed),
);
/**
 * The header shows the language selector only where there is no side menu to hold it, which every
 * phone has (its drawer): the selector is a chunk of its own, fetched as the header that shows it renders.
 */
const LanguageSelector = onDemand('SiteHeader.language', () =>
  import('../LanguageSelector/LanguageSelector.tsx').then((module) => module.LanguageSelector),
);

export default function SiteHeader({
  showLanguageSelector,
  sticky,
  showCategories,
  loginDialog,
  registerDialog,
  signOutDialog,
  noticeDialog,
  depositTo,
  messagesTo,
}: SiteHeaderProps) {
  useTexts(texts);
  const brand = useBrand();
  const asset = useAssetUrl();
  const { t } = useT();
  const context = useConditionContext();
  // Visitors only: not while a stored session is being restored, so a member never sees Log in flash.
  const isVisitor = useSession((state) => state.status === 'visitor');
  const isLogin = useSession((state) => state.isLogin);
  const accountFailed = useSession((state) => state.memberError !== null);
  const chunkTimeoutMs = brand.constants.chunkLoadTimeoutMs;
  useEffect(() => {
    if (!isVisitor) MemberActions.preload(chunkTimeoutMs);
  }, [isVisitor, chunkTimeoutMs]);
  const { hasSide, sideId, drawerOpen, openDrawer } = useShell();
  const { open } = useDialog();
  const [first, ...rest] = visible(brand.menus.top, context);
  const row = useRef<HTMLUListElement>(null);
  const over = usePriorityPlus(row);
  const link = (item: NonNullable<typeof first>) => (
    <li key={item.id}>
      <SmartLink to={item.to} className="lv-header__link">
        {t(item.label, { defaultValue: item.label })}
      </SmartLink>
    </li>
  );
  // Phones (below 769 px) get the compact header: the menu button, the logo, the account or the
  // login and register buttons in one row; the balance and Deposit (or Try free) in a second.
  return (
    <header className={`lv-header${sticky ? ' lv-header--sticky' : ''}${hasSide ? ' lv-header--with-side' : ''}`}>
      {hasSide && (
        <button
          type="button"
          className="lv-header__icon-button lv-header__menu-button"
          aria-label={t('layout.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls={sideId}
          onClick={(event) => openDrawer(event.currentTarget)}
        >
          <MenuIcon name="menu" />
        </button>
      )}
      <Link to="/" className="lv-header__logo">
        <img src={asset(brand.theme.logo)} alt={brand.name} width={160} height={40} />
      </Link>
      {/*
        HEADER-08: the brand's first item (home), the game categories, then the rest (promotions);
        what the row has no room for is under "More", its last entry (issue 26).
      */}
      <nav className="lv-header__nav" aria-label={t('layout.mainNav')}>
        <ul ref={row}>
          {first && link(first)}
          {showCategories ? <CategoryNav>{rest.map(link)}</CategoryNav> : rest.map(link)}
          <li className="lv-header__more">
            <Disclosure buttonClassName="lv-header__link" button={t('layout.more')}>
              {(close) => (
                <ul>
                  {over.map(([to, label], index) => (
                    <li key={index}>
                      <SmartLink to={to} className="lv-header__menu-item" onClick={close}>
                        {label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </Disclosure>
          </li>
        </ul>
      </nav>
      <div className="lv-header__actions">
        {showLanguageSelector && !hasSide && (
          <LanguageSelector
            showLabel={false}
            className="lv-header__language"
            loading={<div className="lv-header__language" aria-busy="true" />}
          />
        )}
        <ServiceMenu />
        {isLogin && (
          <MemberActions
            loading={<div className="lv-header__wallet" aria-busy="true" />}
            registerDialog={registerDialog}
            signOutDialog={signOutDialog}
            noticeDialog={noticeDialog}
            depositTo={depositTo}
            messagesTo={messagesTo}
          />
        )}
        {isVisitor && (
          <>
            {accountFailed && <AccountLoadFailed />}
            <FreePlayButton />
            <div className="lv-header__guest">
              <button type="button" className="lv-button lv-button--ghost" onClick={() => open(loginDialog)}>
                {t('dialog.login')}
              </button>
              <button type="button" className="lv-button lv-button--primary" onClick={() => open(registerDialog)}>
                {t('dialog.register')}
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

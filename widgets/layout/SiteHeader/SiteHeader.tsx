import { useEffect } from 'react';
import { Link } from '../../../engine/react/navigation.tsx';
import { useAssetUrl, useBrand, useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { onDemand } from '../../../engine/react/onDemand.tsx';
import { useShell } from '../../../engine/react/shell.ts';
import { WideOnly } from '../../../engine/react/WideOnly.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { headerWideParts } from './headerWideParts.ts';
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
 * The header shows the language selector only where the brand has no side menu to hold it (the side
 * menu, a phone's drawer, has it otherwise): a chunk of its own, fetched as a header that shows it renders.
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
      {/* A phone's compact header leaves the navigation and customer service to the drawer and the tab bar. */}
      <WideOnly
        part={headerWideParts}
        name="SiteHeader.nav"
        loading={<div className="lv-header__nav" aria-busy="true" />}
      >
        {({ HeaderNav }) => <HeaderNav showCategories={showCategories} />}
      </WideOnly>
      <div className="lv-header__actions">
        {showLanguageSelector && !hasSide && (
          <LanguageSelector
            showLabel={false}
            className="lv-header__language"
            loading={<div className="lv-header__language" aria-busy="true" />}
          />
        )}
        <WideOnly part={headerWideParts} name="SiteHeader.service">
          {({ ServiceMenu }) => <ServiceMenu />}
        </WideOnly>
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

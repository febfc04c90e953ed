import { Link } from '../../../engine/react/navigation.tsx';
import { useConditionContext, useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useBadgeCount } from '../../../engine/react/centre/PageBadge.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { HeaderBalance } from './HeaderBalance.tsx';

export interface MemberActionsProps {
  registerDialog: string;
  signOutDialog: string;
  noticeDialog: string;
  depositTo: string;
  messagesTo: string;
}

/**
 * The header's part for a player with an account (HEADER-02..04): the balance, the notices, the
 * unread messages, Deposit (or Register for a trial account) and the account menu.
 */
export function MemberActions({
  registerDialog,
  signOutDialog,
  noticeDialog,
  depositTo,
  messagesTo,
}: MemberActionsProps) {
  const { t } = useT();
  const context = useConditionContext();
  const isTrial = useSession((state) => state.isTrial);
  const { open } = useDialog();
  const unread = useBadgeCount('unreadCount');
  return (
    <>
      <div className="lv-header__wallet">
        <HeaderBalance />
        <button
          type="button"
          className="lv-header__icon-button lv-header__notices"
          aria-label={t('dialog.announcements')}
          onClick={() => open(noticeDialog, { page: 1 })}
        >
          <MenuIcon name="megaphone" />
        </button>
        {/* Unread platform messages (MC-18), written live (issue 15); a tap opens them (issue 26). */}
        {!!unread && (
          <Link to={messagesTo} className="lv-header__unread" aria-label={t('layout.unread', { count: unread })}>
            <span className="lv-centre__badge">{unread > 99 ? '99+' : unread}</span>
          </Link>
        )}
        {/* A trial account cannot deposit: it is offered a real account instead (ROLE-05). */}
        {isTrial ? (
          <button
            type="button"
            className="lv-button lv-button--primary lv-header__deposit"
            onClick={() => open(registerDialog)}
          >
            {t('dialog.register')}
          </button>
        ) : context.member?.excluded ? null : (
          // Issue 29 (RG-32): a player on a time-out or self-exclusion is not invited to deposit.
          <SmartLink to={depositTo} className="lv-button lv-button--primary lv-header__deposit">
            {t('menu.deposit')}
          </SmartLink>
        )}
      </div>
      <AccountMenu signOutDialog={signOutDialog} />
    </>
  );
}

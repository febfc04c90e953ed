import { visible } from '../../../engine/core/conditions.ts';
import { useBrand, useConditionContext, useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { PageBadge } from '../../../engine/react/centre/PageBadge.tsx';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';

/**
 * The logged-in account menu (HEADER-03, HEADER-04): the brand's `menus.account` items (an item
 * may be for agents only, and none a trial account would be refused: ROLE-05), then Sign out, which asks for confirmation first (AUTH-16).
 */
export function AccountMenu({ signOutDialog }: { signOutDialog: string }) {
  const { menus } = useBrand();
  const context = useConditionContext();
  const account = useSession((state) => state.member?.nickname || state.member?.account || '');
  const { t } = useT();
  const { open } = useDialog();
  const items = visible(menus.account, context);
  return (
    <Disclosure
      className="lv-header__menu lv-header__account-menu"
      buttonClassName="lv-header__account"
      button={
        <>
          <MenuIcon name="user" />
          <span className="lv-header__account-name">{account || t('menu.myAccount')}</span>
        </>
      }
      label={t('layout.accountMenu', { account })}
    >
      {(close) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <SmartLink to={item.to} className="lv-header__menu-item" onClick={close}>
                {item.icon && <MenuIcon name={item.icon} />}
                <span>{t(item.label, { defaultValue: item.label })}</span>
                {item.badge && <PageBadge source={item.badge} />}
              </SmartLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="lv-header__menu-item"
              onClick={() => {
                close();
                open(signOutDialog);
              }}
            >
              <span>{t('dialog.signOut')}</span>
            </button>
          </li>
        </ul>
      )}
    </Disclosure>
  );
}

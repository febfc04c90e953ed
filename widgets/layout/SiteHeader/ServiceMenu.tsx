import { useT } from '../../../engine/react/context.tsx';
import { useCustomerServiceOptions } from '../../../engine/react/systemPages/useCustomerServiceLinks.ts';
import { onDemand } from '../../../engine/react/onDemand.tsx';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';

/** The list shows when the menu opens: its code is fetched then, not with the page (DESIGN §6b). */
const CustomerServiceList = onDemand('ServiceMenu.list', () =>
  import('../../shared/CustomerServiceList.tsx').then((module) => module.CustomerServiceList),
);

/**
 * The header's customer-service button and its list, grouped by LIVECHAT and TELEGRAM (HEADER-07).
 * The button shows while the options are being decrypted, so the header does not move when they are.
 */
export function ServiceMenu() {
  const options = useCustomerServiceOptions();
  const { t } = useT();
  if (options?.length === 0) return null;
  const links = options ?? [];
  return (
    <Disclosure
      className="lv-header__menu lv-header__service"
      buttonClassName="lv-header__icon-button"
      label={t('service.title')}
      button={<MenuIcon name="headset" />}
    >
      {() => <CustomerServiceList links={links} />}
    </Disclosure>
  );
}

import { useT } from '../../../engine/react/context.tsx';
import { useCustomerServiceLinks } from '../../../engine/react/systemPages/useCustomerServiceLinks.ts';
import { CustomerServiceList } from '../../shared/CustomerServiceList.tsx';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';

/** The header's customer-service button and its list, grouped by LIVECHAT and TELEGRAM (HEADER-07). */
export function ServiceMenu() {
  const links = useCustomerServiceLinks();
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <Disclosure className="lv-header__menu" buttonClassName="lv-header__icon-button" label={t('service.title')} button={<MenuIcon name="headset" />}>
      {() => <CustomerServiceList links={links} />}
    </Disclosure>
  );
}

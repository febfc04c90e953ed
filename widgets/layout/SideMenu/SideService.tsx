import { useT } from '../../../engine/react/context.tsx';
import { useCustomerServiceLinks } from '../../../engine/react/systemPages/useCustomerServiceLinks.ts';
import { CustomerServiceList } from '../../shared/CustomerServiceList.tsx';

/** Customer service in the side menu (SIDE-01, CS-03); nothing when the platform lists none. */
export function SideService() {
  const links = useCustomerServiceLinks();
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <section className="lv-side__section" aria-label={t('service.title')}>
      <CustomerServiceList links={links} />
    </section>
  );
}

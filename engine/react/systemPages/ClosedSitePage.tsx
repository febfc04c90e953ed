import type { GateView } from '../../platform/platformStore.ts';
import { usePlatform } from '../context.tsx';
import { BlockedRegionPage } from './BlockedRegionPage.tsx';
import { DomainErrorPage } from './DomainErrorPage.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';
import { useCustomerServiceLinks } from './useCustomerServiceLinks.ts';

export type ClosedGate = Extract<GateView, { view: 'maintenance' | 'restricted' | 'domainInvalid' }>;

/** The page of a site status has closed: maintenance (SHELL-02), a blocked region (SHELL-03), a failed domain check (SHELL-07). */
export function ClosedSitePage({ gate }: { gate: ClosedGate }) {
  const ip = usePlatform((state) => state.ip);
  const links = useCustomerServiceLinks();
  switch (gate.view) {
    case 'maintenance':
      return <MaintenancePage text={gate.text} links={links} />;
    case 'restricted':
      return <BlockedRegionPage ip={ip} />;
    case 'domainInvalid':
      return <DomainErrorPage links={links} />;
  }
}

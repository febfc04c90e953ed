import { useEffect, useState } from 'react';
import { customerServiceLinks, type CustomerServiceLink } from '../../platform/customerService.ts';
import { merchantCodeOf } from '../../platform/platformGateway.ts';
import { useBrand, usePlatform } from '../context.tsx';

const NONE: CustomerServiceLink[] = [];

/** The platform's customer-service options, decrypted for this brand (UNSPEC-66); [] until ready. */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  const brand = useBrand();
  const entries = usePlatform((state) => state.customerService);
  const [links, setLinks] = useState<CustomerServiceLink[]>(NONE);
  useEffect(() => {
    let live = true;
    void customerServiceLinks(entries, merchantCodeOf(brand)).then((decrypted) => {
      if (live) setLinks(decrypted);
    });
    return () => {
      live = false;
    };
  }, [entries, brand]);
  return links;
}

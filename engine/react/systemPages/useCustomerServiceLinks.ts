import { useEffect, useState } from 'react';
import {
  customerServiceLinks,
  type CustomerServiceEntry,
  type CustomerServiceLink,
} from '../../platform/customerService.ts';
import { merchantCodeOf } from '../../platform/platformGateway.ts';
import { useBrand, usePlatform } from '../context.tsx';

const NONE: CustomerServiceLink[] = [];

/**
 * The platform's customer-service options, decrypted for this brand (UNSPEC-66); `undefined` while
 * status has listed some that are still being decrypted, so a control can keep its place meanwhile.
 */
export function useCustomerServiceOptions(): CustomerServiceLink[] | undefined {
  const brand = useBrand();
  const entries = usePlatform((state) => state.customerService);
  const [decrypted, setDecrypted] = useState<{ from: readonly CustomerServiceEntry[]; links: CustomerServiceLink[] }>();
  useEffect(() => {
    let live = true;
    void customerServiceLinks(entries, merchantCodeOf(brand)).then((links) => {
      if (live) setDecrypted({ from: entries, links });
    });
    return () => {
      live = false;
    };
  }, [entries, brand]);
  if (entries.length === 0) return NONE;
  return decrypted?.from === entries ? decrypted.links : undefined;
}

/** The platform's customer-service options, decrypted for this brand (UNSPEC-66); [] until ready. */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  return useCustomerServiceOptions() ?? NONE;
}

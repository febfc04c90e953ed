import { useEffect, useState } from 'react';
import {
  customerServiceLinks,
  type CustomerServiceEntry,
  type CustomerServiceLink,
} from '../../platform/customerService.ts';
import { merchantCodeOf } from '../../platform/platformGateway.ts';
import { useBrand, usePlatform } from '../context.tsx';
import { useAfterFirstPaint } from '../shell.ts';

const NONE: CustomerServiceLink[] = [];

/**
 * The platform's customer-service options, decrypted for this brand (UNSPEC-66); `undefined` while
 * status has listed some that are still being decrypted, so a control can keep its place meanwhile.
 * They are decrypted once the first paint is behind (DESIGN §6b): the decryption's code is not what
 * the first paint needs, and the options show only when asked for (a menu, a page's links).
 */
export function useCustomerServiceOptions(): CustomerServiceLink[] | undefined {
  const brand = useBrand();
  const entries = usePlatform((state) => state.customerService);
  const painted = useAfterFirstPaint();
  const [decrypted, setDecrypted] = useState<{ from: readonly CustomerServiceEntry[]; links: CustomerServiceLink[] }>();
  useEffect(() => {
    if (!painted) return;
    let live = true;
    void customerServiceLinks(entries, merchantCodeOf(brand)).then((links) => {
      if (live) setDecrypted({ from: entries, links });
    });
    return () => {
      live = false;
    };
  }, [entries, brand, painted]);
  if (entries.length === 0) return NONE;
  return decrypted?.from === entries ? decrypted.links : undefined;
}

/** The platform's customer-service options, decrypted for this brand (UNSPEC-66); [] until ready. */
export function useCustomerServiceLinks(): CustomerServiceLink[] {
  return useCustomerServiceOptions() ?? NONE;
}

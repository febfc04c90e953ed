import type { SystemStatus } from '../../schemas/api/entities.ts';
import { isHttpUrl } from '../core/util/isHttpUrl.ts';

export type CustomerServiceEntry = NonNullable<SystemStatus['info']['customerService']>[number];

/** A customer-service option ready to show: its path decrypted and checked (ENT-10, UNSPEC-66). */
export interface CustomerServiceLink {
  title: string;
  type: CustomerServiceEntry['type'];
  href: string;
}

/**
 * Decrypts each entry's path with the brand's merchant code and keeps those that are http(s)
 * links (DESIGN §6: no javascript:, data: or relative paths). An entry that does not decrypt is left out quietly; the decrypted paths are never logged.
 */
export async function customerServiceLinks(
  entries: readonly CustomerServiceEntry[],
  merchantCode: string,
): Promise<CustomerServiceLink[]> {
  if (entries.length === 0) return [];
  // The decryption (WebCrypto glue) loads only where status lists customer-service options.
  const { decryptCustomerServicePath } = await import('../api/csPath.ts');
  const paths = await Promise.all(entries.map((entry) => decryptCustomerServicePath(merchantCode, entry.path)));
  return entries.flatMap((entry, index) => {
    const href = paths[index]?.trim();
    return href && isHttpUrl(href) ? [{ title: entry.title, type: entry.type, href }] : [];
  });
}

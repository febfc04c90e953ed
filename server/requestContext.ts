import type { FastifyRequest } from 'fastify';
import { isDevelopmentHost } from '../engine/core/hosts.ts';
import { hostnameOf } from '../engine/core/util/hostnameOf.ts';
import { brandForRequest, type PlatformBrand, type PlatformBrands } from './brands.ts';
import type { CallContext } from './context.ts';
import type { Db } from './db.ts';
import { PlatformError } from './errors.ts';
import type { ServerKeys } from './keys.ts';
import type { Outbox } from './services/outbox.ts';
import { sessionForToken } from './services/sessions.ts';

/**
 * The origin the visitor used, for the absolute URLs the platform hands out (game launch, icons,
 * chat). Only a host of one of the brands or a development host is echoed back; any other Host
 * header (a proxy's internal name, a forged one) gives the brand's own first host.
 */
export function originOf(request: FastifyRequest, brand: PlatformBrand): string {
  const host = request.host.toLowerCase();
  const hostname = hostnameOf(host);
  if (isDevelopmentHost(host) || brand.hosts.some((h) => h.toLowerCase() === hostname))
    return `${request.protocol}://${host}`;
  return `${request.protocol}://${brand.hosts.find((h) => !isDevelopmentHost(h)) ?? brand.hosts[0] ?? 'localhost'}`;
}

export interface ContextDeps {
  db: Db;
  brands: PlatformBrands;
  keys: ServerKeys;
  outbox: Outbox;
  now: () => number;
  /** A payment provider's page takes e-wallet and card deposits (CallContext.pagePayments). */
  pagePayments?: boolean;
}

/** What a call handler sees of its request: the brand (merchant code, else host), the member its token names, the clock. */
export function contextFactory({
  db,
  brands,
  keys,
  outbox,
  now,
  pagePayments = false,
}: ContextDeps): (request: FastifyRequest) => CallContext {
  return (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const brand = brandForRequest(brands, header('x-merchant-code'), request.host);
    const auth = header('authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
    const session = token ? sessionForToken(db, token, brand.id, now()) : null;
    const member = session?.member ?? null;
    return {
      db,
      brand,
      brands: brands.byId,
      ip: request.ip,
      origin: originOf(request, brand),
      publicKey: keys.publicKeySpkiBase64,
      token,
      member,
      passwordChange: session?.passwordChange ?? null,
      requireMember() {
        if (!member) throw new PlatformError('NOT_LOGGED_IN', 'Not logged in, please log in.');
        return member;
      },
      outbox,
      pagePayments,
      now,
    };
  };
}

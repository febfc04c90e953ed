import type { FastifyRequest } from 'fastify';
import { isDevelopmentHost } from '../engine/core/hosts.ts';
import { hostnameOf } from '../engine/core/util/hostnameOf.ts';
import { brandForRequest, type PlatformBrand, type PlatformBrands } from './brands.ts';
import type { CallContext } from './context.ts';
import type { Db } from './db.ts';
import { PlatformError } from './errors.ts';
import type { ServerKeys } from './keys.ts';
import type { Outbox } from './services/outbox.ts';
import { closeSession, sessionForToken } from './services/sessions.ts';
import { sessionLimitReached } from './responsibleGaming/enforce.ts';
import type { ContentLanguage } from './content/languages.ts';
import { readerLanguage, text } from './texts/index.ts';

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The language each call's context settled on, for its refusal (failure.ts). */
const languages = new WeakMap<FastifyRequest, ContentLanguage>();

/** A route that is not a call says which language its refusals speak (a game page: its launch's). */
export function setRequestLanguage(request: FastifyRequest, language: ContentLanguage): void {
  languages.set(request, language);
}

/**
 * The language a request's refusal is worded in: its call's (the member's included) when the call
 * got that far, else the X-Language header's, else the brand's default.
 */
export function requestLanguage(brands: PlatformBrands, request: FastifyRequest): ContentLanguage {
  const known = languages.get(request);
  if (known) return known;
  const brand = brandForRequest(brands, headerOf(request, 'x-merchant-code'), request.host);
  return readerLanguage(brand, headerOf(request, 'x-language'));
}

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
    const header = (name: string) => headerOf(request, name);
    const brand = brandForRequest(brands, header('x-merchant-code'), request.host);
    const auth = header('authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
    let session = token ? sessionForToken(db, token, brand.id, now()) : null;
    // Issue 29: a session limit reached ends the session; what needed it is refused saying so.
    const sessionLimit = session ? sessionLimitReached(db, brand, session.member.id, now(), session.key) : null;
    if (sessionLimit && token) {
      closeSession(db, token);
      session = null;
    }
    const member = session?.member ?? null;
    const language = readerLanguage(brand, header('x-language'), member?.language);
    languages.set(request, language);
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
      language,
      requireMember() {
        if (!member) throw sessionLimit ?? new PlatformError('NOT_LOGGED_IN', text('error.notLoggedIn'));
        return member;
      },
      outbox,
      pagePayments,
      now,
    };
  };
}

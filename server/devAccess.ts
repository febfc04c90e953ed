import type { FastifyRequest } from 'fastify';
import { isDevelopmentHost } from '../engine/core/hosts.ts';
import { hostnameOf } from '../engine/core/util/hostnameOf.ts';
import type { PlatformBrands } from './brands.ts';

/** Headers a proxy adds: a request carrying any of them came through one, whatever its socket says. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
] as const;

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.replace(/^::ffff:/, '').startsWith('127.'));

/**
 * Developer routes (the outbox, the captcha's answer, the development sign-in provider) hand out
 * players' secrets, so they answer only a request made on this machine itself: the socket's own
 * address is a loopback one *and* no proxy touched it. A reverse proxy on the same machine
 * connects from 127.0.0.1 too; the headers it adds are what give it away (issue 14).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Whether a request names a host this platform serves: the loopback names and `*.localhost`
 * (a browser resolves those itself, so no DNS answer can point them anywhere else) and every
 * brand's configured `hosts`. A page that rebinds its own DNS name to 127.0.0.1 reaches this
 * machine's socket, but its requests still carry its own name as Host (issue 24): the developer
 * routes and the studio answer only hosts from this list. Read at each request, so a brand the
 * studio adds is served at once.
 */
export function isServedHost(brands: PlatformBrands, host: string | undefined): boolean {
  if (!host) return false;
  const name = hostnameOf(host);
  if (isDevelopmentHost(name)) return true;
  if (Object.hasOwn(brands.hostMap.hosts, name)) return true;
  for (const brand of brands.byId.values())
    if (brand.hosts.some((served) => served.toLowerCase() === name)) return true;
  return false;
}

/** Host names that listen on this machine only. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Whether the developer routes are on: `LIVERY_DEV_ROUTES=1` switches them on, `0` off; unset,
 * they are on only when the platform listens on a loopback address (nobody else can reach it).
 */
export function devRoutesWanted(env: Readonly<Record<string, string | undefined>>, host: string): boolean {
  if (env.LIVERY_DEV_ROUTES === '1') return true;
  if (env.LIVERY_DEV_ROUTES === '0') return false;
  return LOOPBACK_HOSTS.has(host);
}

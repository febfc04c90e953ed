import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying any of them came through one, whatever its socket says. */
const FORWARDING_HEADERS = [
  'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'via',
  'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip',
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

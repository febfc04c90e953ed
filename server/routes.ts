import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAvatarRoutes } from './avatars.ts';
import type { PlatformBrands } from './brands.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import type { CallContext } from './context.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerDevSignInRoutes } from './devSignIn.ts';
import type { Db } from './db.ts';
import type { Outbox } from './services/outbox.ts';

/** What the routes outside the contract (images, the demo game, developer pages) may use. */
export interface ExtraRouteDeps {
  db: Db;
  brands: PlatformBrands;
  now: () => number;
  outbox: Outbox;
  devRoutes: boolean;
  /** The same per-request context the calls get (brand, member from the token, origin …). */
  contextFor(request: FastifyRequest): CallContext;
}

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.replace(/^::ffff:/, '').startsWith('127.'));

/** Routes that are not platform calls: generated images, the demo game page, the developer outbox. */
export function registerExtraRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  registerAvatarRoutes(app);
  registerCatalogueRoutes(app, deps);
  registerContentRoutes(app, deps);
  if (deps.devRoutes) {
    // Developers read the SMS codes and e-mails the platform "sent" here (README: the outbox). They
    // are secrets of the players, so only this machine may read them: the socket's own address
    // decides, never a forwarded header.
    app.get<{ Querystring: { recipient?: string; channel?: 'sms' | 'email' } }>(
      '/dev/outbox',
      { schema: { querystring: { type: 'object', additionalProperties: false, properties: { recipient: { type: 'string', maxLength: 200 }, channel: { type: 'string', enum: ['sms', 'email'] } } } } },
      async (request, reply) => {
        if (!isLoopback(request.socket.remoteAddress)) return reply.status(404).type('text/plain').send('Not found');
        return { success: true, value: deps.outbox.list({ recipient: request.query.recipient, channel: request.query.channel, limit: 50 }) };
      },
    );
    // The development sign-in provider's popup pages, /dev-auth/<provider> (AUTH-13, issue 9).
    registerDevSignInRoutes(app, deps);
  }
}

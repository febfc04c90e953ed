import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAvatarRoutes } from './avatars.ts';
import type { PlatformBrands } from './brands.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import type { CallContext } from './context.ts';
import { registerContentRoutes } from './content/routes.ts';
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

/** Routes that are not platform calls: generated images, the demo game page, the developer outbox. */
export function registerExtraRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  registerAvatarRoutes(app);
  registerCatalogueRoutes(app, deps);
  registerContentRoutes(app, deps);
  if (deps.devRoutes) {
    // Developers read the SMS codes and e-mails the platform "sent" here (README: the outbox).
    app.get('/dev/outbox', async (request) => {
      const query = request.query as { recipient?: string; channel?: 'sms' | 'email' };
      return { success: true, value: deps.outbox.list({ recipient: query.recipient, channel: query.channel, limit: 50 }) };
    });
  }
}

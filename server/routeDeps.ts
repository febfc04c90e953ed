import type { FastifyRequest } from 'fastify';
import type { PlatformBrands } from './brands.ts';
import type { CallContext } from './context.ts';
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

import type { FastifyInstance } from 'fastify';
import { registerAvatarRoutes } from './avatars.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerDeveloperRoutes } from './devRoutes.ts';
import { registerEventStream } from './money/eventStream.ts';
import type { ExtraRouteDeps } from './routeDeps.ts';

/** Routes that are not platform calls: generated images, the demo game page, the live events, the developer routes. */
export function registerExtraRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  // First, so that it sees every route registered after it: none may answer under the developer
  // paths outside its guard (devRoutes.ts).
  registerDeveloperRoutes(app, deps);
  registerAvatarRoutes(app);
  registerCatalogueRoutes(app, deps);
  registerContentRoutes(app, deps);
  // The live events stream (issue 15).
  registerEventStream(app, deps);
}

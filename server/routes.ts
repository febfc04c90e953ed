import type { FastifyInstance } from 'fastify';
import { registerAvatarRoutes } from './avatars.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { fromThisMachine, registerDevCaptchaRoute } from './devCaptcha.ts';
import { registerDevSignInRoutes } from './devSignIn.ts';
import { registerEventStream } from './money/eventStream.ts';
import { registerPaymentProvider } from './money/paymentProvider.ts';
import type { ExtraRouteDeps } from './routeDeps.ts';

/** Routes that are not platform calls: generated images, the demo game page, the developer outbox and captcha. */
export function registerExtraRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  registerAvatarRoutes(app);
  registerCatalogueRoutes(app, deps);
  registerContentRoutes(app, deps);
  // The live events stream and the development payment provider's page and callback (issue 15).
  registerEventStream(app, deps);
  registerPaymentProvider(app, deps);
  if (deps.devRoutes) {
    // Developers read the SMS codes and e-mails the platform "sent" here (README: the outbox). They
    // are secrets of the players, so only this machine may read them: the socket's own address
    // decides, never a forwarded header.
    app.get<{ Querystring: { recipient?: string; channel?: 'sms' | 'email' } }>(
      '/dev/outbox',
      { schema: { querystring: { type: 'object', additionalProperties: false, properties: { recipient: { type: 'string', maxLength: 200 }, channel: { type: 'string', enum: ['sms', 'email'] } } } } },
      async (request, reply) => {
        if (!fromThisMachine(request.socket.remoteAddress)) return reply.status(404).type('text/plain').send('Not found');
        return { success: true, value: deps.outbox.list({ recipient: request.query.recipient, channel: request.query.channel, limit: 50 }) };
      },
    );
    // The answer of the caller's latest captcha, for end-to-end tests (AUTH-08).
    registerDevCaptchaRoute(app, deps);
    // The development sign-in provider's popup pages, /dev-auth/<provider> (AUTH-13, issue 9).
    registerDevSignInRoutes(app, deps);
  }
}

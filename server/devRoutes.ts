import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_CHANNELS } from '../schemas/vocabulary.ts';
import { fromThisMachine, isServedHost } from './devAccess.ts';
import { registerDevCaptchaRoute } from './devCaptcha.ts';
import { registerDevSignInRoutes } from './devSignIn.ts';
import { registerPaymentProvider } from './money/paymentProvider.ts';
import type { ExtraRouteDeps } from './routeDeps.ts';

/** Paths that belong to the developer routes: nothing else may answer under them. */
export const DEVELOPER_PATH = /^\/dev(?:\/|-auth\/|-pay\/)/;

/**
 * The developer routes (issues 14 and 24): the outbox (GET /dev/outbox), the captcha's answer
 * (GET /dev/captcha), the development sign-in provider (/dev-auth/*) and the development payment
 * provider (/dev-pay/*). They hand out players' secrets or credit balances, so they live in one
 * plugin behind one guard, and a route added here cannot leave it out: a request is answered only
 * when it was made on this machine (no proxy touched it) and names a host this platform serves
 * (never a rebound attacker's name). Anything else gets a plain 404.
 *
 * Registered on every platform: with the developer routes off the plugin holds nothing, and any
 * route under their paths registered elsewhere stops the platform from starting.
 */
export function registerDeveloperRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const guarded = new Set<string>();
  const elsewhere: string[] = [];
  const key = (method: string | string[], url: string) => `${[method].flat().join(',')} ${url}`;
  app.addHook('onRoute', (route) => {
    if (DEVELOPER_PATH.test(route.url)) elsewhere.push(key(route.method, route.url));
  });
  app.addHook('onReady', async () => {
    const stray = elsewhere.filter((route) => !guarded.has(route));
    if (stray.length)
      throw new Error(`Developer routes outside the guarded plugin (server/devRoutes.ts): ${stray.join('; ')}`);
  });
  if (!deps.devRoutes) return;

  void app.register(async (developer) => {
    developer.addHook('onRoute', (route) => {
      guarded.add(key(route.method, route.url));
    });
    developer.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!fromThisMachine(request) || !isServedHost(deps.brands, request.headers.host)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
    });

    // Developers read the SMS codes and e-mails the platform "sent" here (README: the outbox).
    developer.get<{ Querystring: { recipient?: string; channel?: 'sms' | 'email' } }>(
      '/dev/outbox',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              recipient: { type: 'string', maxLength: 200 },
              channel: { type: 'string', enum: CODE_CHANNELS },
            },
          },
        },
      },
      async (request) => ({
        success: true,
        value: deps.outbox.list({ recipient: request.query.recipient, channel: request.query.channel, limit: 50 }),
      }),
    );
    // The answer of the caller's latest captcha, for end-to-end tests (AUTH-08).
    registerDevCaptchaRoute(developer, deps);
    // The development sign-in provider's popup pages, /dev-auth/<provider> (AUTH-13, issue 9).
    registerDevSignInRoutes(developer, deps);
    // The development payment provider's page and its signed callback (issue 15): with it off, no
    // e-wallet or card deposit can be made (deposits.ts), so none waits for a page that is not there.
    registerPaymentProvider(developer, deps);
  });
}

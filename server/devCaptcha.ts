import type { FastifyInstance } from 'fastify';
import type { ExtraRouteDeps } from './routeDeps.ts';
import { captchaAnswerFor } from './services/captcha.ts';

/**
 * GET /dev/captcha (a developer route: devRoutes.ts answers it to this machine only): the answer of the
 * captcha the platform last made for the caller's address on the brand the request names
 * (x-merchant-code, else the host; `?brand=` overrides), so an end-to-end test can solve the image
 * it cannot read (AUTH-08): the captcha of this machine's own address, since a request that came
 * through a proxy is never answered.
 */
export function registerDevCaptchaRoute(app: FastifyInstance, deps: ExtraRouteDeps): void {
  app.get<{ Querystring: { brand?: string } }>(
    '/dev/captcha',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { brand: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const ctx = deps.contextFor(request);
      const brand = request.query.brand ? deps.brands.byId.get(request.query.brand.toLowerCase()) : ctx.brand;
      if (!brand) return reply.status(404).type('text/plain').send('Not found');
      return { success: true, value: { brand: brand.id, answer: captchaAnswerFor(deps.db, brand.id, ctx.ip) ?? null } };
    },
  );
}

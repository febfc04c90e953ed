import type { FastifyInstance } from 'fastify';
import type { ExtraRouteDeps } from './routeDeps.ts';
import { captchaAnswerFor } from './services/captcha.ts';

/** Only this machine: the socket's own address decides, never a forwarded header. */
export const fromThisMachine = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.replace(/^::ffff:/, '').startsWith('127.'));

/**
 * GET /dev/captcha (developer routes, this machine only, like the outbox): the answer of the
 * captcha the platform last made for the caller's address on the brand the request names
 * (x-merchant-code, else the host; `?brand=` overrides), so an end-to-end test can solve the image
 * it cannot read (AUTH-08). The address is the one the calls see, so a test playing another
 * address with X-Forwarded-For (where the platform trusts it) reads that address's captcha.
 */
export function registerDevCaptchaRoute(app: FastifyInstance, deps: ExtraRouteDeps): void {
  app.get<{ Querystring: { brand?: string } }>(
    '/dev/captcha',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { brand: { type: 'string', maxLength: 40 } } } } },
    async (request, reply) => {
      if (!fromThisMachine(request.socket.remoteAddress)) return reply.status(404).type('text/plain').send('Not found');
      const ctx = deps.contextFor(request);
      const brand = request.query.brand ? deps.brands.byId.get(request.query.brand.toLowerCase()) : ctx.brand;
      if (!brand) return reply.status(404).type('text/plain').send('Not found');
      return { success: true, value: { brand: brand.id, answer: captchaAnswerFor(deps.db, brand.id, ctx.ip) ?? null } };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from './bootPage.ts';

/**
 * The site's policy: its own files only, inline script only by hash (the boot script), no eval;
 * styles may be inline (the theme's CSS variables and React's style attributes); images come only
 * from this site and the brands' platforms, whose system status names this same origin as the image
 * host (imageCDNs), so HTML from the platform cannot make a browser call anyone else (issue 14);
 * calls go to this server and the brands' platforms.
 */
export function sitePolicy(scriptHashes: readonly string[], platformOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${platformOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${platformOrigins.join(' ')}`.trim(),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Anything that is not a page (API answers, images, scripts): nothing runs, nothing frames it. */
export const RESOURCE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * HTTPS only from here on, for a year, on the host that answered (not its subdomains: a brand's
 * sister hosts decide for themselves).
 */
export const TRANSPORT_POLICY = 'max-age=31536000';

/**
 * Security headers on every answer (DESIGN §6b). A route that sets its own policy (the demo game
 * and lottery pages, the chat room, generated images) keeps it, with `frame-ancestors 'none'`
 * added when it names no framing; an HTML page without one gets the
 * site's policy with its own inline scripts allowed by hash; everything else the resource policy.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { platformOrigins?: readonly string[] } = {},
): void {
  const hashesOf = new Map<string, string[]>();
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // Over HTTPS (the socket's own, or a trusted proxy's X-Forwarded-Proto), every answer says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', TRANSPORT_POLICY);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    const own = reply.getHeader('content-security-policy');
    if (own !== undefined && !/(^|;)\s*frame-ancestors\s/.test(String(own))) {
      // A route's own policy that forgot framing (an SVG's) frames nowhere, like every resource.
      reply.header('content-security-policy', `${String(own)}; frame-ancestors 'none'`);
    }
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && typeof payload === 'string') {
        let hashes = hashesOf.get(payload);
        if (!hashes) {
          hashes = inlineScriptHashes(payload);
          if (hashesOf.size < 32) hashesOf.set(payload, hashes);
        }
        reply.header('content-security-policy', sitePolicy(hashes, options.platformOrigins));
      } else {
        reply.header('content-security-policy', RESOURCE_POLICY);
      }
    }
    return payload;
  });
}

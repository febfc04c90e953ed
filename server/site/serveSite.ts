import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HostMap } from '../../engine/core/hosts.ts';
import { failure } from '../failure.ts';
import { inlineScriptHashes, readBootPreloads, withHostMap } from './bootPage.ts';
import { sitePolicy } from './securityHeaders.ts';
import { isHttpUrl } from '../../engine/core/util/isHttpUrl.ts';

/** Hashed build output: its name changes with its content, so browsers and CDNs keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the brand documents: kept, but asked again (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/** Paths that belong to the platform API; anything else is the site. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The built player beside the API: files as built (precompressed .br / .gz beside them are sent to
 * a browser that accepts them), hashed /assets/* immutable, brand documents with ETags, and
 * index.html for every client route, carrying the platform's own host map and preload plans. An
 * unknown API path is a NOT_FOUND envelope; any other unknown file a plain 404.
 */
export async function registerSite(app: FastifyInstance, options: { siteDir?: string; hostMap: HostMap }): Promise<void> {
  const siteDir = options.siteDir && existsSync(path.join(options.siteDir, 'index.html')) ? path.resolve(options.siteDir) : undefined;
  // The page carries the platform's own host map, so the player and the API always agree on which
  // brand a host is, even for a brand added (and brand-built) since the player was built.
  const preloads = siteDir ? readBootPreloads(siteDir, options.hostMap) : {};
  const page = siteDir ? withHostMap(readFileSync(path.join(siteDir, 'index.html'), 'utf8'), options.hostMap, preloads) : undefined;
  const pageTag = page ? `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"` : undefined;
  // The boot script (and the inline host map) run by their hash; calls may go to each brand's own platform.
  const platformOrigins = [...new Set(Object.values(preloads).flatMap(({ api }) => (isHttpUrl(api) ? [new URL(api).origin] : [])))];
  const pagePolicy = page ? sitePolicy(inlineScriptHashes(page), platformOrigins) : '';
  if (siteDir) {
    const assets = `${path.join(siteDir, 'assets')}${path.sep}`;
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => void reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isApiPath(request.url)) return failure(reply, 404, 'NOT_FOUND', `No such call: ${request.method} ${pathname}`);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (!path.extname(pathname) || pathname === '/index.html');
    if (page && wantsPage) {
      reply.header('cache-control', REVALIDATE).header('etag', pageTag!).header('content-security-policy', pagePolicy).type('text/html; charset=utf-8');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === pageTag)) return reply.status(304).send();
      return reply.send(page);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}

import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { HostMap } from '../../engine/core/hosts.ts';
import { PlatformError } from '../errors.ts';
import { bootPreloadOf, inlineScriptHashes, readBootPreloads, readEarlyCalls, withHostMap } from './bootPage.ts';
import { WIDGET_CHUNKS_FILE, type WidgetChunks } from '../../engine/core/widgetChunks.ts';
import type { LiveBrands } from '../liveBrands.ts';
import { sitePolicy } from './securityHeaders.ts';
import { isHttpUrl } from '../../engine/core/util/isHttpUrl.ts';
import { MANIFEST_CONTENT_TYPE, MANIFEST_ROUTE } from '../../engine/brandFiles/manifest.ts';
import { text } from '../texts/index.ts';

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
export async function registerSite(
  app: FastifyInstance,
  options: { siteDir?: string; hostMap: HostMap; live?: LiveBrands },
): Promise<void> {
  const siteDir =
    options.siteDir && existsSync(path.join(options.siteDir, 'index.html')) ? path.resolve(options.siteDir) : undefined;
  const { live } = options;
  const template = siteDir ? readFileSync(path.join(siteDir, 'index.html'), 'utf8') : undefined;
  const chunksFile = siteDir ? path.join(siteDir, WIDGET_CHUNKS_FILE) : undefined;
  const chunks =
    chunksFile && existsSync(chunksFile) ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as WidgetChunks) : undefined;
  // The page carries the platform's own host map, so the player and the API always agree on which
  // brand a host is, even for a brand added (and brand-built) since the player was built. With live
  // brands the page is drawn again whenever a brand changes on disk.
  // Worked out by the brand build from the widgets' code: a brand edited live since keeps the built ones
  // (a call whose params changed is then not matched, and the player asks it itself).
  const early = siteDir ? readEarlyCalls(siteDir) : {};
  const drawPage = () => {
    if (!template || !siteDir) return { page: undefined, compressed: undefined, pageTag: undefined, pagePolicy: '' };
    const map = live ? live.brands.hostMap : options.hostMap;
    const preloads = !chunks
      ? {}
      : !live
        ? readBootPreloads(siteDir, map, chunks, early)
        : Object.fromEntries(
            map.brands.flatMap((id) => {
              const brand = live.runtime(id);
              return brand ? [[id, bootPreloadOf(brand, chunks, early[id])]] : [];
            }),
          );
    const page = withHostMap(template, map, preloads);
    // The boot script (and the inline host map) run by their hash; calls may go to each brand's own platform.
    const platformOrigins = [
      ...new Set(Object.values(preloads).flatMap(({ api }) => (isHttpUrl(api) ? [new URL(api).origin] : []))),
    ];
    return {
      page,
      // Compressed once per drawing, at brotli's best: the page is the same for every request.
      compressed: {
        br: brotliCompressSync(page, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(page, { level: 9 }),
      },
      pageTag: `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`,
      pagePolicy: sitePolicy(inlineScriptHashes(page), platformOrigins),
    };
  };
  let drawn = drawPage();
  let drawnAt = live?.version ?? 0;
  const currentPage = () => {
    if (live && live.version !== drawnAt) {
      drawn = drawPage();
      drawnAt = live.version;
    }
    return drawn;
  };
  if (live) registerLiveBrandFiles(app, live);
  if (siteDir) {
    const assets = `${path.join(siteDir, 'assets')}${path.sep}`;
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) =>
        void reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Thrown, so the error handler words the refusal in the request's language.
    if (isApiPath(request.url))
      throw new PlatformError('NOT_FOUND', text('error.noSuchCall', { method: request.method, path: pathname }));
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (!path.extname(pathname) || pathname === '/index.html');
    const { page, compressed, pageTag, pagePolicy } = currentPage();
    if (page && compressed && wantsPage) {
      reply
        .header('cache-control', REVALIDATE)
        .header('etag', pageTag!)
        .header('content-security-policy', pagePolicy)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === pageTag))
        return reply.status(304).send();
      // The not-found handler is no route, so the compression plugin does not see it: the page is sent
      // compressed here, as the built files are.
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page);
      return reply.header('content-encoding', encoding).send(compressed[encoding]);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}

/** The encodings the page is kept in, the preferred first where the browser takes several equally. */
const pageEncodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send the page in: brotli, else gzip, as the browser's Accept-Encoding allows; none otherwise. */
export function pageEncoding(accepted: string | undefined): 'br' | 'gzip' | undefined {
  return pageEncodings.negotiate(accepted ?? '') ?? undefined;
}

const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};
const LIVE_BRAND = /^\/brands\/(?:(hosts)|([a-z][a-z0-9-]*))\.json$/;
const LIVE_ASSET = /^\/brands\/([a-z][a-z0-9-]*)\/assets\/(.+)$/;

/**
 * Brand documents, the host map, web app manifests and brand assets as brands/ holds them now, ahead of the files the
 * last build wrote (issue 18): a brand saved or created while the server runs is served at once.
 */
function registerLiveBrandFiles(app: FastifyInstance, live: LiveBrands): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
    const document = LIVE_BRAND.exec(pathname);
    const manifest = MANIFEST_ROUTE.exec(pathname);
    if (document || manifest) {
      const json = manifest
        ? live.manifestJson(manifest[1]!)
        : document![1]
          ? JSON.stringify(live.brands.hostMap)
          : live.runtimeJson(document![2]!);
      if (json === undefined) return reply.status(404).type('text/plain').send('Not found');
      const tag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', REVALIDATE)
        .header('etag', tag)
        .type(manifest ? MANIFEST_CONTENT_TYPE : 'application/json; charset=utf-8');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((one) => one.trim().replace(/^W\//, '') === tag))
        return reply.status(304).send();
      return reply.send(json);
    }
    const asset = LIVE_ASSET.exec(pathname);
    if (asset) {
      const file = live.assetFile(asset[1]!, asset[2]!);
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      reply.header('cache-control', REVALIDATE);
      // Without a built site there is no static plugin to stream with; brand assets are small.
      if (typeof reply.sendFile === 'function') return reply.sendFile(path.basename(file), path.dirname(file));
      return reply
        .type(ASSET_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .send(readFileSync(file));
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { readAllBrands } from '../engine/brandFiles/files.ts';
import { buildHostMap, chainOf, resolveAsset, servableBrandIds } from '../engine/brandFiles/library.ts';
import { errorMessage, formatIssue } from '../engine/brandFiles/issues.ts';
import { MANIFEST_CONTENT_TYPE, MANIFEST_ROUTE, manifestJson, webAppManifest } from '../engine/brandFiles/manifest.ts';
import { buildRuntimeBrand } from '../engine/brandFiles/runtime.ts';
import type { WidgetSchemaSource } from '../engine/brandFiles/schema.ts';
import { validateBrands } from '../engine/brandFiles/validate.ts';

export interface LiveryBrandsOptions {
  /** Folder that holds brands/; default the working directory. */
  root?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves brands in development exactly as `brand build` writes them, built live from brands/,
 * and keeps them validated: errors go to Vite's overlay, and a fix reloads the page.
 */
export function liveryBrands(options: LiveryBrandsOptions = {}): Plugin {
  const root = path.resolve(options.root ?? process.cwd());
  const brandsRoot = path.join(root, 'brands');
  let definitions: readonly WidgetSchemaSource[] = [];
  let lastErrors: string[] = [];

  // The catalogue imports widget modules, so it is loaded through Vite's own module graph.
  async function loadDefinitions(server: ViteDevServer): Promise<void> {
    try {
      const module = (await server.ssrLoadModule(path.join(root, 'widgets', 'catalogue.ts'))) as {
        widgetDefinitions?: WidgetSchemaSource[];
      };
      definitions = (module.widgetDefinitions ?? []).map(({ type, schema }) => ({ type, schema }));
    } catch (error) {
      server.config.logger.warn(
        `[livery-brands] widget catalogue not loaded (${errorMessage(error)}); widget props are not checked.`,
      );
      definitions = [];
    }
  }

  function check(server: ViteDevServer): void {
    let lines: string[];
    try {
      lines = validateBrands([], { root, definitions }).flatMap((report) => report.issues.map(formatIssue));
    } catch (error) {
      lines = [`error: ${errorMessage(error)}`];
    }
    const hadErrors = lastErrors.length > 0;
    lastErrors = lines;
    if (lines.length) {
      server.config.logger.error(`[livery-brands] brand errors:\n${lines.join('\n')}`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: `Brand errors:\n${lines.join('\n')}`, stack: '' } });
    } else if (hadErrors) {
      server.config.logger.info('[livery-brands] brands are valid again.', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  }

  return {
    name: 'livery-brands',
    async configureServer(server) {
      await loadDefinitions(server);
      check(server);
      // A page opened after the last change would otherwise never see the overlay.
      server.ws.on('connection', () => {
        if (lastErrors.length)
          server.ws.send({ type: 'error', err: { message: `Brand errors:\n${lastErrors.join('\n')}`, stack: '' } });
      });
      server.watcher.add(brandsRoot);
      const onChange = (file: string): void => {
        if (path.resolve(file).startsWith(brandsRoot + path.sep)) check(server);
        else if (path.resolve(file).startsWith(path.join(root, 'widgets') + path.sep)) {
          // A widget schema change changes what brands may say.
          void loadDefinitions(server).then(() => check(server));
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const pathname = decodeURIComponent(url.pathname);
        if (!pathname.startsWith('/brands/')) return next();
        const send = (status: number, type: string, body: string | Buffer): void => {
          response.statusCode = status;
          response.setHeader('Content-Type', type);
          response.setHeader('Cache-Control', 'no-store');
          response.end(body);
        };
        try {
          const brands = readAllBrands(root);
          const servable = servableBrandIds(brands);
          if (pathname === '/brands/hosts.json')
            return send(200, 'application/json', JSON.stringify(buildHostMap(root, brands)));
          const json = /^\/brands\/([a-z][a-z0-9-]*)\.json$/.exec(pathname);
          if (json) {
            const id = json[1]!;
            if (!servable.includes(id)) return send(404, 'text/plain', `No brand "${id}".`);
            return send(200, 'application/json', JSON.stringify(buildRuntimeBrand(id, { root, definitions, brands })));
          }
          const manifest = MANIFEST_ROUTE.exec(pathname);
          if (manifest) {
            const id = manifest[1]!;
            if (!servable.includes(id)) return send(404, 'text/plain', `No brand "${id}".`);
            const runtime = buildRuntimeBrand(id, { root, definitions, brands });
            const dirs = chainOf(id, brands).map((brand) => brand.dir);
            return send(200, MANIFEST_CONTENT_TYPE, manifestJson(webAppManifest(runtime, dirs)));
          }
          const asset = /^\/brands\/([a-z][a-z0-9-]*)\/assets\/(.+)$/.exec(pathname);
          if (asset) {
            const file = resolveAsset(chainOf(asset[1]!, brands), asset[2]!);
            if (!file) return send(404, 'text/plain', 'Not found.');
            return send(
              200,
              CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
              fs.readFileSync(file),
            );
          }
          return next();
        } catch (error) {
          return send(500, 'text/plain', errorMessage(error));
        }
      });
    },
    // The host map goes inline into index.html, so start-up costs one request for the brand
    // (DESIGN §4). Without it (an older index.html) the player fetches /brands/hosts.json.
    transformIndexHtml: {
      order: 'pre',
      handler() {
        const map = JSON.stringify(buildHostMap(root)).replace(/</g, '\\u003c');
        return [{ tag: 'script', children: `window.__LIVERY_HOSTS__=${map};`, injectTo: 'head-prepend' }];
      },
    },
  };
}

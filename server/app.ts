import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Ajv, { type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decryptPayload, isEncryptedPayload } from '../engine/api/crypto.ts';
import type { JSONSchema } from 'json-schema-to-ts';
import { calls, okEnvelope, type CallDefinition, type CallName } from '../schemas/api/index.ts';
import { isDevelopmentHost, type HostMap } from '../engine/core/hosts.ts';
import { brandForRequest, type PlatformBrand, type PlatformBrands } from './brands.ts';
import { handlers as allHandlers } from './calls/index.ts';
import type { CallContext, CallHandlers } from './context.ts';
import type { Db } from './db.ts';
import { PlatformError } from './errors.ts';
import type { ServerKeys } from './keys.ts';
import { readMultipart } from './multipart.ts';
import { assertSiteOpen } from './siteSwitches.ts';
import { localOutbox, type Outbox } from './services/outbox.ts';
import { memberForToken } from './services/sessions.ts';
import { registerExtraRoutes } from './routes.ts';

export interface AppOptions {
  db: Db;
  brands: PlatformBrands;
  keys: ServerKeys;
  /** Built player (dist/): served with a fallback to index.html for client routes. */
  siteDir?: string;
  outbox?: Outbox;
  /** Clock for every call (tests move it). */
  now?: () => number;
  logger?: boolean;
  /** Trust X-Forwarded-For (behind a reverse proxy; tests set visitor addresses with it). */
  trustProxy?: boolean;
  /** Developer routes (GET /dev/outbox, answered to this machine only). */
  devRoutes?: boolean;
  handlers?: CallHandlers;
}

/**
 * The origin the visitor used, for the absolute URLs the platform hands out (game launch, icons,
 * chat). Only a host of one of the brands or a development host is echoed back; any other Host
 * header (a proxy's internal name, a forged one) gives the brand's own first host.
 */
function originOf(request: FastifyRequest, brand: PlatformBrand): string {
  const host = request.host.toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (isDevelopmentHost(host) || brand.hosts.some((h) => h.toLowerCase() === hostname)) return `${request.protocol}://${host}`;
  return `${request.protocol}://${brand.hosts.find((h) => !isDevelopmentHost(h)) ?? brand.hosts[0] ?? 'localhost'}`;
}

/** index.html with `window.__LIVERY_HOSTS__` set to this map (the build inlines one; this replaces it). */
export function withHostMap(html: string, map: HostMap): string {
  const script = `window.__LIVERY_HOSTS__=${JSON.stringify(map).replace(/</g, '\\u003c')};`;
  const inlined = /window\.__LIVERY_HOSTS__=[^<]*?;(?=<\/script>)/;
  return inlined.test(html) ? html.replace(inlined, () => script) : html.replace('<head>', () => `<head><script>${script}</script>`);
}

/** Paths that belong to the platform API; anything else is the site. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Calls that answer during maintenance and for blocked visitors: the site needs them to say why. */
const ALWAYS_OPEN: ReadonlySet<CallName> = new Set(['systemStatus']);

const failure = (reply: FastifyReply, status: number, code: string, message: string, extra: object = {}) =>
  reply.status(status).send({ success: false, code, message, ...extra });

/** The reference platform: every call of schemas/api, validated and serialised with its schemas. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, brands, keys } = options;
  const now = options.now ?? Date.now;
  const outbox = options.outbox ?? localOutbox(db, now);
  const handlers = options.handlers ?? allHandlers;

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ajv: {
      // Reject what the contract does not allow (never strip it silently); query strings arrive as text.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [ajvFormats as never],
    },
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 10 } });

  // Encrypted bodies are validated after decryption, with the contract's plain-body schema.
  const plainAjv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: false, strict: false });
  ajvFormats(plainAjv);
  const plainBodyValidators = new Map<string, ValidateFunction>();

  app.setErrorHandler((error: Error & { validation?: unknown; validationContext?: string; statusCode?: number }, request, reply) => {
    if (error instanceof PlatformError) return failure(reply, error.status, error.code, error.message, error.extra);
    if (error.validation) {
      return failure(reply, 400, 'VALIDATION_FAILED', `Invalid ${error.validationContext ?? 'request'}: ${error.message.replace(/^(body|querystring)\/?/, '')}`.trim());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 413 ? 'BAD_REQUEST' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return failure(reply, error.statusCode, code, error.statusCode === 413 ? 'The request is too large.' : 'The request could not be read.');
    }
    // Never a stack trace on the wire: the details go to the log only.
    request.log.error(error);
    return failure(reply, 500, 'UNKNOWN', 'Unknown system error, please try again later.');
  });

  function contextFor(request: FastifyRequest): CallContext {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const brand = brandForRequest(brands, header('x-merchant-code'), request.host);
    const auth = header('authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null;
    const member = token ? memberForToken(db, token, brand.id, now()) : null;
    return {
      db,
      brand,
      brands: brands.byId,
      ip: request.ip,
      origin: originOf(request, brand),
      publicKey: keys.publicKeySpkiBase64,
      token,
      member,
      requireMember() {
        if (!member) throw new PlatformError('NOT_LOGGED_IN', 'Not logged in, please log in.');
        return member;
      },
      outbox,
      now,
    };
  }

  async function inputOf(definition: CallDefinition, request: FastifyRequest): Promise<unknown> {
    if (definition.method === 'GET' || definition.method === 'DELETE') return definition.query ? request.query : undefined;
    if (definition.multipart) return validated(definition, await readMultipart(request, definition));
    if (!definition.encrypted) return definition.body ? request.body : undefined;
    // An encrypted call never accepts its fields in plain text (UNSPEC-20).
    if (!isEncryptedPayload(request.body)) {
      throw new PlatformError('PLAIN_TEXT_REJECTED', 'This call must be encrypted: send { key, iv, data } made with the platform public key.');
    }
    let plain: unknown;
    try {
      plain = await decryptPayload(keys.privateKey, request.body);
    } catch {
      throw new PlatformError('BAD_REQUEST', 'The encrypted payload could not be decrypted.');
    }
    return validated(definition, plain);
  }

  /** Checks a body the router could not (decrypted or multipart) against the call's body schema. */
  function validated(definition: CallDefinition, body: unknown): unknown {
    let validate = plainBodyValidators.get(definition.name);
    if (!validate) {
      validate = plainAjv.compile(definition.body as object);
      plainBodyValidators.set(definition.name, validate);
    }
    if (!validate(body)) {
      const first = validate.errors?.[0];
      throw new PlatformError('VALIDATION_FAILED', `Invalid body: ${first?.instancePath || ''} ${first?.message ?? ''}`.replace(/\s+/g, ' ').trim());
    }
    return body;
  }

  for (const [name, definition] of Object.entries(calls) as [CallName, CallDefinition][]) {
    // One loose signature for the loop: each handler was checked against its own call where it is defined.
    const handler = (handlers as unknown as Record<string, (input: unknown, ctx: CallContext) => unknown>)[name]!;
    const plainBody = definition.body && !definition.encrypted && !definition.multipart;
    app.route({
      method: definition.method,
      url: definition.path,
      schema: {
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(plainBody ? { body: definition.body } : {}),
        response: { 200: okEnvelope(definition.response as JSONSchema) },
      },
      handler: async (request, reply) => {
        const ctx = contextFor(request);
        if (!ALWAYS_OPEN.has(name)) assertSiteOpen(db, ctx.ip);
        if (definition.token) ctx.requireMember();
        const input = await inputOf(definition, request);
        const value = await handler(input, ctx);
        return reply.send({ success: true, value: value ?? null });
      },
    });
  }

  registerExtraRoutes(app, { db, brands, now, outbox, devRoutes: options.devRoutes ?? false, contextFor });

  const siteDir = options.siteDir && existsSync(path.join(options.siteDir, 'index.html')) ? path.resolve(options.siteDir) : undefined;
  // The page carries the platform's own host map, so the player and the API always agree on which
  // brand a host is, even for a brand added (and brand-built) since the player was built.
  const page = siteDir ? withHostMap(readFileSync(path.join(siteDir, 'index.html'), 'utf8'), brands.hostMap) : undefined;
  if (siteDir) {
    await app.register(fastifyStatic, { root: siteDir, wildcard: false, index: false, allowedPath: (pathName) => pathName !== '/index.html' });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isApiPath(request.url)) return failure(reply, 404, 'NOT_FOUND', `No such call: ${request.method} ${pathname}`);
    const wantsPage = request.method === 'GET' && (!path.extname(pathname) || pathname === '/index.html');
    if (page && wantsPage) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}

import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';
import { calls, okEnvelope, type CallDefinition, type CallName } from '../schemas/api/index.ts';
import type { PlatformBrands } from './brands.ts';
import type { LiveBrands } from './liveBrands.ts';
import { assertCallEncoding, callInputReader } from './callInput.ts';
import { handlers as allHandlers } from './calls/index.ts';
import type { CallContext, CallHandlers } from './context.ts';
import type { Db } from './db.ts';
import { registerErrorHandler } from './failure.ts';
import { callValidatorCompiler } from './inputValidation.ts';
import type { ServerKeys } from './keys.ts';
import { contextFactory, requestLanguage } from './requestContext.ts';
import { registerExtraRoutes } from './routes.ts';
import { localOutbox, type Outbox } from './services/outbox.ts';
import { assertPasswordChangeMade } from './services/passwordChange.ts';
import { assertAllowedWhileExcluded, withoutMarketing } from './responsibleGaming/gate.ts';
import { assertSiteOpen } from './siteSwitches.ts';
import { registerSecurityHeaders } from './site/securityHeaders.ts';
import { registerSite } from './site/serveSite.ts';

export interface AppOptions {
  db: Db;
  brands: PlatformBrands;
  keys: ServerKeys;
  /** Built player (dist/): served with a fallback to index.html for client routes. */
  siteDir?: string;
  outbox?: Outbox;
  /** Clock for every call (tests move it). */
  now?: () => number;
  /** Fastify's logger: off, on, or with a level (server/logging.ts reads LIVERY_LOG). */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For (behind a reverse proxy; tests set visitor addresses with it). */
  trustProxy?: boolean;
  /** Developer routes (devRoutes.ts: the outbox, captcha, sign-in and payment pages, answered to this machine only). */
  devRoutes?: boolean;
  handlers?: CallHandlers;
  /** Brands served as brands/ holds them now (validated, last good kept), instead of the built files. */
  live?: LiveBrands;
}

/** Calls that answer during maintenance and for blocked visitors: the site needs them to say why. */
const ALWAYS_OPEN: ReadonlySet<CallName> = new Set(['systemStatus']);

/** Calls whose answer hands out a session token (the others that carry personal data have token: true or are encrypted). */
const SESSION_CALLS: ReadonlySet<CallName> = new Set([
  'login',
  'loginVerify',
  'freeplayLogin',
  'register',
  'registerMobile',
]);

/** An answer with a token or personal data is never kept by a browser or a proxy. */
const isPrivate = (name: CallName, definition: CallDefinition) =>
  definition.token || definition.encrypted || SESSION_CALLS.has(name);

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
      // The routes that are not calls (images, pages, developer routes) read only query strings and
      // paths, text: their numbers are read from it. Calls get their own validators (inputValidation.ts).
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      plugins: [ajvFormats as never],
    },
  });
  registerSecurityHeaders(app);
  // Text answers are compressed (brotli, else gzip); built files already are, beside them.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Form bodies are read for the one call the contract declares form-encoded (CALL-16) and the developer
  // pages' forms; every other call refuses them before its schema reads them (callInput.ts assertCallEncoding).
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 10 } });
  registerErrorHandler(app, (request) => requestLanguage(brands, request));
  // The development payment provider is one of the developer routes: without them no page takes e-wallet or card payments.
  const contextFor = contextFactory({ db, brands, keys, outbox, now, pagePayments: options.devRoutes ?? false });
  const inputOf = callInputReader(keys);
  const validatorFor = callValidatorCompiler();

  for (const [name, definition] of Object.entries(calls) as [CallName, CallDefinition][]) {
    // One loose signature for the loop: each handler was checked against its own call where it is defined.
    const handler = (handlers as unknown as Record<string, (input: unknown, ctx: CallContext) => unknown>)[name]!;
    const plainBody = definition.body && !definition.encrypted && !definition.multipart;
    app.route({
      method: definition.method,
      url: definition.path,
      validatorCompiler: validatorFor(definition),
      // Before the schema reads the body: a body in another encoding than the call's is refused as such.
      preValidation: async (request) => assertCallEncoding(definition, request),
      schema: {
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(plainBody ? { body: definition.body } : {}),
        response: { 200: okEnvelope(definition.response as JSONSchema) },
      },
      handler: async (request, reply) => {
        if (isPrivate(name, definition)) reply.header('cache-control', 'no-store');
        const ctx = contextFor(request);
        if (!ALWAYS_OPEN.has(name)) assertSiteOpen(db, ctx.ip);
        if (definition.token) ctx.requireMember();
        // A session held to a password change does nothing else until it is made (AUTH-05, AUTH-06, UNSPEC-19).
        assertPasswordChangeMade(name, ctx);
        // An excluded account withdraws and reads its history, and hears no marketing (issue 29).
        assertAllowedWhileExcluded(name, ctx);
        const input = await inputOf(definition, request);
        const value = withoutMarketing(name, ctx, await handler(input, ctx));
        return reply.send({ success: true, value: value ?? null });
      },
    });
  }

  registerExtraRoutes(app, { db, brands, now, outbox, devRoutes: options.devRoutes ?? false, contextFor });

  await registerSite(app, {
    siteDir: options.siteDir,
    hostMap: brands.hostMap,
    ...(options.live ? { live: options.live } : {}),
  });

  return app;
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import {
  brandDir,
  brandFile,
  brandIdProblem,
  isBrandId,
  readAllBrands,
  readBrand,
} from '../../engine/brandFiles/files.ts';
import { chainOf, mergedLocales } from '../../engine/brandFiles/library.ts';
import { validateDraft } from '../../engine/brandFiles/validate.ts';
import { resolveBrand } from '../../engine/core/merge.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';
import { isServedHost } from '../../server/devAccess.ts';
import type { LiveBrands } from '../../server/liveBrands.ts';
import { createBrand } from '../../scripts/brand/new.ts';
import { describeChanges } from './changes.ts';
import { removeUnusedUploads } from './uploadedFiles.ts';
import { uploadRoutes } from './uploads.ts';
import { historyEntries, isHistoryEntry, readHistoryEntry, versionOf, writeKeepingHistory } from './brandHistory.ts';
import { savedText } from './brandText.ts';
import type { Db } from '../../server/db.ts';
import { openSession } from '../../server/services/sessions.ts';
import { createMember } from '../../server/services/accounts.ts';
import { TRIAL_TYPE } from '../../server/services/roles.ts';

/** The studio page's policy: its own files only, no eval (its validators are precompiled), the player framed from this origin. */
export const STUDIO_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const SECRET_HEADER = 'x-studio-secret';

export interface StudioOptions {
  live: LiveBrands;
  /** The platform's database: the preview signs in as a demo member, agent or a new trial account. */
  db: Db;
  /** The printed session secret: every studio API call must carry it. */
  secret: string;
  /** The built studio (dist-studio/). */
  studioDir: string;
}

/** A write that failed says why in plain words, and that nothing was lost. */
function writeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  const why: Record<string, string> = {
    ENOSPC: 'the disk is full',
    EACCES: 'the file is locked or read-only',
    EPERM: 'the file is locked or read-only',
    EROFS: 'the disk is read-only',
    EBUSY: 'the file is in use',
  };
  return `The brand could not be saved: ${why[code] ?? 'the file could not be written'} (${code}). The file on disk is unchanged and your edits are kept here.`;
}

/** Whether an Origin header names the very origin the request was sent to (scheme http(s), same host and port). */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      host !== undefined &&
      url.host === new URL(`${url.protocol}//${host}`).host
    );
  } catch {
    return false;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The studio's calls, on the reference platform's own server so the preview is the real player on
 * the same origin: brands to open, checks as the operator types (the brand CLI's own, same
 * messages), save (atomic, refused on a change made meanwhile on disk or an invalid brand), new.
 *
 * All of it (page, preview session, API) sits in one plugin behind one guard (issue 24): it answers
 * only the hosts this platform serves (loopback names, `*.localhost`, the brands' hosts), so a page
 * that rebinds its DNS name to this machine gets nothing, and it takes writes only from its own
 * origin (a request a browser sends carries its page's Origin). Every brand id is checked against
 * the brand schema's pattern before a path is built from it.
 */
/** A brand text's document, or nothing for a text that is not JSON (a file broken on disk). */
function parsedOrNothing(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  await app.register(async (studio) => {
    studio.addHook('onRequest', async (request, reply) => {
      if (!isServedHost(options.live.brands, request.headers.host)) {
        return reply
          .status(403)
          .send({ message: "The studio answers only its own addresses (this machine's names and the brands' hosts)." });
      }
      const origin = request.headers.origin;
      if (!READS.has(request.method) && origin !== undefined && !isOwnOrigin(origin, request.headers.host)) {
        return reply.status(403).send({ message: 'The studio takes changes from its own page only.' });
      }
    });
    await studioRoutes(studio, options);
  });
}

async function studioRoutes(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { live } = options;
  const root = live.root;
  const expected = Buffer.from(options.secret);
  /** A brand id that is not one: refused before any path is built from it. */
  const notABrandId = (reply: FastifyReply, id: string) => reply.status(400).send({ message: brandIdProblem(id) });

  await app.register(fastifyStatic, {
    root: options.studioDir,
    prefix: '/studio/',
    decorateReply: false,
    index: ['index.html'],
    setHeaders: (reply, file) => {
      if (file.endsWith('.html'))
        void reply.header('content-security-policy', STUDIO_POLICY).header('cache-control', 'no-cache');
    },
  });

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(String(request.headers[SECRET_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send({ message: 'This studio session needs the secret printed by npm run studio.' });
    }
  };

  await uploadRoutes(app, { root, guard });

  const brandInfo = (id: string) => {
    const brands = readAllBrands(root);
    const source = brands.get(id);
    if (!source) return undefined;
    const text = fs.readFileSync(source.file, 'utf8');
    const parentId = source.document?.extends;
    let parent: unknown;
    try {
      parent = parentId ? resolveBrand(parentId, (other) => brands.get(other)?.document) : null;
    } catch {
      parent = null;
    }
    const report = validateDraft(root, id, source.raw, live.validators, brands);
    return {
      id,
      text,
      version: versionOf(text),
      document: source.document ?? null,
      parseIssue: source.parseIssue ?? null,
      parent,
      locales: mergedLocales(root, chainOf(id, brands)),
      issues: report.issues,
    };
  };

  // The preview as a member, an agent or a trial account: a real session of the demo account (or a
  // new trial account) on this brand, handed to the framed player, which then opens the route.
  app.get<{ Querystring: { brand?: string; kind?: string; path?: string; secret?: string } }>(
    '/studio/session',
    async (request, reply) => {
      const { brand = '', kind = 'visitor', path: route = '/' } = request.query;
      const given = Buffer.from(String(request.query.secret ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).type('text/plain').send('Not allowed.');
      if (!isBrandId(brand)) return reply.status(400).type('text/plain').send(brandIdProblem(brand));
      if (!live.brands.byId.has(brand)) return reply.status(404).type('text/plain').send('No such brand.');
      const now = Date.now();
      let token = '';
      if (kind === 'member' || kind === 'agent') {
        const row = options.db
          .prepare('SELECT id FROM members WHERE brand = ? AND account = ?')
          .get(brand, kind === 'member' ? 'demo_member' : 'demo_agent') as { id: number } | undefined;
        if (row) token = openSession(options.db, row.id, now);
      } else if (kind === 'trial') {
        const member = await createMember(
          options.db,
          {
            brand,
            account: `trial_${randomBytes(4).toString('hex')}`,
            type: TRIAL_TYPE,
            nickname: 'Trial',
            balanceCents: 0,
          },
          now,
        );
        token = openSession(options.db, member.id, now);
      }
      const target = `${route.startsWith('/') && !route.startsWith('//') ? route : '/'}?brand=${encodeURIComponent(brand)}&studio=1`;
      // An inline script runs by its hash (the site's policy): it swaps the session and goes on.
      const script = `sessionStorage.removeItem('token');${token ? `sessionStorage.setItem('token',${JSON.stringify(token)});` : ''}location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')});`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><title>Preview</title><script>${script}</script></html>`);
    },
  );

  app.get('/studio/api/brands', { preHandler: guard }, async () => {
    const brands = readAllBrands(root);
    return {
      brands: [...brands.values()].map((source) => ({
        id: source.id,
        name: typeof source.document?.name === 'string' ? source.document.name : source.id,
        extends: source.document?.extends ?? null,
        chain: chainOf(source.id, brands).map((link) => link.id),
      })),
      served: live.brands.hostMap.brands,
    };
  });

  app.get<{ Params: { id: string } }>('/studio/api/brands/:id', { preHandler: guard }, async (request, reply) => {
    if (!isBrandId(request.params.id)) return notABrandId(reply, request.params.id);
    const info = brandInfo(request.params.id);
    return info ?? reply.status(404).send({ message: `No brand "${request.params.id}".` });
  });

  app.post<{ Body: { id?: string; document?: unknown } }>(
    '/studio/api/check',
    { preHandler: guard },
    async (request, reply) => {
      const { id = '', document } = request.body ?? {};
      if (!isBrandId(id)) return notABrandId(reply, String(id));
      return { issues: validateDraft(root, id, document, live.validators).issues };
    },
  );

  /** The brand.json of a brand that exists, or undefined with the refusal sent: an id that is no brand id, or no such brand. */
  const existingBrandFile = (reply: FastifyReply, id: string): string | undefined => {
    if (!isBrandId(id)) {
      void notABrandId(reply, id);
      return undefined;
    }
    const file = brandFile(root, id);
    if (fs.existsSync(file)) return file;
    void reply.status(404).send({ message: `No brand "${id}".` });
    return undefined;
  };

  /**
   * Whether the file on disk is still the version the operator opened; if not, the refusal says
   * what changed there, in brand terms, and nothing is written.
   */
  const conflict = (reply: FastifyReply, id: string, onDisk: string, body: { version?: string; opened?: unknown }) => {
    if (body.version === versionOf(onDisk)) return undefined;
    const current = readBrand(root, id);
    const changes =
      current.document && isRecord(body.opened) ? describeChanges(live.validators.full, body.opened, current.raw) : [];
    return reply.status(409).send({
      message: 'The brand file changed on disk since you opened it.',
      changes,
      version: versionOf(onDisk),
    });
  };

  /** Writes a brand's new text (the old one kept in its history) and serves it at once; the same text is no save. */
  const write = (reply: FastifyReply, id: string, file: string, text: string, onDisk: string) => {
    try {
      if (text !== onDisk) writeKeepingHistory(file, text);
    } catch (error) {
      return reply.status(500).send({ message: writeFailure(error) });
    }
    try {
      // Uploaded images that neither the brand nor a kept version names any more.
      const removed = removeUnusedUploads(root, id);
      if (removed.length) app.log.info({ brand: id, removed }, 'removed uploaded images no version names');
    } catch (error) {
      // The save is done; a picture left behind is removed by a later save.
      app.log.warn({ brand: id, err: error }, 'could not remove unused uploaded images');
    }
    live.reload();
    return { version: versionOf(text), text, served: live.brands.hostMap.brands.includes(id) };
  };

  app.put<{ Params: { id: string }; Body: { document?: unknown; text?: string; version?: string; opened?: unknown } }>(
    '/studio/api/brands/:id',
    { preHandler: guard },
    async (request, reply) => {
      const { id } = request.params;
      const file = existingBrandFile(reply, id);
      if (!file) return reply;
      const body = request.body ?? {};
      let document = body.document;
      if (typeof body.text === 'string') {
        try {
          document = JSON.parse(body.text);
        } catch (error) {
          return reply
            .status(422)
            .send({ message: `The text is not valid JSON: ${(error as Error).message}`, issues: [] });
        }
      }
      const onDisk = fs.readFileSync(file, 'utf8');
      const refused = conflict(reply, id, onDisk, body);
      if (refused) return refused;
      const report = validateDraft(root, id, document, live.validators);
      if (report.issues.length)
        return reply.status(422).send({ message: 'The brand has errors; it was not saved.', issues: report.issues });
      // The text editor's save is the operator's own text; a form's save changes only what changed.
      let text: string;
      if (typeof body.text === 'string') text = body.text;
      else {
        // The file as read above is what the edits are placed in: it is not read a second time.
        const saved = savedText(onDisk, parsedOrNothing(onDisk), document);
        if (saved.rewritten)
          request.log.warn({ brand: id }, 'the save could not keep the file’s layout; written whole');
        text = saved.text;
      }
      return write(reply, id, file, text, onDisk);
    },
  );

  // The brand's kept saves, newest first, each with what it changed in the form's words.
  app.get<{ Params: { id: string } }>(
    '/studio/api/brands/:id/history',
    { preHandler: guard },
    async (request, reply) => {
      const { id } = request.params;
      const file = existingBrandFile(reply, id);
      if (!file) return reply;
      const dir = brandDir(root, id);
      const entries = historyEntries(dir);
      // Each kept version was replaced by a save; what that save changed is the step to the next
      // version kept, or to the file as it is now for the last save.
      const documents = [
        ...entries.map((entry) => parsedOrNothing(readHistoryEntry(dir, entry.entry))),
        parsedOrNothing(fs.readFileSync(file, 'utf8')),
      ];
      const saves = entries.map((entry, index) => {
        const before = documents[index];
        const after = documents[index + 1];
        return {
          ...entry,
          changes:
            before === undefined || after === undefined ? null : describeChanges(live.validators.full, before, after),
        };
      });
      return { saves: saves.reverse() };
    },
  );

  // A kept version written back: a save like any other (the file it replaces is kept in turn, so a
  // restore can be undone), refused like a save when the file changed meanwhile or the version no
  // longer makes a valid brand.
  app.post<{ Params: { id: string; entry: string }; Body: { version?: string; opened?: unknown } }>(
    '/studio/api/brands/:id/history/:entry/restore',
    { preHandler: guard },
    async (request, reply) => {
      const { id, entry } = request.params;
      const file = existingBrandFile(reply, id);
      if (!file) return reply;
      const text = isHistoryEntry(entry) ? readHistoryEntry(brandDir(root, id), entry) : undefined;
      if (text === undefined) return reply.status(404).send({ message: 'That saved version is no longer kept.' });
      const onDisk = fs.readFileSync(file, 'utf8');
      const refused = conflict(reply, id, onDisk, request.body ?? {});
      if (refused) return refused;
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch (error) {
        return reply
          .status(422)
          .send({ message: `That saved version is not valid JSON: ${(error as Error).message}`, issues: [] });
      }
      const report = validateDraft(root, id, document, live.validators);
      if (report.issues.length)
        return reply
          .status(422)
          .send({ message: 'That saved version has errors now; it was not restored.', issues: report.issues });
      return write(reply, id, file, text, onDisk);
    },
  );

  app.post<{ Body: { id?: string; name?: string } }>(
    '/studio/api/brands',
    { preHandler: guard },
    async (request, reply) => {
      const { id = '', name } = request.body ?? {};
      if (!isBrandId(id)) return notABrandId(reply, String(id));
      try {
        createBrand(id, { root, ...(name ? { name } : {}) });
      } catch (error) {
        return reply.status(422).send({ message: (error as Error).message });
      }
      live.reload();
      return reply.status(201).send({ id });
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteClosure } from '../catalogue/siteClosure.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { RESOURCE_POLICY } from '../site/securityHeaders.ts';
import { chatRoomFor, publicChatRoom, ticketLanguage } from './chat.ts';
import { chatExpiredPage, chatNotice, chatNoticePage, chatPagePolicy, chatRoomPage } from './chatPage.ts';
import { BANNER_IMAGE_SIZE, PROMOTION_IMAGE_SIZE } from './imagePaths.ts';
import { pickName } from './languages.ts';
import { posterSvg, tileSvg } from './svgArt.ts';
import { readerLanguage, renderText, text } from '../texts/index.ts';

/** Generated images change only with a new seed: browsers and CDNs may keep them for a day. */
const IMAGE_CACHE = 'public, max-age=86400';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('cache-control', IMAGE_CACHE)
    .header('content-security-policy', RESOURCE_POLICY)
    .type('image/svg+xml')
    .send(svg);

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Not found');

/**
 * Query parameters are single strings: a repeated key (`?t=a&t=b`) would otherwise arrive as an
 * array; with this schema it is refused with VALIDATION_FAILED instead.
 */
const stringQuery = (...names: string[]) => ({
  querystring: {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', maxLength: 200 }])),
  },
});

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(html);

/** "abc.svg" → "abc"; anything else → undefined. */
const svgName = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);

/** Images the content calls point at (banners, promotions, rewards, chat icons) and the chat room page. */
export function registerContentRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db } = deps;

  app.get<{ Params: { file: string } }>('/img/banners/:file', async (request, reply) => {
    const id = svgName(request.params.file);
    const row = id
      ? (db.prepare('SELECT headline, tagline, colour_from, colour_to FROM content_banners WHERE id = ?').get(id) as
          { headline: string; tagline: string; colour_from: string; colour_to: string } | undefined)
      : undefined;
    if (!row) return notFound(reply);
    return sendSvg(
      reply,
      posterSvg({
        ...BANNER_IMAGE_SIZE,
        headline: row.headline,
        tagline: row.tagline,
        colourFrom: row.colour_from,
        colourTo: row.colour_to,
      }),
    );
  });

  app.get<{ Params: { brand: string; file: string }; Querystring: { lang?: string } }>(
    '/img/promotions/:brand/:file',
    { schema: stringQuery('lang') },
    async (request, reply) => {
      const id = svgName(request.params.file);
      const row = id
        ? (db
            .prepare(
              `SELECT title, art FROM content_items WHERE brand = ? AND id = ? AND kind = 'promotion' ORDER BY language = ? DESC, language = 'EN' DESC LIMIT 1`,
            )
            .get(request.params.brand, id, request.query.lang ?? 'EN') as
            { title: string; art: string | null } | undefined)
        : undefined;
      if (!row) return notFound(reply);
      const art = JSON.parse(row.art ?? '{}') as { from?: string; to?: string; tagline?: string };
      return sendSvg(
        reply,
        posterSvg({
          ...PROMOTION_IMAGE_SIZE,
          headline: row.title,
          tagline: art.tagline ?? '',
          colourFrom: art.from ?? '',
          colourTo: art.to ?? '',
        }),
      );
    },
  );

  app.get<{ Params: { brand: string; file: string } }>('/img/rewards/:brand/:file', async (request, reply) => {
    const id = svgName(request.params.file);
    const row = id
      ? (db
          .prepare('SELECT names, colour FROM point_rewards WHERE brand = ? AND id = ?')
          .get(request.params.brand, id) as { names: string; colour: string } | undefined)
      : undefined;
    if (!row) return notFound(reply);
    return sendSvg(reply, tileSvg(pickName(row.names, 'EN'), row.colour));
  });

  app.get<{ Params: { brand: string; file: string } }>('/img/chat/:brand/:file', async (request, reply) => {
    const id = svgName(request.params.file);
    const row = id
      ? (db
          .prepare('SELECT names, colour FROM chat_models WHERE brand = ? AND id = ?')
          .get(request.params.brand, id) as { names: string; colour: string } | undefined)
      : undefined;
    if (!row) return notFound(reply);
    return sendSvg(reply, tileSvg(pickName(row.names, 'EN'), row.colour, 96));
  });

  /**
   * The chat room launchChat (CALL-41) links to, and, without a ticket, the public support room the
   * system status's "Live chat" link opens. A real deployment points chatUrl at its chat vendor.
   * A member's room closes with the site (FLAG-19); the public room stays open, as the maintenance
   * and region pages offer it as the way to reach customer service (systemStatus answers then too).
   */
  app.get<{ Params: { modelId: string }; Querystring: { t?: string } }>(
    '/chat/:modelId',
    { schema: stringQuery('t') },
    async (request, reply) => {
      const hostsOf = (id: string) => deps.brands.byId.get(id)?.hosts ?? [];
      const visitor = deps.contextFor(request);
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', chatPagePolicy(hostsOf(visitor.brand.id)));
      const { t: ticket } = request.query;
      // A notice has no room to take a language from: the visitor's (X-Language, else the member's),
      // else the brand's default.
      const noticeLanguage = readerLanguage(visitor.brand, undefined, visitor.language);
      const closure = ticket === undefined ? null : siteClosure(db, request.ip);
      if (closure) {
        // The closure's words are a catalogue text, or the operator's own maintenance text as given.
        const why = closure.text ? renderText(noticeLanguage, closure.text) : closure.message;
        return sendHtml(
          reply,
          closure.status,
          chatNoticePage(renderText(noticeLanguage, text('chat.unavailable')), why, noticeLanguage),
        );
      }
      const room =
        ticket === undefined
          ? publicChatRoom(db, visitor.brand.id, request.params.modelId)
          : chatRoomFor(db, request.params.modelId, ticket, deps.now());
      if (!room) {
        return ticket === undefined
          ? sendHtml(reply, 404, chatNotice(noticeLanguage, 'chat.notFound', 'chat.notFoundBody'))
          : sendHtml(
              reply,
              403,
              chatExpiredPage(readerLanguage(visitor.brand, ticketLanguage(db, ticket), visitor.language)),
            );
      }
      const roomBrand = deps.brands.byId.get(room.brand) ?? visitor.brand;
      // The member's chosen language, else the visitor's page's (X-Language), else the brand's default.
      const language = readerLanguage(roomBrand, room.language, visitor.language);
      reply.header('content-security-policy', chatPagePolicy(hostsOf(room.brand)));
      return sendHtml(reply, 200, chatRoomPage(room, roomBrand.name, language));
    },
  );
}

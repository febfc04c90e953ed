import type { FastifyInstance } from 'fastify';
import { EVENTS_PATH } from '../../schemas/api/index.ts';
import { statement } from '../db.ts';
import { PlatformError } from '../errors.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { isTrial } from '../services/roles.ts';
import { secretDigest } from '../services/secrets.ts';
import { eventsAfter, oldestHeld } from './liveEvents.ts';
import { text, renderText } from '../texts/index.ts';

/** How often a stream looks for new events: the operator's command runs in another process, so the database is the channel. */
const POLL_MS = 200;
const PING_MS = 25_000;

const frame = (id: number | null, name: string, data: string) =>
  `${id === null ? '' : `id: ${id}\n`}event: ${name}\ndata: ${data}\n\n`;

/**
 * The live events stream (schemas/api/events.ts): one per session, numbered, resuming after
 * Last-Event-ID. Visitors get NOT_LOGGED_IN, trial accounts TRIAL_FORBIDDEN, as ordinary envelopes.
 */
export function registerEventStream(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db, now } = deps;
  app.get(EVENTS_PATH, async (request, reply) => {
    const ctx = deps.contextFor(request);
    const member = ctx.requireMember();
    if (isTrial(member)) throw new PlatformError('TRIAL_FORBIDDEN', text('error.trialNoLiveUpdates'));
    const session = secretDigest(ctx.token!);
    const header = request.headers['last-event-id'];
    const lastSeen = Number(Array.isArray(header) ? header[0] : header);
    let last = Number.isSafeInteger(lastSeen) && lastSeen > 0 ? lastSeen : 0;

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    out.write('retry: 2000\n\n');
    const held = oldestHeld(db, session);
    // The events after the last one seen were swept (older than a day): the player re-reads everything once.
    if (last > 0 && held && held.min > last + 1) out.write(frame(null, 'resync', '{}'));
    if (last > (held?.max ?? 0)) last = held?.max ?? 0;

    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearInterval(poller);
      clearInterval(pinger);
      out.end();
    };
    const pump = () => {
      if (closed) return;
      for (const event of eventsAfter(db, session, last)) {
        out.write(frame(event.seq, event.name, event.data));
        last = event.seq;
      }
      const alive = statement(db, 'SELECT expires_at FROM sessions WHERE token = ?').get(session) as
        { expires_at: number } | undefined;
      if (!alive || alive.expires_at <= now()) {
        const reason = alive ? 'expired' : 'loggedOut';
        out.write(
          frame(
            last + 1,
            'logout',
            JSON.stringify({ reason, message: renderText(ctx.language, text('answer.sessionEnded')) }),
          ),
        );
        finish();
      }
    };
    const poller = setInterval(pump, POLL_MS);
    const pinger = setInterval(() => out.write(': ping\n\n'), PING_MS);
    request.raw.on('close', finish);
    pump();
  });
}

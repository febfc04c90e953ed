import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLanguage } from './content/languages.ts';
import { isBusyError } from './db.ts';
import { PlatformError } from './errors.ts';
import { refusalExtra } from './inputValidation.ts';
import type { SchemaError } from '../schemas/api/requestRules.ts';
import { renderText, text } from './texts/index.ts';

/** The failure envelope every refused call answers with: `{ success: false, code, message, …extra }`. */
export const failure = (reply: FastifyReply, status: number, code: string, message: string, extra: object = {}) =>
  reply.status(status).send({ success: false, code, message, ...extra });

/**
 * Every error a route throws becomes a failure envelope: the platform's own codes as they are, a
 * request the schemas refuse as VALIDATION_FAILED, other client errors as BAD_REQUEST / NOT_FOUND,
 * a database busy past its wait as BUSY (503, to retry), and anything else as UNKNOWN, with the
 * details in the log and never a stack trace on the wire. The message is in the request's language
 * (`languageOf`, server/texts) where the refusal's words are a catalogue text.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  languageOf: (request: FastifyRequest) => ContentLanguage = () => 'EN',
): void {
  app.setErrorHandler(
    (error: Error & { validation?: unknown; validationContext?: string; statusCode?: number }, request, reply) => {
      const say = (platformText: Parameters<typeof renderText>[1]) => renderText(languageOf(request), platformText);
      if (error instanceof PlatformError) {
        const message = error.text ? say(error.text) : error.message;
        return failure(reply, error.status, error.code, message, error.extra);
      }
      if (error.validation) {
        return failure(
          reply,
          400,
          'VALIDATION_FAILED',
          say(
            text('error.invalidRequest', {
              part: error.validationContext ?? 'request',
              detail: error.message.replace(/^(body|querystring)\/?/, ''),
            }),
          ).trim(),
          Array.isArray(error.validation) ? refusalExtra(error.validation[0] as SchemaError | undefined) : {},
        );
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        const code = error.statusCode === 413 ? 'BAD_REQUEST' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
        return failure(
          reply,
          error.statusCode,
          code,
          say(text(error.statusCode === 413 ? 'error.tooLarge' : 'error.unreadable')),
        );
      }
      // A database another process held past the busy timeout: the transaction was rolled back, so the
      // same request may simply be sent again; never a 500.
      if (isBusyError(error)) {
        request.log.warn({ err: error }, 'database busy past the wait: answered BUSY');
        reply.header('retry-after', '1');
        return failure(reply, 503, 'BUSY', say(text('error.busy')), {
          retryAfter: 1,
        });
      }
      request.log.error(error);
      return failure(reply, 500, 'UNKNOWN', say(text('error.unknown')));
    },
  );
}

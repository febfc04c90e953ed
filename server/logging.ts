import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log (Fastify's, JSON lines on standard output), from LIVERY_LOG: by default warnings
 * and errors, so an answer of 500 always leaves its details in the log (never on the wire);
 * LIVERY_LOG=1 (or a level name) logs every request as well; LIVERY_LOG=0 turns the log off.
 */
export function serverLogger(env: NodeJS.ProcessEnv, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const setting = env.LIVERY_LOG?.trim().toLowerCase() ?? '';
  if (setting === '0' || setting === 'off' || setting === 'false') return false;
  const named = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].includes(setting);
  const level = named ? setting : setting === '1' || setting === 'true' ? 'info' : 'warn';
  return stream ? { level, stream } : { level };
}

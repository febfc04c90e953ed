import type { FastifyInstance } from 'fastify';

/** Eight avatar colours; CALL-08 names one of them per account. */
const COLOURS = ['#e0b243', '#2fbf71', '#3b82f6', '#ef4444', '#a855f7', '#14b8a6', '#f97316', '#64748b'];

export function avatarSvg(index: number): string {
  const colour = COLOURS[(index - 1) % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>Avatar ${index}</title>` +
    `<rect width="64" height="64" rx="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".9"/>` +
    `<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" fill-opacity=".9"/></svg>`
  );
}

/** GET /img/avatars/avatar-<n>.svg, the images CALL-08 points at. */
export function registerAvatarRoutes(app: FastifyInstance): void {
  app.get('/img/avatars/:file', async (request, reply) => {
    const match = /^avatar-([1-8])\.svg$/.exec((request.params as { file: string }).file);
    if (!match) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(Number(match[1])));
  });
}

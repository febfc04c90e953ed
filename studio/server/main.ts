// `npm run studio`: the brand studio beside the reference platform, on this machine only. It prints
// its address with a session secret; the studio's calls carry the secret, so another site open in
// the operator's browser cannot write a brand.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadPlatformBrands } from '../../server/brands.ts';
import { openDb } from '../../server/db.ts';
import { loadOrCreateKeys } from '../../server/keys.ts';
import { LiveBrands } from '../../server/liveBrands.ts';
import { serverLogger } from '../../server/logging.ts';
import { seedOnce } from '../../server/seed/index.ts';
import { registerStudio } from './routes.ts';

const port = Number(process.env.PORT ?? 8081);
// Loopback only, whatever HOST says elsewhere: the studio writes files.
const host = '127.0.0.1';
const root = path.resolve(process.env.LIVERY_ROOT ?? process.cwd());

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, name) =>
      name === 'node_modules' || name.startsWith('.') ? latest : Math.max(latest, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}

function run(args: string[]): void {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The player and the studio are built when missing or older than their sources (the studio's
// forms come from the generated brand schema, so they follow new widgets).
if (process.env.LIVERY_STUDIO_BUILD !== '0') {
  const player = newest('dist/index.html');
  if (!player || ['engine', 'widgets', 'schemas/brand', 'index.html'].some((source) => newest(source) > player)) {
    console.log('Building the site…');
    run(['tsx', 'scripts/emit-schemas.ts']);
    run(['vite', 'build', '--logLevel', 'warn']);
  }
  const studio = newest('dist-studio/index.html');
  if (
    !studio ||
    ['studio', 'schemas/generated/brand.schema.json', 'engine/core'].some((source) => newest(source) > studio)
  ) {
    console.log('Building the studio…');
    run(['vite', 'build', '--config', 'studio/vite.config.ts', '--logLevel', 'warn']);
  }
}

const db = openDb();
const brands = loadPlatformBrands(root);
await seedOnce(db, brands);
const keys = await loadOrCreateKeys(db);
const live = new LiveBrands(brands, { root, onChange: () => void seedOnce(db, brands) });
live.reload();
live.watch();
const app = await buildApp({
  db,
  brands,
  keys,
  live,
  siteDir: process.env.SITE_DIR ?? 'dist',
  devRoutes: true,
  logger: serverLogger(process.env),
});
const secret = process.env.LIVERY_STUDIO_SECRET || randomBytes(18).toString('base64url');
await registerStudio(app, { live, db, secret, studioDir: path.resolve('dist-studio') });
await app.listen({ port, host });

console.log(
  [
    '',
    'Livery brand studio (this machine only):',
    `  http://${host}:${port}/studio/#secret=${secret}`,
    '',
    `Session secret: ${secret}`,
    `Brands: ${path.join(root, 'brands')}  (saved brands are served at once at http://${host}:${port}/?brand=<id>)`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    live.close();
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}

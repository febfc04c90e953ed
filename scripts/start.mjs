// `npm start`: builds the player when the build is missing or older than the sources, then starts the
// reference platform (server/main.ts), which serves the API and the site for every brand on one port.
// Each brand answers at http://<id>.localhost:<port>/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.PORT ?? 8080);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = 'dist/index.html';
const sources = ['engine', 'widgets', 'brands', 'schemas', 'index.html'];
const stale =
  !existsSync(built) ||
  sources.some(
    (s) =>
      (existsSync(s) && (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs)) > statSync(built).mtimeMs,
  );
if (stale) {
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The local demo listens on this machine only, so its developer routes (the outbox of SMS codes,
// the captcha's answer) are on; HOST=0.0.0.0 serves other machines, and then they are off unless
// LIVERY_DEV_ROUTES=1 (server/devAccess.ts).
const host = process.env.HOST ?? '127.0.0.1';
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), HOST: host },
});
// The server ends with this script: each signal that would end it is passed on, and this script
// exits only once the server has (a script that starts this one stops the server by stopping it).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 0)));

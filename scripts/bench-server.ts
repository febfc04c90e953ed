// `npm run bench:server`: measures the game list with a name search over the full catalogue on a
// fresh, seeded platform (in-memory database), then prints requests per second and p99 latency.
//   --duration <s>  (default 10)   --connections <n>  (default 10)   --search <word>  (default "dragon")
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadPlatformBrands } from '../server/brands.ts';
import { openDb } from '../server/db.ts';
import { loadOrCreateKeys } from '../server/keys.ts';
import { seedOnce } from '../server/seed/index.ts';

/** The part of autocannon's result this script reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    search: { type: 'string', default: 'dragon' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!(duration > 0 && duration <= 600) || !(Number.isInteger(connections) && connections > 0 && connections <= 1000)) {
  console.error('Usage: bench-server [--duration 1..600] [--connections 1..1000] [--search word]');
  process.exit(2);
}

const db = openDb(':memory:');
const brands = loadPlatformBrands();
const seedStarted = performance.now();
await seedOnce(db, brands);
const seedMs = performance.now() - seedStarted;
const app = await buildApp({ db, brands, keys: await loadOrCreateKeys(db) });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;

const games = (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
const path = `/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=18&gameName=${encodeURIComponent(values.search)}`;
const probe = await app.inject({ method: 'GET', url: path });
const matches = probe.json() as { value?: { totalPages: number } };

console.log(`Catalogue: ${games} games (seeded in ${seedMs.toFixed(0)} ms); "${values.search}" fills ${matches.value?.totalPages ?? 0} pages of 18.`);
console.log(`Running GET ${path} for ${duration} s with ${connections} connections…`);
try {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration });
  console.log(`Requests/s (average): ${result.requests.average.toFixed(0)}`);
  console.log(`Latency p99: ${result.latency.p99} ms (average ${result.latency.average.toFixed(2)} ms)`);
  console.log(`Requests: ${result.requests.total}; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  process.exitCode = result.errors || result.non2xx ? 1 : 0;
} finally {
  await app.close();
  db.close();
}

/**
 * Size budget: the gzip size of the JavaScript the home route loads before first render
 * (scripts/homeRouteFiles.ts says which files).
 * Fails above the budget. `--no-build` measures the existing build; `--dist=<dir>` measures another
 * build folder (a trial build beside the one a running server uses).
 */
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { homeRouteFiles, readManifest } from './homeRouteFiles.ts';

// Issue 30: the home's JavaScript at most 134 kB gzip.
const BUDGET_KB = 134;
const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';

if (dist === 'dist' && (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json')))) {
  execSync('npm run build --silent', { stdio: 'inherit' });
}

const files = homeRouteFiles(dist);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
// ajv validates brands at build time only (DESIGN §4); its messages in the bundle mean it leaked in.
const leaked = Object.values(readManifest(dist))
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('must have required property'),
  );
if (leaked.length) {
  console.error(`ajv is in the player bundle: ${leaked.join(', ')}`);
  process.exit(1);
}

const totalKb = total / 1024;
console.log(`home route JavaScript: ${totalKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}

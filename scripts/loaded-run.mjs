// `node scripts/loaded-run.mjs [-- command …]`: runs a command (by default the whole suite,
// `node scripts/test.mjs`) with CPU-bound processes beside it, two unless LOAD_PROCESSES says how
// many, on a two-core machine: the suite must pass on a machine that busy, because its tests wait
// for states, never for durations (issue 25, item 8). The busy processes are stopped however the
// run ends (scripts/ownedProcesses.ts): at its end, on an error, or on SIGINT, SIGTERM or SIGHUP.
import os from 'node:os';
import { register } from 'tsx/esm/api';

register();
const { spawnOwned, stopOwned } = await import('./ownedProcesses.ts');

const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [process.execPath, 'scripts/test.mjs'];
if (!command) {
  console.error('usage: node scripts/loaded-run.mjs [-- command [args…]]');
  process.exit(2);
}
const count = Number(process.env.LOAD_PROCESSES ?? 2);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
// A loop that never yields: a whole core for as long as it runs.
for (let i = 0; i < count; i += 1) spawnOwned(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
console.log(`Loaded run: ${count} CPU-bound processes beside \`${[command, ...args].join(' ')}\` (load ${load()}).`);

const started = Date.now();
const code = await new Promise((resolve) => {
  const child = spawnOwned(command, args, { stdio: 'inherit' });
  child.once('error', (error) => {
    console.error(`${command}: ${error.message}`);
    resolve(1);
  });
  child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await stopOwned();
console.log(
  `Loaded run: ${Math.round((Date.now() - started) / 1000)} s beside ${count} CPU-bound processes, exit ${code} (load ${load()}).`,
);
process.exit(code);

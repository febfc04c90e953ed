// A script as scripts/bench-server.ts is built: it starts a process that would run for ever and makes
// a temporary folder, prints both, then ends the way its first argument says (scripts/ownedProcesses.test.ts).
//   end: stops what it started and exits · exit: calls process.exit(3) at once · throw: an uncaught
//   error · wait: runs until a signal ends it.
import { ownedTempDir, spawnOwned, stopOwned } from '../../scripts/ownedProcesses.ts';

const how = process.argv[2] ?? 'wait';
const folder = ownedTempDir('livery-owned-');
const child = spawnOwned(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
await new Promise((resolve) => child.once('spawn', resolve));
console.log(JSON.stringify({ pid: child.pid, folder }));

if (how === 'end') {
  await stopOwned();
  process.exit(0);
} else if (how === 'exit') {
  process.exit(3);
} else if (how === 'throw') {
  throw new Error('the script failed');
} else {
  setInterval(() => {}, 60_000);
}

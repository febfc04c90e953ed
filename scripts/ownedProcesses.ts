// What a script starts, it stops: the processes it spawns, the temporary folders it makes and
// anything else it opens (a browser) are stopped and removed however the script ends: at its end,
// on an error, or on SIGINT, SIGTERM or SIGHUP (a terminal closed, a CI step cancelled, `timeout`).
// Without this, a script killed by a signal died before its `finally` ran, and left its platform
// serving a temporary database on a random port with no parent (issue 25, item 7).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

/** How long a child has to stop after SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 10_000;

const children = new Set<ChildProcess>();
const folders = new Set<string>();
const stoppers: (() => unknown)[] = [];
let stopping: Promise<void> | undefined;
let watching = false;

function watchTheEnd(): void {
  if (watching) return;
  watching = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      void stopOwned().finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
  // A script that calls process.exit without stopping first: what can be done synchronously is done.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
}

/** Spawns a process that is stopped (SIGTERM, then SIGKILL after a grace) when the script ends. */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  watchTheEnd();
  const child = spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A new folder under the system's temporary folder, removed (after the owned processes have stopped) when the script ends. */
export function ownedTempDir(prefix: string): string {
  watchTheEnd();
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

/** Something else to close when the script ends (a browser): run before the processes are stopped. */
export function onStop(stop: () => unknown): void {
  watchTheEnd();
  stoppers.push(stop);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(grace);
}

/** Stops everything the script started and removes its folders; safe to call more than once. */
export function stopOwned(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stoppers.splice(0)) {
      try {
        await stop();
      } catch (error) {
        console.error(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await Promise.all([...children].map(stopChild));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    folders.clear();
  })();
  return stopping;
}

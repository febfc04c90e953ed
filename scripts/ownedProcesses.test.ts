// @vitest-environment node
// Issue 25, item 7: a script stops what it starts however it ends. `npm run bench:server` left its
// platform serving a temporary database with no parent when a signal ended it; the scripts that
// start a platform or a browser (bench-server, lighthouse, screenshots) own them through
// scripts/ownedProcesses.ts, whose promise this proves on a script built the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Started {
  pid: number;
  folder: string;
}

// Should a test fail, what its script left behind is cleared here, so a failure leaves nothing running.
const startedHere: (Started & { script: ChildProcess })[] = [];
afterEach(() => {
  for (const { script, pid, folder } of startedHere.splice(0)) {
    if (script.exitCode === null && script.signalCode === null) script.kill('SIGKILL');
    if (running(pid)) process.kill(pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
});

/** Runs the sample script until it has started its process and made its folder. */
async function startScript(how: string) {
  const script = spawn(process.execPath, ['--import', 'tsx', 'tests/support/scriptOwningAProcess.ts', how], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let errors = '';
  script.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const ended = once(script, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const started = await new Promise<Started>((resolve, reject) => {
    script.stdout.on('data', function read(chunk: Buffer) {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      const started = JSON.parse(line) as Started;
      startedHere.push({ ...started, script });
      script.stdout.off('data', read);
      resolve(started);
    });
    script.once('exit', () => reject(new Error(`the script ended before it started anything: ${errors}`)));
  });
  return { script, started, ended, errors: () => errors };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the script started is gone: its process no longer runs and its folder is removed. */
async function expectNothingLeft({ pid, folder }: Started) {
  await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 15_000, interval: 50 });
  expect(existsSync(folder)).toBe(false);
}

describe('a script stops what it starts (issue 25, item 7)', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'when %s ends it, with the exit code of that signal',
    async (signal) => {
      const { script, started, ended } = await startScript('wait');
      expect(running(started.pid)).toBe(true);
      expect(existsSync(started.folder)).toBe(true);
      script.kill(signal);
      const [code] = await ended;
      expect(code).toBe(128 + { SIGTERM: 15, SIGINT: 2, SIGHUP: 1 }[signal]);
      await expectNothingLeft(started);
    },
  );

  it('when it ends normally', async () => {
    const { started, ended } = await startScript('end');
    expect((await ended)[0]).toBe(0);
    await expectNothingLeft(started);
  });

  it('when it calls process.exit without stopping first', async () => {
    const { started, ended } = await startScript('exit');
    expect((await ended)[0]).toBe(3);
    await expectNothingLeft(started);
  });

  it('when an error nobody catches ends it', async () => {
    const { started, ended, errors } = await startScript('throw');
    expect((await ended)[0]).toBe(1);
    expect(errors()).toContain('the script failed');
    await expectNothingLeft(started);
  });
});

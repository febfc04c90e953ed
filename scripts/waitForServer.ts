import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers, failing early if the server it waits for stops (budgets, screenshots). */
export async function waitForServer(url: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} in time.`);
}

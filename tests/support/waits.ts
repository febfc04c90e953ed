// How long a test waits for a state before it fails (issue 25, item 8). Tests wait for states, never
// for durations; these deadlines only bound a wait that would otherwise hang, and are generous so
// that a runner three times slower than a quiet one (two CPU-bound processes beside the suite on two
// cores) still passes. A state that comes at all comes well within them.

/** Testing Library's findBy…/waitFor and vi.waitFor in unit and component tests (their own default is 1 s). */
export const STATE_WAIT_MS = 15_000;

/** vi.waitFor's options with the suite's deadline (vi.waitFor has no global setting). */
export const UNTIL = { timeout: STATE_WAIT_MS, interval: 20 } as const;

/**
 * The CPU time, in ms, this process spends on `work`: what the work costs, whatever else the machine
 * is doing. A performance budget holds this, not the wall clock, which a busy machine stretches
 * (two CPU-bound processes beside the suite triple it) without the work growing at all.
 */
export async function cpuTimeOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * One host from a configured list, chosen at random (SHELL-05): the platform spreads image and
 * game-launch traffic over its CDNs this way. Chosen once per visit, so images keep one origin
 * and the browser cache stays warm. `random` returns [0, 1) like Math.random (tests pass their own).
 */
export function pickHost(hosts: readonly string[] | undefined, random: () => number = Math.random): string | null {
  if (!hosts || hosts.length === 0) return null;
  const index = Math.min(hosts.length - 1, Math.floor(random() * hosts.length));
  return hosts[index] ?? null;
}

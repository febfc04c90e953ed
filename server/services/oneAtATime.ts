import type { Db } from '../db.ts';

/** Per database, the last turn taken for each key: it resolves when that turn ends. */
const lastTurns = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `task` once every earlier task holding `key` on this database has ended, in the order they
 * asked. A check that reads a count, awaits (a password hash) and then writes the count would
 * otherwise let every request in flight read the same count (issue 24): in turn, each reads what
 * the one before it wrote, exactly as requests sent one after another. The platform is one process
 * per database, so turns kept in this process order every request. A task nobody waits for starts
 * at once, in the caller's synchronous step.
 */
export async function oneAtATime<T>(db: Db, key: string, task: () => Promise<T>): Promise<T> {
  let turns = lastTurns.get(db);
  if (!turns) {
    turns = new Map();
    lastTurns.set(db, turns);
  }
  const before = turns.get(key);
  let end!: () => void;
  const mine = new Promise<void>((resolve) => {
    end = resolve;
  });
  turns.set(key, mine);
  try {
    if (before) await before;
    return await task();
  } finally {
    end();
    if (turns.get(key) === mine) turns.delete(key);
  }
}
